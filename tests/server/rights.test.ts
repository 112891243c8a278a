/**
 * A track's songwriters (added and removed) and publishers (replaced whole, shares at most 100 %),
 * a release's notes, a supplier's mappings replaced in one PUT (all or nothing, one history entry),
 * and an artist's music-profile link (sync on and off, the partner's image).
 */
import { describe, expect, it } from 'vitest';
import { checkAudio } from '../../resources/audio';
import artists from '../../resources/catalog/artists';
import { FILE_CLASSES } from '../../resources/constants';
import { imageRuleOk, imageSize } from '../../resources/images';
import { messages } from '../../resources/messages';
import type { Field } from '../../resources/fields';
import { STREAM_SECONDS } from '../../server/modules/tracks/stream';
import { wav } from '../support/audio';
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

describe('a track’s stream', () => {
    it('is a playable WAV clip, served inert, to those who read the track', async () => {
        const res = await api.as('label', '/v4/catalog/tracks/1/stream/');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('audio/wav');
        expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
        const check = checkAudio('wav', new Uint8Array(await res.arrayBuffer()));
        expect(check).toMatchObject({ ok: true });
        expect(check.ok && check.seconds).toBeCloseTo(STREAM_SECONDS, 1);
    });

    it('is missing for a track without audio', async () => {
        const id = api.db.prepare('SELECT id FROM tracks ORDER BY id DESC LIMIT 1').pluck().get() as number;
        api.db.prepare('DELETE FROM audio_files WHERE track_id = ?').run(id);
        const res = await api.as('admin', `/v4/catalog/tracks/${id}/stream/`);
        expect(res.status).toBe(404);
        expect(((await res.json()) as Json).detail).toBeTruthy();
    });
});

describe('where a track may be sold, and times for many territories at once', () => {
    it('summarises the allowed countries by region', async () => {
        const res = (await (
            await api.as('label', '/v4/catalog/tracks/3/countries-allowed/regional-summary/')
        ).json()) as {
            results: Json[];
        };
        expect(res.results).toContainEqual({ region: 'North America', allowed: 2, total: 2, missing: [] });
        expect(res.results).toContainEqual(
            expect.objectContaining({ region: 'Latin America', allowed: 0, total: 2, missing: ['Brazil', 'Mexico'] })
        );
        expect(res.results.find(r => r.region === 'Europe')).toMatchObject({ allowed: 6, total: 14 });
    });

    it('allows each country once, by POST or in a replaced list', async () => {
        const path = '/v4/catalog/tracks/3/countries-allowed/';
        const again = await api.as('admin', path, { method: 'POST', json: { country_id: 1 } });
        expect(again.status).toBe(400);
        expect(((await again.json()) as Json).detail).toBe(messages.validation.countryTwice);
        const twice = await api.as('admin', path, { method: 'PUT', json: [{ country_id: 9 }, { country_id: 9 }] });
        expect(twice.status).toBe(400);
        expect((await api.as('admin', path, { method: 'POST', json: { country_id: 10 } })).status).toBe(201);
        expect((await api.as('admin', path, { method: 'PUT', json: [{ country_id: 9 }] })).status).toBe(200);
        expect((await results(path)).map(r => r.country_id)).toEqual([9]);
    });

    it('sets one set of times on the territories of every track of a release, in its history', async () => {
        const trackIds = api.db.prepare('SELECT id FROM tracks WHERE release_id = 2').pluck().all() as number[];
        const res = await api.as('content_ops', '/v4/catalog/releases/2/countries-times/update/', {
            method: 'PUT',
            json: { publish_time: '2027-03-01T07:00:00Z', takedown_time: '2028-03-01T07:00:00Z', country_ids: [4, 5] },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ tracks: trackIds.length, territories: trackIds.length * 2 });
        const rows = api.db
            .prepare(
                `SELECT DISTINCT publish_time, takedown_time FROM track_territories
                 WHERE country_id IN (4, 5) AND track_id IN (SELECT id FROM tracks WHERE release_id = 2)`
            )
            .all();
        expect(rows).toEqual([{ publish_time: '2027-03-01T07:00:00Z', takedown_time: '2028-03-01T07:00:00Z' }]);
        const [entry] = await results('/v4/catalog/releases/2/history/');
        expect(entry).toMatchObject({ action: 'country times', username: 'content_ops' });

        const refused = await api.as('admin', '/v4/catalog/releases/2/countries-times/update/', {
            method: 'PUT',
            json: { publish_time: '2027-03-01T07:00:00Z', takedown_time: '2027-01-01T07:00:00Z' },
        });
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as Json).detail).toBe(messages.validation.takedownAfterPublish);
    });
});

describe('UGC remixes beside DJ edits', () => {
    const pick = (allowed: 0 | 1) =>
        api.db
            .prepare('SELECT id FROM tracks WHERE ugc_remixes = ? AND parent_track_id IS NULL LIMIT 1')
            .pluck()
            .get(allowed) as number;

    it('are made where the track allows them, listed apart from DJ edits, and name their source', async () => {
        const source = pick(1);
        const made = await api.as('curation', `/v4/catalog/tracks/${source}/ugc-remix/`, {
            method: 'POST',
            json: { mix_name: 'Crowd Remix' },
        });
        expect(made.status).toBe(201);
        const remix = (await made.json()) as Json;
        expect(remix).toMatchObject({ is_ugc_remix: true, is_dj_edit: false, mix_name: 'Crowd Remix' });
        expect((await results(`/v4/catalog/tracks/${source}/ugc-remix/`)).map(r => r.id)).toEqual([remix.id]);
        expect((await results(`/v4/catalog/tracks/${source}/dj-edit/`)).map(r => r.id)).not.toContain(remix.id);
        const from = (await (await api.as('admin', `/v4/catalog/tracks/${remix.id}/dj-edit-source/`)).json()) as Json;
        expect(from.id).toBe(source);
    });

    it('are refused where the track does not allow them; a plain track has no source', async () => {
        const closed = pick(0);
        const res = await api.as('admin', `/v4/catalog/tracks/${closed}/ugc-remix/`, {
            method: 'POST',
            json: { mix_name: 'Nope' },
        });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(messages.validation.ugcNotAllowed);
        const plain = await api.as('admin', `/v4/catalog/tracks/${closed}/dj-edit-source/`);
        expect(plain.status).toBe(404);
        expect(((await plain.json()) as Json).detail).toBe(messages.validation.notDerivative);
    });
});

describe('territory times per commercial model', () => {
    const path = '/v4/catalog/tracks/9/countries-publish-date/';
    it('keeps download and streaming times apart', async () => {
        const download = [{ country_id: 1, publish_time: '2027-01-01T07:00:00Z' }];
        const streaming = [{ country_id: 2, publish_time: '2027-02-01T07:00:00Z' }];
        expect((await api.as('admin', path, { method: 'PUT', json: download })).status).toBe(200);
        expect(
            (await api.as('admin', `${path}?commercial_model_type=2`, { method: 'PUT', json: streaming })).status
        ).toBe(200);
        expect((await results(path)).map(r => r.country_id)).toEqual([1]);
        expect((await results(`${path}?commercial_model_type=1`)).map(r => r.country_id)).toEqual([1]);
        expect((await results(`${path}?commercial_model_type=2`)).map(r => r.country_id)).toEqual([2]);

        await api.as('admin', '/v4/catalog/tracks/9/countries-times/update/', {
            method: 'PUT',
            json: { publish_time: '2027-05-01T07:00:00Z', commercial_model_type: 2 },
        });
        expect((await results(`${path}?commercial_model_type=2`))[0]).toMatchObject({
            publish_time: '2027-05-01T07:00:00Z',
        });
        expect((await results(path))[0]).toMatchObject({ publish_time: '2027-01-01T07:00:00Z' });
    });

    it('refuses a model that is not one', async () => {
        const res = await api.as('admin', `${path}?commercial_model_type=3`);
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(messages.validation.commercialModel);
    });
});

describe('stored files by GUID', () => {
    const upload = async (trackId: number, name: string, bytes: Uint8Array) => {
        const body = new FormData();
        body.append('file', new File([bytes as BlobPart], name));
        return api.as('admin', `/v4/catalog/tracks/${trackId}/audio-files/`, { method: 'POST', body });
    };
    const otherLabelTrack = () =>
        api.db.prepare('SELECT id FROM tracks WHERE label_id <> 1 ORDER BY id LIMIT 1').pluck().get() as number;

    it('keeps an uploaded master and gives it back by GUID, as an attachment, to those who see the track', async () => {
        const master = wav(0.5);
        const made = (await (await upload(1, 'master take.wav', master)).json()) as Json;
        expect(made.guid).toMatch(/^[0-9a-f-]{36}$/);
        const record = (await (await api.as('label', `/v4/files/${made.guid}/`)).json()) as Json;
        expect(record).toMatchObject({ file_class: 'master', download: `/v4/files/${made.guid}/download/` });
        const res = await api.as('label', String(record.download));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="master take.wav"');
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(master);
        const listed = await results('/v4/catalog/tracks/1/audio-files/');
        expect(listed.find(f => f.guid === made.guid)).toMatchObject({ download: record.download });

        const elsewhere = otherLabelTrack();
        const theirs = (await (await upload(elsewhere, 'theirs.wav', wav(0.2))).json()) as Json;
        expect((await api.as('label', `/v4/files/${theirs.guid}/`)).status).toBe(404);
        expect((await api.as('label', `/v4/files/${theirs.guid}/download/`)).status).toBe(404);
    });

    it('says when a seeded file is only a record here; lists the file classes', async () => {
        const [seeded] = await results('/v4/catalog/tracks/2/audio-files/');
        expect(seeded.download).toBeNull();
        const res = await api.as('admin', `/v4/files/${seeded.guid}/download/`);
        expect(res.status).toBe(404);
        expect(((await res.json()) as Json).detail).toBe('This file is not stored on this server.');
        expect((await results('/v4/files/classes/')).map(c => c.id)).toEqual(FILE_CLASSES.map(c => c.id));
    });

    it('corrects a file record (track-file-update) in the track’s history, and lists support downloads', async () => {
        const [, encoded] = await results('/v4/catalog/tracks/2/audio-files/');
        const res = await api.as('content_ops', '/v4/catalog/tracks/2/track-file-update/', {
            method: 'PATCH',
            json: { guid: encoded.guid, file_class: 'preview', file_name: '2-preview.mp3' },
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ file_class: 'preview', file_name: '2-preview.mp3' });
        const [entry] = await results('/v4/catalog/tracks/2/history/');
        expect(entry).toMatchObject({
            action: 'file record corrected',
            changes: { file_class: { before: 'encoded', after: 'preview' } },
        });
        const support = await results('/v4/catalog/tracks/2/support-downloads/', 'support');
        expect(support.map(f => f.file_name)).toContain('2-preview.mp3');
    });
});
