/** A save against an API whose records carry no version: read again first, refused as stale when a field moved. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createDataProvider } from '../../dataProvider';
import { changedMeanwhile } from '../../dataProvider/query';
import { messages } from '../../resources/messages';

const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A data provider over one stored record, recording every request. */
function over(stored: Record<string, unknown>) {
    const calls: { method: string; url: string; ifMatch: string | null; body?: unknown }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        calls.push({
            method,
            url,
            ifMatch: new Headers(init.headers).get('If-Match'),
            ...(init.body ? { body: JSON.parse(String(init.body)) } : {}),
        });
        if (method === 'PATCH') Object.assign(stored, JSON.parse(String(init.body)));
        return json(stored);
    });
    return { calls, dp: createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch: fetch as never }) };
}

describe('saving a record that carries no version', () => {
    const loaded = { id: 12, name: 'Deep Tide', mix_name: 'Original Mix' };

    it('reads the record again, then sends only the changed field and no If-Match', async () => {
        const { dp, calls } = over({ ...loaded });
        await dp.update('catalog/tracks', { id: 12, data: { ...loaded, name: 'Deep Tide II' }, previousData: loaded });
        expect(calls).toEqual([
            { method: 'GET', url: '/v4/catalog/tracks/12/', ifMatch: null },
            { method: 'PATCH', url: '/v4/catalog/tracks/12/', ifMatch: null, body: { name: 'Deep Tide II' } },
        ]);
    });

    it('refuses the save as a 412 with the record as it is now when a field changed meanwhile', async () => {
        const { dp, calls } = over({ ...loaded, mix_name: 'Their Mix' });
        const error = await dp
            .update('catalog/tracks', { id: 12, data: { ...loaded, name: 'Mine' }, previousData: loaded })
            .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({
            status: 412,
            body: { detail: messages.conflict.stale, current: { ...loaded, mix_name: 'Their Mix' } },
        });
        expect(calls.map(c => c.method)).toEqual(['GET']);
    });

    it('overwrites after the conflict when the record is still as the dialog showed it', async () => {
        const current = { ...loaded, mix_name: 'Their Mix' };
        const { dp, calls } = over({ ...current });
        await dp.update('catalog/tracks', {
            id: 12,
            data: { ...loaded, name: 'Mine' },
            previousData: loaded,
            meta: { basedOn: current },
        });
        // Only the user's own change goes: their mix name stays.
        expect(calls[1]).toMatchObject({ method: 'PATCH', ifMatch: null, body: { name: 'Mine' } });
    });

    it('with a version, sends If-Match and reads nothing first', async () => {
        const { dp, calls } = over({ ...loaded, version: 4 });
        await dp.update('catalog/tracks', {
            id: 12,
            data: { ...loaded, name: 'Mine', version: 4 },
            previousData: { ...loaded, version: 4 },
        });
        expect(calls).toEqual([
            { method: 'PATCH', url: '/v4/catalog/tracks/12/', ifMatch: '"4"', body: { name: 'Mine' } },
        ]);
    });

    it('compares the fields of the save, not the id or version', () => {
        expect(
            changedMeanwhile({ id: 1, a: 1, b: [1] }, { id: 2, a: 1, b: [1], version: 3 }, ['id', 'a', 'b'])
        ).toEqual([]);
        expect(changedMeanwhile({ a: 1, b: 'x' }, { a: 2, b: 'x' }, ['a', 'b'])).toEqual(['a']);
    });
});
