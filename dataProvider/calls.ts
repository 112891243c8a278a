/** What one call is (fetch's options, how it is bounded) and how its answer is read: JSON, a file, an upload. */
import { failure, parseJson } from './errors';
import type { CallKind } from './policy';

/** An upload's body: the file as the `file` part of a multipart form. */
export function fileForm(file: File): FormData {
    const form = new FormData();
    form.append('file', file);
    return form;
}
/** A file sent as an upload: bounded by its size (policy.ts), the server's detail on a refusal. */
export const upload = (file: File): Call => ({
    method: 'POST',
    body: fileForm(file),
    useDetail: true,
    kind: 'upload',
    bytes: file.size,
});
/** The bytes of a form's files. */
export const formBytes = (form: FormData) =>
    [...form.values()].reduce((sum, v) => sum + (typeof v === 'string' ? v.length : (v as Blob).size), 0);

/** One call: fetch's own options, and how it is bounded and what its errors carry. */
export type Call = RequestInit & {
    useDetail?: boolean;
    kind?: CallKind;
    bytes?: number;
    /** A POST that writes nothing (a preview): it fails and invalidates as a read does. */
    dryRun?: boolean;
};

/** A JSON answer (null for 204 or an empty body); one that is not JSON is an error in words, never shown. */
export const readJson = async <T>(res: Response): Promise<T> => {
    const text = await res.text();
    if (res.status === 204 || !text) return null as T;
    const body = parseJson(text);
    if (body === undefined) throw failure('unreadable', { status: res.status });
    return body as T;
};

/** A file's answer, piece by piece (each piece keeps a download going; `each` sees it too). */
export async function readBlob(res: Response, received: () => void, each?: (chunk: Uint8Array) => void): Promise<Blob> {
    if (!res.body) return res.blob();
    const reader = res.body.getReader();
    const parts: Uint8Array<ArrayBuffer>[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
        parts.push(r.value as Uint8Array<ArrayBuffer>);
        received();
        each?.(r.value);
    }
    return new Blob(parts, { type: res.headers.get('Content-Type') ?? '' });
}

export const isVersion = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
/**
 * The version a form loaded goes with its PATCH, so that a stale save gets 412, not a silent
 * overwrite; a record without one (an API that keeps none) sends no If-Match at all.
 */
export const ifMatch = (version: unknown): Record<string, string> =>
    isVersion(version) ? { 'If-Match': `"${version}"` } : {};
export const versionOf = (version: unknown) => (isVersion(version) ? { version } : {});
