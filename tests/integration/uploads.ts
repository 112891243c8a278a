/**
 * Uploads in jsdom. The console sends a file as the `file` part of a multipart form built with jsdom's
 * FormData and File, which Node's fetch cannot read (the part went as the text "undefined"), and the
 * in-process server, under jsdom too, would not take Node's File for one. So a form whose one part is
 * a CSV file goes as that file's text (`text/csv`), which the import reads the same way (README:
 * "`text/csv` body or a multipart `file`"; tests/server read both).
 */
import { afterAll, beforeAll } from 'vitest';

/** Call after `useApi()` (its MSW interception must be installed first: this wraps it). */
export function sendCsvUploadsAsText() {
    let before: typeof fetch;
    beforeAll(() => {
        before = globalThis.fetch;
        globalThis.fetch = async (input, init) => {
            const file = init?.body instanceof FormData ? init.body.get('file') : null;
            if (!(file instanceof File)) return before(input, init);
            const headers = new Headers(init!.headers);
            headers.set('Content-Type', file.type || 'text/csv');
            return before(input, { ...init, headers, body: await file.text() });
        };
    });
    afterAll(() => {
        globalThis.fetch = before;
    });
}
