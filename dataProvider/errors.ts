/** Errors of the v4 API as the console sees them (spec §8), and calls that got no readable answer (issue 41). */
import { DISCOVERY, neededCapability, type CallSpec } from '../resources/capabilities';
import { fill, messages } from '../resources/messages';

/**
 * What went wrong: `network` (no answer: the connection failed or was cut), `timeout` (no answer in
 * time; the call was aborted), `gateway` (502, 503 or 504: a gateway answered for the store's
 * server), `unreadable` (an answer that is not JSON, such as an HTML error page), `http` (the API's
 * own refusal, with its JSON body).
 */
export type FailureKind = 'network' | 'timeout' | 'gateway' | 'unreadable' | 'http';

export class ApiError extends Error {
    constructor(
        /** Always words a person can read: never an HTML page or a status code alone. */
        message: string,
        /** The HTTP status; 0 when no answer came. */
        public status: number,
        /** The parsed body; react-admin reads `body.errors` for field errors; a 412 carries `current`.
         *  An answer without a readable body carries the failure's words as `detail`. */
        public body: {
            detail?: string;
            errors?: Record<string, string>;
            current?: Record<string, unknown>;
            in_flight?: boolean;
        } | null,
        public kind: FailureKind = 'http'
    ) {
        super(message);
        this.name = 'ApiError';
    }
}

export const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** What a failure means for the call: a read, or a write (which may or may not have been carried out). */
export interface FailureContext {
    status?: number;
    write?: boolean;
    /** The call's time limit, for a timeout. */
    seconds?: number;
    /** The browser says it has no network (the call was then not sent). */
    offline?: boolean;
}

/**
 * A failure without a readable answer in words: what happened, then what it means — for a read,
 * what to do; for a write, whether it was saved (not known once it was sent, unless the server
 * says it did not carry it out: 503) and that the typed values are kept.
 */
export function failureWords(kind: Exclude<FailureKind, 'http'>, context: FailureContext = {}): string {
    const m = messages.network;
    const { status = 0, write = false, seconds = 0, offline = false } = context;
    const happened = offline
        ? m.offline
        : kind === 'timeout'
          ? fill(m.timedOut, { seconds })
          : kind === 'gateway'
            ? fill(m.gateway, { status })
            : kind === 'unreadable'
              ? fill(m.unreadable, { status })
              : write
                ? m.noAnswer
                : m.unreachable;
    const notCarriedOut = offline || status === 503;
    const then = write
        ? notCarriedOut
            ? m.notSaved
            : m.maybeSaved
        : kind === 'network'
          ? m.checkConnection
          : m.tryAgain;
    return `${happened} ${then}`;
}

/** A failure without an answer (or without a readable one), as an ApiError carrying its words. */
export function failure(kind: Exclude<FailureKind, 'http'>, context: FailureContext = {}): ApiError {
    const detail = failureWords(kind, context);
    return new ApiError(detail, context.status ?? 0, { detail }, kind);
}

/** The JSON of a body's text, or undefined when it is none (an HTML page, a proxy's text). */
export function parseJson(text: string): unknown {
    try {
        return JSON.parse(text) as unknown;
    } catch {
        return undefined;
    }
}

/**
 * A non-ok response becomes an error. The API's own answers (JSON) carry the status text, or
 * 'Received unexpected status code: {status}' when there is none; with `useDetail` (some PUTs) the
 * server's detail, or the body as JSON text. A gateway's answer (502, 503, 504) and an answer that
 * is not JSON (an HTML error page) are never shown: they become words (failureWords).
 */
export async function errorFromResponse(
    res: Response,
    { useDetail = false, write = false }: { useDetail?: boolean; write?: boolean } = {}
): Promise<ApiError> {
    const text = await res.text();
    const json = text ? parseJson(text) : null;
    const body = json && typeof json === 'object' ? (json as ApiError['body']) : null;
    if (GATEWAY_STATUSES.has(res.status)) {
        const words = failureWords('gateway', { status: res.status, write });
        return new ApiError(words, res.status, { ...body, detail: words }, 'gateway');
    }
    if (text && !body) return failure('unreadable', { status: res.status, write });
    let message = res.statusText || fill(messages.errors.unexpectedStatus, { status: res.status });
    if (useDetail && body) message = body.detail ?? JSON.stringify(body);
    return new ApiError(message, res.status, body);
}

/**
 * Whether a failed write may have been carried out all the same: no answer, an unreadable or a
 * gateway's answer, a server error, or the server saying the first send still runs (409 `in_flight`).
 * Such a write keeps its Idempotency-Key for the person's retry; a refusal does not.
 */
export function outcomeUnknown(e: unknown): boolean {
    if (e instanceof ApiError) return e.kind !== 'http' || e.status >= 500 || e.body?.in_flight === true;
    // Abandoned by its caller: it may have reached the server.
    return e instanceof Error && e.name === 'AbortError';
}

/**
 * A call this server does not offer, refused before it is sent, in the catalogue's words. Status 501 (not
 * implemented), not the 404 the server would answer: a 404 reads as "that record no longer exists".
 */
export function notOfferedError(spec: CallSpec): ApiError {
    const detail = fill(messages.capabilities.notOffered, {
        feature: messages.capabilities.features[neededCapability(spec) ?? DISCOVERY],
    });
    return new ApiError(detail, 501, { detail });
}
