/**
 * How one call goes out: the token and one refresh on a 401, a write once under its intent's
 * Idempotency-Key, an identical read joined to the one in flight.
 */
import { ApiError } from './errors';
import { createTransport, type Reader } from './transport';
import { Intents, writeIdentity } from './intents';
import { readJson, type Call } from './calls';
import { IDEMPOTENCY_HEADER } from '../resources/idempotency';
import { messages } from '../resources/messages';
import type { DataProviderOptions, SentWrite } from './types';

export type SenderOptions = Pick<
    DataProviderOptions,
    | 'getAccessToken'
    | 'onUnauthorized'
    | 'refresh'
    | 'onSessionLost'
    | 'onAnswered'
    | 'onUnanswered'
    | 'onAlreadyDone'
    | 'currentUser'
> & {
    fetch: typeof fetch;
    offered: () => ReadonlySet<string>;
    /** A write is being sent: what was read ahead of time may no longer hold. */
    onWrite: () => void;
    /** A write was answered (or not): the URL it went to, its method and its answer if any. */
    onWriteEnded?: (url: string, sent: SentWrite) => void;
};

export function createSender({
    fetch: doFetch,
    getAccessToken,
    onUnauthorized,
    refresh,
    onSessionLost,
    onAnswered,
    onUnanswered,
    onAlreadyDone,
    currentUser,
    offered,
    onWrite,
    onWriteEnded,
}: SenderOptions) {
    const transport = createTransport({ fetch: doFetch, onAnswered, onUnanswered });
    const intents = new Intents();
    /** Whether the server keeps Idempotency-Keys: the header is sent only then (an API on another host may refuse an unknown one). */
    const keyed = () => offered().has('idempotency');

    /** One call through the transport (timeouts, read retries, words), with the token and one refresh on a 401. */
    async function send<T>(url: string, call: Call, read: Reader<T>, replay = true): Promise<T> {
        const { useDetail, kind: declared, bytes, dryRun = false, ...rest } = call;
        const method = rest.method ?? 'GET';
        const get = method === 'GET' || method === 'HEAD';
        // A dry run (a preview) writes nothing, but keeps a POST's time and is not sent again on its own.
        const reading = get || dryRun;
        // A write may change any list: a page fetched ahead of time is no longer to be trusted.
        if (!reading) onWrite();
        const headers = new Headers(rest.headers);
        const token = getAccessToken();
        if (token) headers.set('Authorization', `Bearer ${token}`);
        if (!headers.has('Accept')) headers.set('Accept', 'application/json');
        if (typeof rest.body === 'string' && !headers.has('Content-Type'))
            headers.set('Content-Type', 'application/json');
        const kind = declared ?? (get ? 'read' : 'write');
        // Told once the write is answered (or not): what was read before may have changed. Not
        // when the server refused it (4xx: nothing was written), which must not set off re-reads.
        let answer: T | undefined;
        let refused = false;
        try {
            answer = await transport(
                url,
                { ...rest, headers },
                { kind, useDetail, bytes, write: !reading && kind !== 'download' },
                read
            );
            return answer;
        } catch (error) {
            refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
            if (!(error instanceof ApiError && error.status === 401)) throw error;
            if (replay && refresh && token) {
                const renewed = await refresh(token);
                if (renewed === true) {
                    // Sent again with the new token: told as that one ends.
                    refused = false;
                    answer = await send(url, call, read, false);
                    return answer;
                }
                if (renewed === 'unanswered') {
                    const detail = messages.network.renewUnanswered;
                    throw new ApiError(detail, 0, { detail }, 'network');
                }
                onSessionLost?.();
            }
            onUnauthorized?.();
            throw error;
        } finally {
            if (!reading && replay && !refused) onWriteEnded?.(url, { method, answer });
        }
    }

    /**
     * A write under its intent's Idempotency-Key (intents.ts): an identical write still running is
     * joined. Retrying one whose answer was lost, against a server that keeps no keys, `done` first
     * looks for what it wrote (a row found: it is not sent again); a DELETE then answered 404 was done.
     */
    function write<T>(url: string, call: Call, read: Reader<T>, done?: () => Promise<T | undefined>): Promise<T> {
        const method = call.method ?? 'POST';
        const identity = writeIdentity({
            user: currentUser?.(),
            method,
            url,
            ifMatch: new Headers(call.headers).get('If-Match'),
            body: call.body,
        });
        return intents.run(identity, async (key, { retryOfUnknown }) => {
            if (retryOfUnknown && !keyed() && done) {
                const found = await done();
                if (found !== undefined) {
                    onAlreadyDone?.(messages.network.alreadySaved);
                    return found;
                }
            }
            const headers = new Headers(call.headers);
            if (keyed()) headers.set(IDEMPOTENCY_HEADER, key);
            try {
                return await send(url, { ...call, method, headers }, read);
            } catch (error) {
                if (retryOfUnknown && method === 'DELETE' && error instanceof ApiError && error.status === 404)
                    return null as T;
                throw error;
            }
        });
    }

    /** A call by its method: a read, or a write done once. */
    const exchange = <T>(url: string, call: Call, read: Reader<T>): Promise<T> =>
        !call.method || call.method === 'GET' || call.method === 'HEAD'
            ? send(url, call, read)
            : write(url, call, read);
    /** Reads in flight by what they ask: an identical read (a view's, its seed's) joins the first. */
    const reading = new Map<string, Promise<unknown>>();
    function json<T>(url: string, call: Call = {}): Promise<T> {
        if ((call.method ?? 'GET') !== 'GET' || call.signal) return exchange(url, call, readJson<T>);
        const key = `${getAccessToken() ?? ''} ${new Headers(call.headers).get('Accept') ?? ''} ${url}`;
        let answer = reading.get(key);
        if (!answer) {
            answer = send(url, call, readJson<T>).finally(() => reading.delete(key));
            reading.set(key, answer);
        }
        return answer as Promise<T>;
    }
    return { send, write, exchange, json };
}
