/** Errors as `{detail}` with the right status; bad input is never a 500. */
import { api } from '../../resources/messages/api';
export class HttpError extends Error {
    constructor(
        public status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 415,
        public detail: string,
        public fields?: Record<string, string>,
        /** More of the answer's body (a 412's `current` record). */
        public extra?: Record<string, unknown>
    ) {
        super(detail);
    }
}
export const badRequest = (detail: string, fields?: Record<string, string>) => new HttpError(400, detail, fields);
export const unauthorized = (detail: string = api.notAuthenticated) => new HttpError(401, detail);
export const forbidden = (detail: string = api.notPermitted) => new HttpError(403, detail);
export const notFound = (detail: string = api.notFound) => new HttpError(404, detail);
