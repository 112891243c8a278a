/**
 * The request layer (issue 41): every call bounded, reads tried again with jittered backoff, every
 * failure in words (never a gateway's HTML page), a download bounded by its progress.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromResponse, failureWords, outcomeUnknown } from '../../dataProvider/errors';
import {
    attemptLimit,
    backoff,
    READ_DEADLINE_MS,
    READ_TIMEOUT_MS,
    retryAfter,
    TRANSFER_IDLE_MS,
    WRITE_TIMEOUT_MS,
} from '../../dataProvider/policy';
import { createTransport } from '../../dataProvider/transport';
import { createDataProvider } from '../../dataProvider';
import { messages } from '../../resources/messages';
import { downloadFailure } from '../../src/lib/useCsvDownload';
import { applyImport, previewImport } from '../../resources/operations/csvImport';
import { previewBulk } from '../../resources/operations/history';

const GATEWAY_PAGE = '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';
const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const html = (status: number, body = GATEWAY_PAGE) =>
    new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
/** A fetch that never answers, and fails as the browser's does when its call is aborted. */
const hung = (_url: string, init?: RequestInit) =>
    new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError'))
        )
    );
const m = messages.network;

describe('the policy', () => {
    it('bounds a read by 20 s and its retries by 25 s, a write by 60 s, an upload by its size', () => {
        expect(attemptLimit('read')).toBe(READ_TIMEOUT_MS);
        expect(attemptLimit('read', 21_000)).toBe(READ_DEADLINE_MS - 21_000);
        expect(attemptLimit('write')).toBe(WRITE_TIMEOUT_MS);
        expect(attemptLimit('upload', 0, 0)).toBe(WRITE_TIMEOUT_MS);
        // 32 MB at the floor rate: a thousand seconds more, not one limit for every file.
        expect(attemptLimit('upload', 0, 32_000_000)).toBe(WRITE_TIMEOUT_MS + 1_000_000);
    });

    it('waits 150–300 ms before the first retry and 300–600 ms before the second, jittered', () => {
        expect(backoff(1, () => 0)).toBe(150);
        expect(backoff(1, () => 1)).toBe(300);
        expect(backoff(2, () => 0)).toBe(300);
        expect(backoff(2, () => 0.5)).toBe(450);
    });

    it('tries a read again twice on no answer or a gateway, never a write, never a refusal', () => {
        const gateway = new ApiError('x', 502, null, 'gateway');
        const refused = new ApiError('Not Found', 404, null);
        const none = () => 0;
        expect(retryAfter('read', 0, gateway, 0, none)).toBe(150);
        expect(retryAfter('read', 1, new ApiError('x', 0, null, 'timeout'), 20_000, none)).toBe(300);
        expect(retryAfter('read', 2, gateway, 0, none)).toBeNull();
        expect(retryAfter('read', 0, refused, 0, none)).toBeNull();
        expect(retryAfter('read', 0, new ApiError('x', 200, null, 'unreadable'), 0, none)).toBeNull();
        expect(retryAfter('write', 0, gateway, 0, none)).toBeNull();
        expect(retryAfter('upload', 0, gateway, 0, none)).toBeNull();
        expect(retryAfter('download', 0, gateway, 0, none)).toBe(150);
        // Not with less than 2 s left before the read's deadline.
        expect(retryAfter('read', 1, gateway, READ_DEADLINE_MS - 1_500, none)).toBeNull();
    });
});

describe('failures in words', () => {
    it("a gateway's HTML page becomes words with its status, for a read and for a write", async () => {
        const read = await errorFromResponse(html(502));
        expect(read).toMatchObject({ status: 502, kind: 'gateway' });
        expect(read.message).toBe(
            "The store's server is not answering right now (a gateway answered with status 502). Try again in a moment."
        );
        expect(read.body?.detail).toBe(read.message);
        const write = await errorFromResponse(html(504), { write: true, useDetail: true });
        expect(write.message).toBe(
            `The store's server is not answering right now (a gateway answered with status 504). ${m.maybeSaved}`
        );
        expect(write.message).not.toMatch(/<|html/i);
    });

    it('a 503 says nothing was saved; an answer that is not JSON says so with its status', async () => {
        expect((await errorFromResponse(html(503), { write: true })).message).toContain(m.notSaved);
        const page = await errorFromResponse(html(500, '<h1>Oops</h1>'), { useDetail: true });
        expect(page).toMatchObject({ status: 500, kind: 'unreadable' });
        expect(page.message).toBe(
            "The store's server sent an answer the console cannot read (status 500). Try again in a moment."
        );
    });

    it("the API's own refusals keep spec §8's mechanics", async () => {
        const refused = await errorFromResponse(
            new Response(JSON.stringify({ detail: 'No audio.' }), { status: 400, statusText: 'Bad Request' })
        );
        expect(refused).toMatchObject({ message: 'Bad Request', status: 400, kind: 'http' });
        expect(
            (
                await errorFromResponse(new Response(JSON.stringify({ detail: 'No audio.' }), { status: 400 }), {
                    useDetail: true,
                })
            ).message
        ).toBe('No audio.');
        expect((await errorFromResponse(new Response(null, { status: 418 }))).message).toBe(
            'Received unexpected status code: 418'
        );
    });

    it('no answer: unreachable for a read, maybe saved for a write, nothing saved offline', () => {
        expect(failureWords('network')).toBe(`${m.unreachable} ${m.checkConnection}`);
        expect(failureWords('network', { write: true })).toBe(`${m.noAnswer} ${m.maybeSaved}`);
        expect(failureWords('network', { write: true, offline: true })).toBe(`${m.offline} ${m.notSaved}`);
        expect(failureWords('timeout', { seconds: 20 })).toBe(
            "Request Timed Out: the store's server did not answer within 20 seconds. Try again in a moment."
        );
    });

    it("a download that fails says the spec's words, then why: a refusal's reason or what the network did", async () => {
        expect(downloadFailure(await errorFromResponse(html(502)))).toBe(
            `${messages.errors.download}: The store's server is not answering right now (a gateway answered with status 502). Try again in a moment.`
        );
        expect(downloadFailure(new ApiError('x', 400, { detail: 'At most 2 days.' }))).toBe(
            `${messages.errors.download}: At most 2 days.`
        );
        expect(downloadFailure(new ApiError('x', 500, { detail: 'Traceback…' }))).toBe(messages.errors.download);
    });

    it('a write whose outcome is unknown keeps its key; a refusal does not', () => {
        expect(outcomeUnknown(new ApiError('x', 0, null, 'network'))).toBe(true);
        expect(outcomeUnknown(new ApiError('x', 502, null, 'gateway'))).toBe(true);
        expect(outcomeUnknown(new ApiError('x', 500, null))).toBe(true);
        expect(outcomeUnknown(new ApiError('x', 409, { in_flight: true }))).toBe(true);
        expect(outcomeUnknown(new ApiError('x', 409, { detail: 'taken' }))).toBe(false);
        expect(outcomeUnknown(new ApiError('x', 400, null))).toBe(false);
        expect(outcomeUnknown(new DOMException('aborted', 'AbortError'))).toBe(true);
    });
});

describe('the transport', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());
    const readJson = async (res: Response) => (await res.json()) as unknown;

    it('a read answered by a gateway is tried again and recovers; the server is reported answered again', async () => {
        const answers = [html(502), html(503), json({ id: 1 })];
        const fetch = vi.fn(async () => answers.shift()!);
        const unanswered = vi.fn();
        const answered = vi.fn();
        const send = createTransport({
            fetch,
            random: () => 0,
            onUnanswered: unanswered,
            onAnswered: answered,
            offline: () => false,
        });
        const done = send('/v4/x/', {}, { kind: 'read' }, readJson);
        await vi.advanceTimersByTimeAsync(150 + 300);
        await expect(done).resolves.toEqual({ id: 1 });
        expect(fetch).toHaveBeenCalledTimes(3);
        expect(unanswered.mock.calls).toEqual([['gateway'], ['gateway']]);
        expect(answered).toHaveBeenCalledTimes(1);
    });

    it('a write is sent once, whatever the failure', async () => {
        const fetch = vi.fn(async () => html(502));
        const send = createTransport({ fetch, offline: () => false });
        await expect(
            send('/v4/x/', { method: 'POST' }, { kind: 'write', write: true }, readJson)
        ).rejects.toMatchObject({
            status: 502,
            kind: 'gateway',
        });
        const cut = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
        const failed = createTransport({ fetch: cut, offline: () => false });
        await expect(
            failed('/v4/x/', { method: 'POST' }, { kind: 'write', write: true }, readJson)
        ).rejects.toMatchObject({
            status: 0,
            kind: 'network',
            message: `${m.noAnswer} ${m.maybeSaved}`,
        });
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(cut).toHaveBeenCalledTimes(1);
    });

    it('a read that never answers is aborted at 20 s, tried again, and fails in words by 25 s', async () => {
        const signals: AbortSignal[] = [];
        const fetch = vi.fn((url: string, init?: RequestInit) => (signals.push(init!.signal!), hung(url, init)));
        const send = createTransport({ fetch: fetch as never, random: () => 0, offline: () => false });
        const done = send('/v4/x/', {}, { kind: 'read' }, readJson);
        const outcome = done.catch((e: unknown) => e);
        await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS);
        expect(signals[0].aborted).toBe(true);
        await vi.advanceTimersByTimeAsync(READ_DEADLINE_MS - READ_TIMEOUT_MS);
        const error = (await outcome) as ApiError;
        expect(error).toMatchObject({ status: 0, kind: 'timeout' });
        expect(error.message).toBe(
            "Request Timed Out: the store's server did not answer within 25 seconds. Try again in a moment."
        );
        expect(fetch).toHaveBeenCalledTimes(2);
        expect(signals.every(s => s.aborted)).toBe(true);
    });

    it('a write that never answers is aborted at 60 s and says it may have been saved', async () => {
        const fetch = vi.fn(hung);
        const send = createTransport({ fetch: fetch as never, offline: () => false });
        const outcome = send('/v4/x/', { method: 'PATCH' }, { kind: 'write', write: true }, readJson).catch(e => e);
        await vi.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS - 1);
        expect(fetch).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(((await outcome) as ApiError).message).toBe(
            `Request Timed Out: the store's server did not answer within 60 seconds. ${m.maybeSaved}`
        );
    });

    it('a download runs as long as pieces keep coming, and fails after 30 s without one', async () => {
        /** A body that sends `pieces` pieces, `gapMs` apart, then stalls when `stall`. */
        const slowBody = (pieces: number, gapMs: number, stall = false) =>
            new ReadableStream<Uint8Array>({
                async pull(controller) {
                    await new Promise(r => setTimeout(r, gapMs));
                    if (pieces-- > 0) controller.enqueue(new TextEncoder().encode('a,b\n'));
                    else if (!stall) controller.close();
                    else await new Promise(() => undefined);
                },
            });
        const reader = async (res: Response, received: () => void) => {
            const r = res.body!.getReader();
            let n = 0;
            while (!(await r.read()).done) {
                n++;
                received();
            }
            return n;
        };
        const long = createTransport({ fetch: async () => new Response(slowBody(8, 10_000)), offline: () => false });
        const done = long('/v4/x.csv', {}, { kind: 'download' }, reader);
        await vi.advanceTimersByTimeAsync(100_000);
        // 80 s in all, more than any single limit: it went on because it was moving.
        await expect(done).resolves.toBe(8);

        const stalls = createTransport({
            fetch: async (_u, init) => {
                init?.signal?.addEventListener('abort', () => undefined);
                return new Response(slowBody(2, 1_000, true));
            },
            offline: () => false,
        });
        const failed = stalls('/v4/x.csv', {}, { kind: 'download' }, reader).catch(e => e);
        await vi.advanceTimersByTimeAsync(2_000 + TRANSFER_IDLE_MS + 1_000);
        expect(await failed).toMatchObject({ kind: 'timeout' });
    });

    it('offline, nothing is sent and the words say so', async () => {
        const fetch = vi.fn(async () => json({}));
        const send = createTransport({ fetch, offline: () => true });
        await expect(
            send('/v4/x/', { method: 'POST' }, { kind: 'write', write: true }, readJson)
        ).rejects.toMatchObject({
            message: `${m.offline} ${m.notSaved}`,
        });
        expect(fetch).not.toHaveBeenCalled();
    });
});

describe('the data provider over the transport', () => {
    it('a record answered by a page that is not JSON is an error in words, never the page', async () => {
        const fetch = vi.fn(async () => html(200, '<html>Sign in to the Wi-Fi</html>'));
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch });
        const error = (await dp.getOne('catalog/tracks', { id: 1 }).catch(e => e)) as ApiError;
        expect(error).toMatchObject({ status: 200, kind: 'unreadable' });
        expect(error.message).not.toContain('Wi-Fi');
        expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('a save answered by a 502 page says so in words: the notice a screen builds holds no HTML', async () => {
        const fetch = vi.fn(async () => html(502));
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch });
        const error = (await dp
            .update('catalog/tracks', {
                id: 1,
                data: { name: 'New' },
                previousData: { id: 1, name: 'Old', version: 2 },
            })
            .catch(e => e)) as ApiError;
        expect(error.body?.detail).toBe(
            `The store's server is not answering right now (a gateway answered with status 502). ${m.maybeSaved}`
        );
        expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('a preview (a POST that writes nothing) answered by a 502 page reads as a read: nothing said saved, nothing marked stale', async () => {
        const fetch = vi.fn(async () => html(502));
        const onWrite = vi.fn();
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch, onWrite });
        for (const op of [previewImport('catalog/tracks'), previewBulk('catalog/tracks')]) {
            const body =
                op === previewBulk('catalog/tracks')
                    ? [{ id: 1, data: { bpm: 1 } }]
                    : new File(['id,bpm\n1,2\n'], 'a.csv');
            const error = (await dp.call(op, undefined, body).catch(e => e)) as ApiError;
            expect(error.message).toBe(failureWords('gateway', { status: 502 }));
            expect(error.message).not.toContain(m.maybeSaved);
        }
        expect(onWrite).not.toHaveBeenCalled();
        // Its import is a write.
        await dp.call(applyImport('catalog/tracks'), undefined, new File(['id,bpm\n1,2\n'], 'a.csv')).catch(() => null);
        expect(onWrite).toHaveBeenCalled();
    });

    it('a refresh the server did not answer leaves the session on and says so', async () => {
        const lost = vi.fn();
        const unauthorized = vi.fn();
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 'old',
            fetch: vi.fn(async () => json({ detail: 'expired' }, 401)),
            refresh: async () => 'unanswered',
            onSessionLost: lost,
            onUnauthorized: unauthorized,
        });
        await expect(dp.getOne('catalog/tracks', { id: 1 })).rejects.toMatchObject({
            status: 0,
            message: m.renewUnanswered,
        });
        expect(lost).not.toHaveBeenCalled();
        expect(unauthorized).not.toHaveBeenCalled();
    });
});
