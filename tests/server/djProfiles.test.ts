/** DJ profiles (artist association, the user's profile), label managers and link partners. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;

describe('DJ profiles', () => {
    const api = makeApi(120);
    const associated = () =>
        api.db
            .prepare('SELECT dj_profile_id FROM artists WHERE dj_profile_id IS NOT NULL ORDER BY id LIMIT 1')
            .pluck()
            .get() as number;
    const artistsOf = (profile: number) =>
        api.db.prepare('SELECT id FROM artists WHERE dj_profile_id = ?').pluck().all(profile) as number[];

    it('shows the associated artist; removing the association keeps both records and records it on each', async () => {
        const profile = associated();
        const [artist] = artistsOf(profile);
        const shown = (await (await api.as('content_ops', `/v4/catalog/dj-profiles/${profile}/`)).json()) as Json;
        expect(shown.artist).toMatchObject({ id: artist });
        const removed = await api.as('content_ops', `/v4/catalog/dj-profiles/${profile}/artist-association/`, {
            method: 'DELETE',
        });
        expect(removed.status).toBe(204);
        expect(artistsOf(profile)).toEqual([]);
        const after = (await (await api.as('content_ops', `/v4/catalog/dj-profiles/${profile}/`)).json()) as Json;
        expect(after.artist).toBeNull();
        const artistRecord = (await (await api.as('admin', `/v4/catalog/artists/${artist}/`)).json()) as Json;
        expect(artistRecord).toMatchObject({ dj_profile_id: null, version: 2 });
        const history = async (path: string) =>
            ((await (await api.as('admin', `${path}history/`)).json()) as { results: Json[] }).results[0];
        expect(await history(`/v4/catalog/dj-profiles/${profile}/`)).toMatchObject({
            action: 'artist association removed',
            username: 'content_ops',
            changes: { artist_ids: { before: [artist], after: [] } },
        });
        expect(await history(`/v4/catalog/artists/${artist}/`)).toMatchObject({
            changes: { dj_profile_id: { before: profile, after: null } },
        });
        // Once removed there is nothing left to remove.
        const again = await api.as('content_ops', `/v4/catalog/dj-profiles/${profile}/artist-association/`, {
            method: 'DELETE',
        });
        expect(again.status).toBe(404);
    });

    it('marketing, finance and partners may not remove an association; nothing changes', async () => {
        const profile = associated();
        const before = artistsOf(profile);
        for (const who of ['marketing', 'finance', 'supplier', 'label', 'dj']) {
            const res = await api.as(who, `/v4/catalog/dj-profiles/${profile}/artist-association/`, {
                method: 'DELETE',
            });
            expect(res.status, who).toBe(403);
        }
        expect(artistsOf(profile)).toEqual(before);
    });

    it('filters by DJ name and DJ slug', async () => {
        const { name, slug } = api.db.prepare('SELECT name, slug FROM dj_profiles WHERE id = 5').get() as Json;
        for (const query of [`dj_name=${encodeURIComponent(String(name))}`, `dj_slug=${slug}`]) {
            const { results } = (await (await api.as('admin', `/v4/catalog/dj-profiles/?${query}`)).json()) as {
                results: Json[];
            };
            expect(results.map(r => r.id)).toContain(5);
            expect(results.length).toBeLessThan(10);
        }
    });

    it('PATCH users/{id}/dj-profile changes that user’s profile, with If-Match, by user managers', async () => {
        // The store's user (the user screen's record) and the profile it names.
        const dj = api.db
            .prepare('SELECT id FROM customers WHERE dj_profile_id IS NOT NULL ORDER BY id LIMIT 1')
            .pluck()
            .get();
        const profile = api.db
            .prepare(
                'SELECT p.id, p.version FROM dj_profiles p JOIN customers c ON c.dj_profile_id = p.id WHERE c.id = ?'
            )
            .get(dj) as Json;
        const patch = (who: string, json: Json, version?: unknown) =>
            api.as(who, `/v4/users/${dj}/dj-profile/`, {
                method: 'PATCH',
                json,
                headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
            });
        const res = await patch('support', { bio: 'Resident at the Warehouse.' }, profile.version);
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ id: profile.id, bio: 'Resident at the Warehouse.' });
        expect((await patch('support', { bio: 'Stale' }, profile.version)).status).toBe(412);
        expect((await patch('marketing', { bio: 'Not mine to change' })).status).toBe(403);
        const without = api.db.prepare('SELECT id FROM customers WHERE dj_profile_id IS NULL LIMIT 1').pluck().get();
        const none = await api.as('support', `/v4/users/${without}/dj-profile/`, {
            method: 'PATCH',
            json: { bio: 'x' },
        });
        expect(none.status).toBe(404);
        expect(api.db.prepare('SELECT bio FROM dj_profiles WHERE id = ?').pluck().get(profile.id)).toBe(
            'Resident at the Warehouse.'
        );
    });

    it('a supplier sees and changes only the profiles of artists on its own tracks', async () => {
        const own = api.db
            .prepare(
                `SELECT DISTINCT a.dj_profile_id FROM artists a JOIN track_artists ta ON ta.artist_id = a.id
                 JOIN tracks x ON x.id = ta.track_id WHERE x.supplier_id = 1 AND a.dj_profile_id IS NOT NULL`
            )
            .pluck()
            .all() as number[];
        expect(own.length).toBeGreaterThan(0);
        const { results, count } = (await (
            await api.as('supplier', '/v4/catalog/dj-profiles/?per_page=100')
        ).json()) as {
            results: Json[];
            count: number;
        };
        expect(count).toBe(own.length);
        expect(results.map(r => r.id).sort()).toEqual([...own].sort());
        const foreign = api.db
            .prepare(`SELECT id FROM dj_profiles WHERE id NOT IN (${own.join(',')}) LIMIT 1`)
            .pluck()
            .get();
        const res = await api.as('supplier', `/v4/catalog/dj-profiles/${foreign}/`, {
            method: 'PATCH',
            json: { bio: 'Not ours' },
        });
        expect(res.status).toBe(404);
        expect(api.db.prepare('SELECT bio FROM dj_profiles WHERE id = ?').pluck().get(foreign)).not.toBe('Not ours');
    });

    it('nobody creates DJ profiles here', async () => {
        const res = await api.as('admin', '/v4/catalog/dj-profiles/', {
            method: 'POST',
            json: { name: 'New DJ', slug: 'new-dj' },
        });
        expect(res.status).toBe(403);
    });
});

describe('label managers and link partners', () => {
    const api = makeApi(60);

    it('label managers: create, read, update (with history); never deleted', async () => {
        const created = await api.as('marketing', '/v4/catalog/label-managers/', {
            method: 'POST',
            json: { name: 'Mara Lund', enabled: true },
        });
        expect(created.status).toBe(201);
        const manager = (await created.json()) as Json;
        expect(manager).toMatchObject({ name: 'Mara Lund', enabled: true, version: 1 });
        const found = (await (await api.as('curation', '/v4/catalog/label-managers/?name=Mara%20Lund')).json()) as {
            results: Json[];
        };
        expect(found.results.map(r => r.id)).toEqual([manager.id]);
        const path = `/v4/catalog/label-managers/${manager.id}/`;
        const updated = await api.as('admin', path, {
            method: 'PATCH',
            json: { enabled: false },
            headers: { 'If-Match': '"1"' },
        });
        expect(await updated.json()).toMatchObject({ enabled: false, version: 2 });
        const [entry] = ((await (await api.as('admin', `${path}history/`)).json()) as { results: Json[] }).results;
        expect(entry).toMatchObject({ username: 'admin', changes: { enabled: { before: 1, after: 0 } } });
        expect((await api.as('admin', path, { method: 'DELETE' })).status).toBe(403);
        expect((await api.as('label_mgmt', '/v4/catalog/label-managers/')).status).toBe(403);
        expect(api.db.prepare('SELECT count(*) FROM label_managers WHERE id = ?').pluck().get(manager.id)).toBe(1);
    });

    it('link partners: admin and curation keep them; content ops may not read them', async () => {
        const created = await api.as('curation', '/v4/catalog/link-partners/', {
            method: 'POST',
            json: { name: 'Ticket Hub', url: 'https://tickets.example', enabled: true },
        });
        expect(created.status).toBe(201);
        expect((await api.as('content_ops', '/v4/catalog/link-partners/')).status).toBe(403);
        expect((await api.as('supplier', '/v4/catalog/link-partners/')).status).toBe(403);
    });
});
