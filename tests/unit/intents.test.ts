/**
 * Writes done once (issue 41): one Idempotency-Key per intent of the person — kept while they retry
 * a write whose answer was lost, renewed when they change the input, forgotten once answered; an
 * identical write sent while the first runs joins it. Without the server's keys, a retried create
 * whose answer was lost is looked for first.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { Intents, writeIdentity } from '../../dataProvider/intents';
import { ApiError } from '../../dataProvider/errors';
import { changedMeanwhile, newestMatching } from '../../dataProvider/query';
import { CAPABILITIES } from '../../resources/capabilities';
import { IDEMPOTENCY_KEPT_MS } from '../../resources/idempotency';
import { messages } from '../../resources/messages';
import type { SubRef } from '../../resources/subLists';

/** A track's notes (§7 "Tracks: … GET {id}/notes …; POST notes"). */
const NOTES: SubRef = { parent: 'catalog/tracks', path: 'notes' };

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const cut = () => Promise.reject(new TypeError('Failed to fetch'));

/** A data provider whose fetch answers with `answer` and records each write's method, body and key. */
function recording(
    answer: (method: string, url: string) => Response | Promise<Response>,
    offered: readonly string[] = CAPABILITIES
) {
    const writes: { method: string; url: string; body: unknown; key: string | null }[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (method !== 'GET')
            writes.push({
                method,
                url,
                body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
                key: new Headers(init?.headers).get('Idempotency-Key'),
            });
        return answer(method, url);
    });
    const alreadyDone = vi.fn();
    const dp = createDataProvider({
        apiUrl: '/v4',
        getAccessToken: () => 't',
        fetch: fetch as never,
        offered: () => new Set(offered),
        currentUser: () => 7,
        onAlreadyDone: alreadyDone,
    });
    return { dp, writes, fetch, alreadyDone };
}

describe('an intent and its key', () => {
    it('is kept while the answer is lost, so the retry carries the same key', async () => {
        let lose = true;
        const { dp, writes } = recording(() => (lose ? cut() : json({ id: 5, text: 'Call back' }, 201)));
        await expect(dp.createSubRow(NOTES, 3, { text: 'Call back' })).rejects.toMatchObject({ kind: 'network' });
        lose = false;
        await dp.createSubRow(NOTES, 3, { text: 'Call back' });
        expect(writes).toHaveLength(2);
        expect(writes[0].key).toMatch(/^[0-9a-f]{32}$/);
        expect(writes[1].key).toBe(writes[0].key);
    });

    it('is kept after a gateway answer, a timeout or a server error; forgotten after a refusal', async () => {
        const answers = [
            new Response('<h1>502</h1>', { status: 502 }),
            json({ detail: 'boom' }, 500),
            json({ detail: 'Text is required.' }, 400),
            json({ id: 1 }, 201),
        ];
        const { dp, writes } = recording(() => answers.shift()!);
        for (let i = 0; i < 4; i++) await dp.createSubRow(NOTES, 3, { text: 'x' }).catch(() => undefined);
        const [gateway, serverError, refused, after] = writes.map(w => w.key);
        expect(serverError).toBe(gateway);
        expect(refused).toBe(gateway);
        // The refusal answered the intent: the same write sent again is a new one.
        expect(after).not.toBe(refused);
    });

    it('is renewed when the input changes, and forgotten once saved (the same write later is a new intent)', async () => {
        let lose = true;
        const { dp, writes } = recording(() => (lose ? cut() : json({ id: 1 }, 201)));
        await dp.createSubRow(NOTES, 3, { text: 'First' }).catch(() => undefined);
        await dp.createSubRow(NOTES, 3, { text: 'First, changed' }).catch(() => undefined);
        lose = false;
        await dp.createSubRow(NOTES, 3, { text: 'First, changed' });
        await dp.createSubRow(NOTES, 3, { text: 'First, changed' });
        const keys = writes.map(w => w.key);
        expect(keys[1]).not.toBe(keys[0]);
        expect(keys[2]).toBe(keys[1]);
        expect(keys[3]).not.toBe(keys[2]);
    });

    it('an identical write while the first still runs joins it: one request, one answer', async () => {
        let answer!: (res: Response) => void;
        const { dp, writes } = recording(() => new Promise<Response>(resolve => (answer = resolve)));
        const first = dp.createSubRow(NOTES, 3, { text: 'Twice clicked' });
        const second = dp.createSubRow(NOTES, 3, { text: 'Twice clicked' });
        await vi.waitFor(() => expect(writes).toHaveLength(1));
        answer(json({ id: 9, text: 'Twice clicked' }, 201));
        expect(await first).toEqual({ id: 9, text: 'Twice clicked' });
        expect(await second).toEqual({ id: 9, text: 'Twice clicked' });
        expect(writes).toHaveLength(1);
    });

    it("is one user's: another user's identical write has its own key; a day-old key is not reused", () => {
        const at = { now: 0 };
        const keys = ['k1', 'k2', 'k3'];
        const intents = new Intents(
            () => keys.shift()!,
            () => at.now
        );
        const write = (user: number) =>
            writeIdentity({ user, method: 'POST', url: '/v4/x/', body: '{"a":1}', ifMatch: null });
        expect(write(1)).not.toBe(write(2));
        const lost = () => Promise.reject(new ApiError('x', 0, null, 'network'));
        return (async () => {
            await intents.run(write(1), lost).catch(() => undefined);
            expect(intents.keyOf(write(1))).toBe('k1');
            expect(intents.keyOf(write(2))).toBeUndefined();
            at.now = IDEMPOTENCY_KEPT_MS + 1;
            expect(intents.keyOf(write(1))).toBeUndefined();
        })();
    });

    it('a form with the same file is the same write, picked again too; another file is another write', () => {
        const form = (file: File) => {
            const f = new FormData();
            f.append('file', file);
            return f;
        };
        const take = (content: string, lastModified = 1_700_000_000_000) =>
            new File([content], 'take.wav', { lastModified, type: 'audio/wav' });
        const id = (body: FormData) => writeIdentity({ method: 'POST', url: '/v4/t/1/audio-files/', body });
        expect(id(form(take('abc')))).toBe(id(form(take('abc'))));
        expect(id(form(take('abcd')))).not.toBe(id(form(take('abc'))));
        expect(id(form(take('abc', 1)))).not.toBe(id(form(take('abc'))));
    });

    it('is sent only to a server that keeps keys (capability idempotency)', async () => {
        const { dp, writes } = recording(
            () => json({ id: 1 }, 201),
            CAPABILITIES.filter(c => c !== 'idempotency')
        );
        await dp.createSubRow(NOTES, 3, { text: 'x' });
        expect(writes[0].key).toBeNull();
    });
});

describe('a server without keys: before a retry, the console looks for what it sent', () => {
    const WITHOUT = CAPABILITIES.filter(c => c !== 'idempotency');

    it('a note whose answer was lost is found and not sent again, and the person is told', async () => {
        const stored = [{ id: 4, text: 'Older' }];
        let lose = true;
        const { dp, writes, alreadyDone } = recording(method => {
            if (method === 'GET') return json({ count: stored.length, page: '1/1', results: stored, next: null });
            stored.push({ id: 5, text: 'Call back' });
            return lose ? cut() : json(stored[stored.length - 1], 201);
        }, WITHOUT);
        await expect(dp.createSubRow(NOTES, 3, { text: 'Call back' })).rejects.toMatchObject({ kind: 'network' });
        lose = false;
        expect(await dp.createSubRow(NOTES, 3, { text: 'Call back' })).toEqual({ id: 5, text: 'Call back' });
        expect(writes).toHaveLength(1);
        expect(stored.filter(n => n.text === 'Call back')).toHaveLength(1);
        expect(alreadyDone).toHaveBeenCalledWith(messages.network.alreadySaved);
    });

    it('one not found is sent again (the first try never reached the server)', async () => {
        let lose = true;
        const { dp, writes, alreadyDone } = recording(method => {
            if (method === 'GET') return json({ count: 0, page: '1/1', results: [], next: null });
            return lose ? cut() : json({ id: 6, text: 'Hello' }, 201);
        }, WITHOUT);
        await dp.createSubRow(NOTES, 3, { text: 'Hello' }).catch(() => undefined);
        lose = false;
        await dp.createSubRow(NOTES, 3, { text: 'Hello' });
        expect(writes).toHaveLength(2);
        expect(alreadyDone).not.toHaveBeenCalled();
    });

    it('a record create is looked for among the newest records', async () => {
        let lose = true;
        const newest: { id: number; name: string }[] = [];
        const { dp, writes, fetch } = recording((method, url) => {
            if (method === 'GET') return json({ count: 1, page: '1/1', results: newest, next: null, url });
            newest.unshift({ id: 77, name: 'Fabric' });
            return lose ? cut() : json(newest[0], 201);
        }, WITHOUT);
        await dp.create('catalog/link-partners', { data: { name: 'Fabric' } }).catch(() => undefined);
        lose = false;
        expect((await dp.create('catalog/link-partners', { data: { name: 'Fabric' } })).data).toEqual({
            id: 77,
            name: 'Fabric',
        });
        expect(writes).toHaveLength(1);
        expect(fetch.mock.calls.map(c => String(c[0]))).toContain(
            '/v4/catalog/link-partners/?order_by=-id&per_page=25'
        );
    });

    it('a DELETE whose answer was lost, answered 404 when tried again, was done', async () => {
        const answers = [cut, () => json({ detail: 'Not found.' }, 404)];
        const { dp } = recording(() => answers.shift()!(), WITHOUT);
        await expect(dp.deleteSubRow(NOTES, 3, 5)).rejects.toMatchObject({ kind: 'network' });
        await expect(dp.deleteSubRow(NOTES, 3, 5)).resolves.toBeUndefined();
    });

    it("the person's own change, saved before its answer was lost, is no conflict", () => {
        const loaded = { id: 1, name: 'Old', bpm: 120 };
        const now = { id: 1, name: 'Mine', bpm: 120 };
        expect(changedMeanwhile(loaded, now, ['name', 'bpm'], { name: 'Mine' })).toEqual([]);
        // Someone else's change to it still is.
        expect(changedMeanwhile(loaded, { ...now, name: 'Theirs' }, ['name', 'bpm'], { name: 'Mine' })).toEqual([
            'name',
        ]);
        expect(
            newestMatching(
                [
                    { id: 2, text: 'a' },
                    { id: 9, text: 'a' },
                    { id: 5, text: 'b' },
                ],
                { text: 'a' }
            )
        ).toEqual({ id: 9, text: 'a' });
    });
});
