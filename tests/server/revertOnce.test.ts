/** A change reverted once is not reverted again (walk 52: a removed contact added back twice). */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
type Entry = { id: number; action: string; changes: Json; unrevertible?: string; reverted?: string[] };

describe('revert once', () => {
    const api = makeApi(60);
    const history = async (id: number) =>
        (
            (await (await api.as('admin', `/v4/catalog/tracks/${id}/history/?per_page=100`)).json()) as {
                results: Entry[];
            }
        ).results;
    const revert = (id: number, entry: number, json: Json = {}) =>
        api.as('admin', `/v4/catalog/tracks/${id}/history/${entry}/revert/`, { method: 'POST', json });
    const writers = async (id: number) =>
        (
            (await (await api.as('admin', `/v4/catalog/tracks/${id}/songwriters/?per_page=100`)).json()) as {
                results: Json[];
            }
        ).results.filter(r => r.name === 'Twice Writer');

    it('refuses a removal reverted already (409, in words), says so in the history, and adds no second row', async () => {
        const add = await api.as('admin', '/v4/catalog/tracks/8/songwriters/', {
            method: 'POST',
            json: { name: 'Twice Writer', songwriter_type: 'Composer' },
        });
        const row = (await add.json()) as Json;
        expect(
            (await api.as('admin', `/v4/catalog/tracks/8/songwriters/${String(row.id)}/`, { method: 'DELETE' })).status
        ).toBe(204);
        const [removal] = await history(8);
        expect((await revert(8, removal.id)).status).toBe(200);
        expect(await writers(8)).toHaveLength(1);
        const again = await revert(8, removal.id);
        expect(again.status).toBe(409);
        expect(await again.json()).toEqual({ detail: messages.history.alreadyReverted });
        expect(await writers(8)).toHaveLength(1);
        const listed = (await history(8)).find(e => e.id === removal.id)!;
        expect(listed.unrevertible).toBe(messages.history.alreadyReverted);

        // The revert reverted in turn (the row removed again): the removal may be reverted once more.
        const [back] = await history(8);
        expect(back.action).toBe(`revert of #${removal.id}`);
        expect((await revert(8, back.id)).status).toBe(200);
        expect(await writers(8)).toHaveLength(0);
        expect((await history(8)).find(e => e.id === removal.id)!.unrevertible).toBeUndefined();
        expect((await revert(8, removal.id)).status).toBe(200);
        expect(await writers(8)).toHaveLength(1);
    });

    it('refuses a field put back twice, lists it as put back, and still reverts the rest', async () => {
        const patch = await api.as('admin', '/v4/catalog/tracks/10/', {
            method: 'PATCH',
            json: { name: 'Once Only', bpm: 133 },
        });
        expect(patch.status).toBe(200);
        const [change] = await history(10);
        expect((await revert(10, change.id, { fields: ['bpm'] })).status).toBe(200);
        expect((await revert(10, change.id, { fields: ['bpm'] })).status).toBe(409);
        const listed = (await history(10)).find(e => e.id === change.id)!;
        expect(listed.reverted).toContain('bpm');
        expect(listed.unrevertible).toBeUndefined();
        expect((await revert(10, change.id)).status).toBe(200);
        expect((await revert(10, change.id)).status).toBe(409);
    });
});
