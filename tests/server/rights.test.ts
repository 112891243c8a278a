/**
 * A track's songwriters (added and removed) and publishers (replaced whole, shares at most 100 %),
 * a release's notes, a supplier's mappings replaced in one PUT (all or nothing, one history entry),
 * and an artist's music-profile link (sync on and off, the partner's image). A track's stream, sale
 * territories and files: trackRights.test.ts.
 */
import { describe, expect, it } from 'vitest';
import artists from '../../resources/catalog/artists';
import { imageRuleOk, imageSize } from '../../resources/images';
import { messages } from '../../resources/messages';
import type { Field } from '../../resources/fields';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
type ImageField = Extract<Field, { kind: 'image' }>;
const api = makeApi(60);
const results = async (path: string, who = 'admin') =>
    ((await (await api.as(who, path)).json()) as { results: Json[] }).results;

describe('a track’s publishers', () => {
    it('are seeded, replaced whole, and the history holds the list before and after', async () => {
        const seeded = await results('/v4/catalog/tracks/1/publishers/');
        expect(seeded).toHaveLength(1);
        expect(seeded[0]).toMatchObject({ share: 100, society: 'ASCAP' });

        const res = await api.as('content_ops', '/v4/catalog/tracks/1/publishers/', {
            method: 'PUT',
            json: [
                { name: 'North Songs', share: 60 },
                { name: 'South Songs', share: 40, society: 'PRS' },
            ],
        });
        expect(res.status).toBe(200);
        const now = await results('/v4/catalog/tracks/1/publishers/');
        expect(now.map(r => [r.name, r.share])).toEqual([
            ['North Songs', 60],
            ['South Songs', 40],
        ]);
        const [entry] = await results('/v4/catalog/tracks/1/history/');
        expect(entry).toMatchObject({ username: 'content_ops', action: 'publishers replaced' });
        const change = (entry.changes as Record<string, { before: Json[]; after: Json[] }>).publishers;
        expect(change.before.map(r => r.name)).toEqual([seeded[0].name]);
        expect(change.after.map(r => r.name)).toEqual(['North Songs', 'South Songs']);
    });

    it('are refused when the shares add up to over 100 %, and the list stays as it was', async () => {
        const before = await results('/v4/catalog/tracks/1/publishers/');
        const res = await api.as('admin', '/v4/catalog/tracks/1/publishers/', {
            method: 'PUT',
            json: [
                { name: 'A', share: 70 },
                { name: 'B', share: 31 },
            ],
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(messages.validation.sharesOver);
        expect(await results('/v4/catalog/tracks/1/publishers/')).toEqual(before);
    });

    it('may be emptied', async () => {
        expect((await api.as('admin', '/v4/catalog/tracks/2/publishers/', { method: 'PUT', json: [] })).status).toBe(
            200
        );
        expect(await results('/v4/catalog/tracks/2/publishers/')).toEqual([]);
    });
});

describe('a track’s songwriters', () => {
    it('are added and removed, never changed', async () => {
        const added = await api.as('admin', '/v4/catalog/tracks/3/songwriters/', {
            method: 'POST',
            json: { name: 'Ana Writes', songwriter_type: 'Lyricist', ipi: '123456789' },
        });
        expect(added.status).toBe(201);
        const row = (await added.json()) as Json;
        expect((await results('/v4/catalog/tracks/3/songwriters/')).map(r => r.name)).toContain('Ana Writes');
        const patched = await api.as('admin', `/v4/catalog/tracks/3/songwriters/${row.id}/`, {
            method: 'PATCH',
            json: { name: 'Changed' },
        });
        expect(patched.status).toBeGreaterThanOrEqual(400);
        const deleted = await api.as('admin', `/v4/catalog/tracks/3/songwriters/${row.id}/`, { method: 'DELETE' });
        expect(deleted.status).toBe(204);
        expect((await results('/v4/catalog/tracks/3/songwriters/')).map(r => r.name)).not.toContain('Ana Writes');
    });
});

describe('a release’s notes', () => {
    it('are written by catalog editors and read newest first', async () => {
        for (const note of ['first look', 'second look'])
            await api.as('content_ops', '/v4/catalog/releases/1/notes/', { method: 'POST', json: { note } });
        const notes = await results('/v4/catalog/releases/1/notes/');
        expect(notes.map(n => n.note)).toEqual(['second look', 'first look']);
        expect(notes[0]).toMatchObject({ author: 'content_ops' });
    });
});

describe('a supplier’s mappings replaced in one PUT', () => {
    it('replace every row, or none when one row is refused', async () => {
        const path = '/v4/catalog/suppliers/3/genre-mappings/';
        const before = await results(path);
        const refused = await api.as('admin', path, {
            method: 'PUT',
            json: [
                { source_name: 'HOUSE', genre_id: 1 },
                { source_name: 'NOPE', genre_id: 99999 },
            ],
        });
        expect(refused.status).toBe(400);
        expect(await results(path)).toEqual(before);

        const ok = await api.as('admin', path, {
            method: 'PUT',
            json: [{ source_name: 'HOUSE', genre_id: 1, restricted: true }],
        });
        expect(ok.status).toBe(200);
        expect(await results(path)).toMatchObject([{ source_name: 'HOUSE', genre_id: 1, restricted: true }]);
    });
});

describe('an artist’s music-profile link', () => {
    const linked = () =>
        api.db
            .prepare('SELECT id, music_profile_partner_id AS partner FROM artists WHERE sync_enabled = 1 LIMIT 1')
            .get() as {
            id: number;
            partner: string;
        };
    const mappingCount = (id: number) =>
        api.db.prepare('SELECT count(*) FROM artist_music_profile_mappings WHERE artist_id = ?').pluck().get(id);

    it('pulls the partner’s image: a square PNG the artist image rules accept, one colour per partner', async () => {
        const { id } = linked();
        const res = await api.as('curation', `/v4/catalog/artists/${id}/pull-image/`, { method: 'POST' });
        expect(res.status).toBe(201);
        const { image } = (await res.json()) as { image: string };
        const png = new Uint8Array(await (await api.as('admin', image)).arrayBuffer());
        const size = imageSize(png);
        expect(size).toMatchObject({ mime: 'image/png' });
        expect(imageRuleOk(artists.fields.image as ImageField, size!.width, size!.height)).toBe(true);
        expect(api.db.prepare('SELECT image FROM artists WHERE id = ?').pluck().get(id)).toBe(image);
    });

    it('refuses sync and image pulls for an artist without a partner ID', async () => {
        const id = api.db
            .prepare('SELECT id FROM artists WHERE music_profile_partner_id IS NULL LIMIT 1')
            .pluck()
            .get();
        for (const path of ['sync/', 'pull-image/']) {
            const res = await api.as('admin', `/v4/catalog/artists/${id}/${path}`, { method: 'POST' });
            expect(res.status, path).toBe(400);
            expect(((await res.json()) as Json).detail).toBe(messages.validation.musicProfileRequired);
        }
    });

    it('turning sync off (DELETE sync/) removes the mapping; a PATCH of the field is refused and keeps it', async () => {
        const first = linked();
        expect(mappingCount(first.id)).toBe(1);
        const off = (await (
            await api.as('admin', `/v4/catalog/artists/${first.id}/sync/`, { method: 'DELETE' })
        ).json()) as Json;
        expect(off).toMatchObject({ sync_enabled: false, music_profile_partner_id: null });
        expect(mappingCount(first.id)).toBe(0);

        const second = linked();
        expect(mappingCount(second.id)).toBe(1);
        const patched = await api.as('admin', `/v4/catalog/artists/${second.id}/`, {
            method: 'PATCH',
            json: { sync_enabled: false },
        });
        expect(patched.status).toBe(400);
        expect(mappingCount(second.id)).toBe(1);
        await api.as('admin', `/v4/catalog/artists/${second.id}/sync/`, { method: 'DELETE' });
        expect(mappingCount(second.id)).toBe(0);
        const [entry] = await results(`/v4/catalog/artists/${second.id}/history/`);
        expect(entry).toMatchObject({
            action: 'sync off',
            changes: { music_profile_partner_id: { before: second.partner, after: null } },
        });
    });
});
