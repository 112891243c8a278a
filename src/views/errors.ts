/** The most helpful text of an error: the server's detail where it gave one. */
export function errorDetail(e: unknown): string {
    if (e && typeof e === 'object') {
        const body = (e as { body?: { detail?: unknown } }).body;
        if (body && typeof body.detail === 'string') return body.detail;
        if ('message' in e && typeof (e as Error).message === 'string') return (e as Error).message;
    }
    return String(e);
}
