/**
 * A track's rights and files: its stream, where it may be sold (and times for many territories at
 * once, per commercial model), UGC remixes beside DJ edits, and stored files by GUID.
 */
import { describe, expect, it } from 'vitest';
import { checkAudio } from '../../resources/audio';
import { FILE_CLASSES } from '../../resources/constants';
import { messages } from '../../resources/messages';
import { STREAM_SECONDS } from '../../server/modules/tracks/stream';
import { wav } from '../support/audio';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const api = makeApi(60);
const results = async (path: string, who = 'admin') =>
    ((await (await api.as(who, path)).json()) as { results: Json[] }).results;

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
