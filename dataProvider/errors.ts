/** Errors of the v4 API as the console sees them (spec §8). */
import { fill, messages } from '../resources/messages';

export class ApiError extends Error {
    constructor(
        message: string,
        public status: number,
        /** The parsed body; react-admin reads `body.errors` for field errors; a 412 carries `current`. */
        public body: { detail?: string; errors?: Record<string, string>; current?: Record<string, unknown> } | null
    ) {
        super(message);
        this.name = 'ApiError';
    }
}

async function parseBody(res: Response): Promise<ApiError['body']> {
    const text = await res.text().catch(() => '');
    if (!text) return null;
    try {
        const json = JSON.parse(text);
        return json && typeof json === 'object' ? json : { detail: text };
    } catch {
        return { detail: text.slice(0, 500) };
    }
}

/**
 * A non-ok response becomes an error carrying the status text, or
 * 'Received unexpected status code: {status}' when there is none. With `useDetail` (some PUTs)
 * it carries the server's detail, or the body as JSON text.
 */
export async function errorFromResponse(res: Response, useDetail = false): Promise<ApiError> {
    const body = await parseBody(res);
    let message = res.statusText || fill(messages.errors.unexpectedStatus, { status: res.status });
    if (useDetail && body) message = body.detail ?? JSON.stringify(body);
    return new ApiError(message, res.status, body);
}
