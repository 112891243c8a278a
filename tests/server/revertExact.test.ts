/**
 * Reverts exact (issue 42): a bulk change is undone for all its records only by who may make one,
 * and an entry a revert cannot restore whole is refused with the reason, writing nothing.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { api as apiMessages } from '../../resources/messages/api';
import { revertRefusal } from '../../resources/revertRefusal';
import { MODULES } from '../../server/registry';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
type Entry = { id: number; action: string; changes: Json; bulk?: { id: number; size: number }; unrevertible?: string };

describe('reverts exact', () => {
    const api = makeApi(40);
    const track = async (id: number) => (await (await api.as('admin', `/v4/catalog/tracks/${id}/`)).json()) as Json;
    const history = async (id: number) =>
        (
            (await (await api.as('admin', `/v4/catalog/tracks/${id}/history/?per_page=100`)).json()) as {
                results: Entry[];
            }
        ).results;

    it('a bulk change is reverted for all its records only by who may bulk-edit them (403 with the reason, as its preview)', async () => {
        const ids = [31, 32, 33];
        const json = ids.map(id => ({ id, bpm: 143 }));
        expect((await api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json })).status).toBe(200);
        const [entry] = await history(31);
        const path = `/v4/history/${entry.bulk!.id}/revert/`;
        for (const who of ['curation', 'support', 'label_mgmt']) {
            // Each may update one track (and revert one entry), but neither bulk-edit nor preview one…
            const preview = await api.as(who, '/v4/catalog/tracks/bulk/preview/', { method: 'POST', json });
            expect(preview.status, who).toBe(403);
            // … nor undo the admin's bulk change for all its records.
            const res = await api.as(who, path, { method: 'POST', json: { force: true } });
            expect(res.status, who).toBe(403);
            expect(await res.json(), who).toEqual({ detail: apiMessages.notPermitted });
        }
        for (const id of ids) expect((await track(id)).bpm).toBe(143);
        expect((await api.as('content_ops', path, { method: 'POST', json: {} })).status).toBe(200);
        for (const id of ids) expect((await track(id)).bpm).not.toBe(143);
    });

    it('an entry of nothing an edit can set back (a DJ edit made) is refused 409 with the reason, writing nothing', async () => {
        const made = await api.as('admin', '/v4/catalog/tracks/34/dj-edit/', {
            method: 'POST',
            json: { mix_name: 'Exact Edit' },
        });
        expect(made.status).toBe(201);
        const [entry] = await history(34);
        expect(entry.action).toBe('dj edit created');
        expect(entry.unrevertible).toBe(messages.history.nothingToRevert);
        const res = await api.as('admin', `/v4/catalog/tracks/34/history/${entry.id}/revert/`, {
            method: 'POST',
            json: {},
        });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ detail: messages.history.nothingToRevert });
        expect((await history(34))[0].id).toBe(entry.id);
    });

    it('an entry that made its record under another name (a page module duplicated) is refused as a creation', async () => {
        const made = await api.as('admin', '/v4/curation/page-modules/1/duplicate/', { method: 'POST' });
        expect(made.status).toBe(201);
        const copy = (await made.json()) as Json;
        const base = `/v4/curation/page-modules/${String(copy.id)}/`;
        const [entry] = ((await (await api.as('admin', `${base}history/`)).json()) as { results: Entry[] }).results;
        expect(entry.action).toBe('duplicate of module 1');
        expect(entry.unrevertible).toBe(messages.history.noRevertCreate);
        // Refused as a creation is (400), whole or one field put back: its "before" is no record at all.
        for (const json of [{}, { fields: ['name'] }]) {
            const res = await api.as('admin', `${base}history/${entry.id}/revert/`, { method: 'POST', json });
            expect(res.status).toBe(400);
            expect(await res.json()).toEqual({ detail: messages.history.noRevertCreate });
        }
        expect(await (await api.as('admin', base)).json()).toEqual(copy);
    });

    it('an entry with a field the reverter may not see is refused to them (it would stay as the entry left it)', async () => {
        const before = await track(37);
        await api.as('admin', '/v4/catalog/tracks/37/', {
            method: 'PATCH',
            json: { bpm: 98, is_hype: !before.is_hype },
        });
        const [entry] = await history(37);
        expect(Object.keys(entry.changes).sort()).toEqual(['bpm', 'is_hype']);
        expect(entry).not.toHaveProperty('unrevertible');
        // The DJ store's admin keeps tracks but does not see Hype (a download-store field).
        const theirs = (
            (await (await api.as('dj_store_admin', '/v4/catalog/tracks/37/history/')).json()) as { results: Entry[] }
        ).results[0];
        expect(theirs).toMatchObject({ id: entry.id, unrevertible: messages.history.notYours });
        expect(theirs.changes).not.toHaveProperty('is_hype');
        const path = `/v4/catalog/tracks/37/history/${entry.id}/revert/`;
        const res = await api.as('dj_store_admin', path, { method: 'POST', json: {} });
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({ detail: messages.history.notYours });
        expect(await track(37)).toMatchObject({ bpm: 98, is_hype: !before.is_hype });
        // Its BPM alone is still theirs to put back; the admin reverts it whole.
        expect((await api.as('dj_store_admin', path, { method: 'POST', json: { fields: ['bpm'] } })).status).toBe(200);
        expect((await api.as('admin', path, { method: 'POST', json: { force: true } })).status).toBe(200);
        expect(await track(37)).toMatchObject({ bpm: before.bpm, is_hype: before.is_hype });
    });

    it('a change to any list the server reverts is offered: the model names every sub-resource of its record', () => {
        for (const m of MODULES)
            for (const s of m.subCollections ?? []) {
                const added = { [s.def.path]: { before: null, after: { id: 1 } } };
                expect(revertRefusal(m.collection!.def, added), `${m.name} ${s.def.path}`).toBeNull();
            }
    });

    it('an ordinary edit is still offered and reverted whole', async () => {
        await api.as('admin', '/v4/catalog/tracks/36/', { method: 'PATCH', json: { bpm: 97 } });
        const [entry] = await history(36);
        expect(entry).not.toHaveProperty('unrevertible');
        const res = await api.as('admin', `/v4/catalog/tracks/36/history/${entry.id}/revert/`, {
            method: 'POST',
            json: {},
        });
        expect(res.status).toBe(200);
    });
});
