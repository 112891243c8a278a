/**
 * The one way the console sends a call (issue 41): each attempt aborted at its limit (policy.ts),
 * reads tried again on no answer or a gateway's, every failure an ApiError in words (errors.ts), and
 * whether the server answered reported for the offline banner (`onAnswered` / `onUnanswered`).
 */
import { ApiError, errorFromResponse, failure, GATEWAY_STATUSES, type FailureKind } from './errors';
import { attemptLimit, retryAfter, TRANSFER_IDLE_MS, type CallKind } from './policy';

export interface TransportOptions {
    fetch: typeof fetch;
    /** An answer came from the store's server (any status but a gateway's). */
    onAnswered?: () => void;
    /** No answer came: the network failed, the call timed out, or a gateway answered 502, 503 or 504. */
    onUnanswered?: (kind: Extract<FailureKind, 'network' | 'timeout' | 'gateway'>) => void;
    random?: () => number;
    now?: () => number;
    /** Whether the browser says it is offline (then nothing is sent). */
    offline?: () => boolean;
}

/** What a call reads of its answer: JSON, a blob, a stream. `progress()` marks a piece received (a download's clock). */
export type Reader<T> = (res: Response, progress: () => void) => Promise<T>;

export interface Exchange {
    kind: CallKind;
    /** Errors carry the server's detail rather than the status text (spec §8: some PUTs). */
    useDetail?: boolean;
    /** A write (its failure says whether it may have been carried out). */
    write?: boolean;
    /** An upload's size. */
    bytes?: number;
}

const sleep = (ms: number, signal?: AbortSignal | null) =>
    new Promise<void>(resolve => {
        const timer = setTimeout(resolve, ms);
        signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
    });

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function createTransport({
    fetch: doFetch,
    onAnswered,
    onUnanswered,
    random = Math.random,
    now = Date.now,
    offline = browserOffline,
}: TransportOptions) {
    /** One attempt, aborted at its limit; a download's limit runs again from each piece received. */
    async function attempt<T>(
        url: string,
        init: RequestInit,
        exchange: Exchange,
        elapsed: number,
        read: Reader<T>,
        state: { received: boolean }
    ) {
        const { kind, write = false } = exchange;
        const limit = attemptLimit(kind, elapsed, exchange.bytes);
        const controller = new AbortController();
        const outer = init.signal;
        const forward = () => controller.abort(outer?.reason);
        outer?.addEventListener('abort', forward, { once: true });
        let timer: ReturnType<typeof setTimeout> | undefined;
        let timedOut = false;
        const arm = (ms: number) => {
            clearTimeout(timer);
            timer = setTimeout(() => ((timedOut = true), controller.abort()), ms);
        };
        // Whatever the fetch does with its signal, an aborted attempt ends here (its body is cancelled).
        const abandoned = new Promise<never>((_, reject) =>
            controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
        );
        abandoned.catch(() => undefined);
        arm(limit);
        try {
            const res = await Promise.race([doFetch(url, { ...init, signal: controller.signal }), abandoned]);
            abandoned.catch(() => res.body?.cancel().catch(() => undefined));
            if (GATEWAY_STATUSES.has(res.status)) onUnanswered?.('gateway');
            else onAnswered?.();
            if (!res.ok)
                throw await Promise.race([errorFromResponse(res, { useDetail: exchange.useDetail, write }), abandoned]);
            if (kind === 'download') arm(TRANSFER_IDLE_MS);
            const answer = read(res, () => {
                state.received = true;
                if (kind === 'download') arm(TRANSFER_IDLE_MS);
            });
            return await Promise.race([answer, abandoned]);
        } catch (e) {
            if (outer?.aborted) throw e;
            // How long the person waited: the call's whole time so far (a read's retries included), or a download's pause.
            const seconds = Math.round(
                (kind === 'download' && state.received ? TRANSFER_IDLE_MS : elapsed + limit) / 1000
            );
            const error = timedOut
                ? failure('timeout', { write, seconds })
                : e instanceof ApiError
                  ? e
                  : failure('network', { write });
            if (error.kind === 'timeout' || error.kind === 'network') onUnanswered?.(error.kind);
            throw error;
        } finally {
            clearTimeout(timer);
            outer?.removeEventListener('abort', forward);
        }
    }

    /** Sends the call, trying a read again while policy.ts allows; resolves with what `read` made of the answer. */
    return async function send<T>(url: string, init: RequestInit, exchange: Exchange, read: Reader<T>): Promise<T> {
        if (offline()) throw failure('network', { write: exchange.write, offline: true });
        const started = now();
        for (let retries = 0; ; retries++) {
            const state = { received: false };
            try {
                return await attempt(url, init, exchange, now() - started, read, state);
            } catch (e) {
                // A download that received a piece is not started again behind the person's back.
                const wait = state.received ? null : retryAfter(exchange.kind, retries, e, now() - started, random);
                if (wait === null || init.signal?.aborted) throw e;
                await sleep(wait, init.signal);
            }
        }
    };
}
