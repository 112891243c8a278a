/** Domain rules the reference API enforces itself (spec §4, §5). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/store';
import { messages } from '../../resources/messages';
import { aiff, flac, mp3, wav } from '../support/audio';
import { makeApi } from './helpers';

const v = messages.validation;
type Json = Record<string, unknown>;

describe('catalog rules on the server', () => {
    const api = makeApi(120);
    const patch = (path: string, json: unknown, who = 'admin') => api.as(who, path, { method: 'PATCH', json });

    it('refuses an over-limit title with the limit, and keeps the old title', async () => {
        const before = (api.db.prepare('SELECT name FROM tracks WHERE id = 2').get() as { name: string }).name;
        const res = await patch('/v4/catalog/tracks/2/', { name: 'x'.repeat(251) });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
            detail: 'Title: Must be 250 characters or fewer',
            errors: { name: 'Must be 250 characters or fewer' },
        });
        expect((api.db.prepare('SELECT name FROM tracks WHERE id = 2').get() as { name: string }).name).toBe(before);
    });

    it('genre change resets the sub-genre; a sub-genre of another genre is refused', async () => {
        const t = (await (await api.as('admin', '/v4/catalog/tracks/3/')).json()) as Json;
        const other = t.genre_id === 1 ? 2 : 1;
        const res = (await (await patch('/v4/catalog/tracks/3/', { genre_id: other })).json()) as Json;
        expect(res.genre_id).toBe(other);
        expect(res.sub_genre_id).toBeNull();
        const foreignSub = (
            api.db.prepare('SELECT id FROM sub_genres WHERE genre_id != ? LIMIT 1').get(other) as { id: number }
        ).id;
        expect((await patch('/v4/catalog/tracks/3/', { sub_genre_id: foreignSub })).status).toBe(400);
    });

    it('only CONVERTED tracks may be shown to external applications', async () => {
        const id = (
            api.db.prepare("SELECT id FROM tracks WHERE encode_status != 'CONVERTED' LIMIT 1").get() as { id: number }
        ).id;
        const res = await patch(`/v4/catalog/tracks/${id}/`, { is_available_for_streaming: true });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(v.notConverted);
        const ok = (
            api.db.prepare("SELECT id FROM tracks WHERE encode_status = 'CONVERTED' LIMIT 1").get() as { id: number }
        ).id;
        expect((await patch(`/v4/catalog/tracks/${ok}/`, { is_available_for_streaming: true })).status).toBe(200);
    });

    it('a DJ edit cannot be shown while its parent is hidden', async () => {
        const created = (await (
            await api.as('admin', '/v4/catalog/tracks/4/dj-edit/', {
                method: 'POST',
                json: { mix_name: 'DJ Tool Edit' },
            })
        ).json()) as Json;
        expect(created).toMatchObject({
            is_dj_edit: true,
            parent_track_id: 4,
            is_hidden: true,
            mix_name: 'DJ Tool Edit',
        });
        await patch('/v4/catalog/tracks/4/', { is_hidden: true });
        const res = await patch(`/v4/catalog/tracks/${created.id}/`, { is_hidden: false });
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(v.djEditParentHidden);
        await patch('/v4/catalog/tracks/4/', { is_hidden: false });
        expect((await patch(`/v4/catalog/tracks/${created.id}/`, { is_hidden: false })).status).toBe(200);
    });

    it('moving a release track renumbers the others consecutively, and persists', async () => {
        const release = (
            api.db.prepare('SELECT release_id FROM tracks GROUP BY release_id HAVING count(*) >= 3 LIMIT 1').get() as {
                release_id: number;
            }
        ).release_id;
        const before = (await (await api.as('admin', `/v4/catalog/releases/${release}/tracks/`)).json()) as {
            results: { id: number }[];
        };
        const ids = before.results.map(t => t.id);
        const last = ids[ids.length - 1];
        const res = await api.as('admin', `/v4/catalog/releases/${release}/tracks/move/`, {
            method: 'POST',
            json: { track_id: last, position: 1 },
        });
        expect(res.status).toBe(200);
        const after = (await (await api.as('admin', `/v4/catalog/releases/${release}/tracks/`)).json()) as {
            results: { id: number; track_position: number }[];
        };
        expect(after.results.map(t => t.id)).toEqual([last, ...ids.slice(0, -1)]);
        expect(after.results.map(t => t.track_position)).toEqual(ids.map((_, i) => i + 1));
    });

    it('music profile: sync on by POST sync/ needs the partner ID; locked while on; off by DELETE sync/ removes it; never a PATCH of the field', async () => {
        const blank = (api.db.prepare('SELECT id FROM artists WHERE sync_enabled = 0 LIMIT 1').get() as { id: number })
            .id;
        const sync = (method: string) => api.as('admin', `/v4/catalog/artists/${blank}/sync/`, { method });
        const refused = await sync('POST');
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as Json).detail).toBe(v.musicProfileRequired);
        // The field is the calls' alone: a PATCH of it is refused and changes nothing.
        const patched = await patch(`/v4/catalog/artists/${blank}/`, { sync_enabled: true });
        expect(patched.status).toBe(400);
        expect(((await patched.json()) as Json).detail).toBe('Sync Enabled: Read-only');
        expect((await patch(`/v4/catalog/artists/${blank}/`, { music_profile_partner_id: 'mp-new' })).status).toBe(200);
        expect(await (await sync('POST')).json()).toMatchObject({
            sync_enabled: true,
            music_profile_partner_id: 'mp-new',
        });
        const locked = await patch(`/v4/catalog/artists/${blank}/`, { music_profile_partner_id: 'mp-other' });
        expect(((await locked.json()) as Json).detail).toBe(v.musicProfileLocked);
        const off = (await (await sync('DELETE')).json()) as Json;
        expect(off).toMatchObject({ sync_enabled: false, music_profile_partner_id: null });
    });

    it('hype start and end are each required, and start may not come after end', async () => {
        expect(
            (
                (await (
                    await patch('/v4/catalog/releases/5/', { is_hype: true, hype_start: null, hype_end: '2026-02-01' })
                ).json()) as Json
            ).detail
        ).toBe(v.hypeStartRequired);
        expect(
            (
                (await (
                    await patch('/v4/catalog/releases/5/', {
                        is_hype: true,
                        hype_start: '2026-03-01',
                        hype_end: '2026-02-01',
                    })
                ).json()) as Json
            ).detail
        ).toBe(v.hypeStartAfterEnd);
        expect(
            (
                await patch('/v4/catalog/releases/5/', {
                    is_hype: true,
                    hype_start: '2026-01-01',
                    hype_end: '2026-02-01',
                })
            ).status
        ).toBe(200);
    });

    it('a label not eligible for hype gets no trial dates; its other fields and a cleared trial still save', async () => {
        const ineligible = api.db.prepare('SELECT id FROM labels WHERE NOT hype_eligible LIMIT 1').pluck().get();
        const eligible = api.db.prepare('SELECT id FROM labels WHERE hype_eligible LIMIT 1').pluck().get();
        const trial = { hype_trial_start: '2026-12-01', hype_trial_end: '2026-12-31' };
        const refused = await patch(`/v4/catalog/labels/${ineligible}/`, trial, 'label_mgmt');
        expect(refused.status).toBe(400);
        expect(((await refused.json()) as Json).errors).toEqual({
            hype_trial_start: messages.support.hypeTrialIneligible,
            hype_trial_end: messages.support.hypeTrialIneligible,
        });
        // Dates it already had (set while it was eligible) do not stop another change, and may be cleared.
        api.db
            .prepare('UPDATE labels SET hype_trial_start = ?, hype_trial_end = ? WHERE id = ?')
            .run(trial.hype_trial_start, trial.hype_trial_end, ineligible);
        expect((await patch(`/v4/catalog/labels/${ineligible}/`, { bio: 'Quiet for now' }, 'label_mgmt')).status).toBe(
            200
        );
        const cleared = await patch(
            `/v4/catalog/labels/${ineligible}/`,
            { hype_trial_start: null, hype_trial_end: null },
            'label_mgmt'
        );
        expect(await cleared.json()).toMatchObject({ hype_trial_start: null, hype_trial_end: null });
        expect((await patch(`/v4/catalog/labels/${eligible}/`, trial, 'label_mgmt')).status).toBe(200);
    });

    it('territories: publish time required, pre-order before publish, takedown after publish', async () => {
        const put = (json: unknown) =>
            api.as('admin', '/v4/catalog/tracks/5/countries-publish-date/', { method: 'PUT', json });
        const detail = async (json: unknown) => ((await (await put(json)).json()) as Json).detail;
        expect(
            await detail([
                { country_id: 1, pre_order_time: '2026-03-01T00:00:00Z', publish_time: '2026-02-01T00:00:00Z' },
            ])
        ).toBe(v.preOrderBeforePublish);
        expect(
            await detail([
                { country_id: 1, takedown_time: '2026-01-01T00:00:00Z', publish_time: '2026-02-01T00:00:00Z' },
            ])
        ).toBe(v.takedownAfterPublish);
        const ok = await put([
            { country_id: 1, publish_time: '2026-02-01T00:00:00Z', pre_order_time: '2026-01-01T00:00:00Z' },
        ]);
        expect(ok.status).toBe(200);
        const list = (await (await api.as('admin', '/v4/catalog/tracks/5/countries-publish-date/')).json()) as {
            results: Json[];
        };
        expect(list.results).toMatchObject([
            { country_id: 1, country_name: 'United States', publish_time: '2026-02-01T00:00:00Z' },
        ]);
    });

    it('audio uploads accept wav, flac and aiff only, judged by their content', async () => {
        const upload = (name: string, bytes: Uint8Array) => {
            const body = new FormData();
            body.append('file', new File([bytes as BlobPart], name));
            return api.as('admin', '/v4/catalog/tracks/6/audio-files/', { method: 'POST', body });
        };
        expect((await upload('master.wav', wav(0.2))).status).toBe(201);
        expect((await upload('master.FLAC', flac(180))).status).toBe(201);
        expect((await upload('master.aiff', aiff(2))).status).toBe(201);
        const bad = await upload('evil.html', wav(0.2));
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as Json).detail).toBe(v.audioType);
        const renamed = await upload('song.wav', mp3());
        expect(renamed.status).toBe(400);
        expect(((await renamed.json()) as Json).detail).toBe(
            "Upload failed. Please try again. The file's content is not WAV."
        );
        const silent = await upload('blank.flac', new Uint8Array(1024));
        expect(((await silent.json()) as Json).detail).toBe(
            "Upload failed. Please try again. The file's content is not FLAC."
        );
        const files = (await (await api.as('admin', '/v4/catalog/tracks/6/audio-files/')).json()) as {
            results: Json[];
        };
        expect(files.results.map(f => f.file_name)).not.toContain('song.wav');
    });

    it('cover art must be at least 500x500 and square; the image is served inert', async () => {
        const png = (w: number, h: number) => {
            const b = new Uint8Array(new ArrayBuffer(64));
            b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
            new DataView(b.buffer).setUint32(16, w);
            new DataView(b.buffer).setUint32(20, h);
            return b;
        };
        const upload = (bytes: Uint8Array<ArrayBuffer>) => {
            const body = new FormData();
            body.append('file', new File([bytes], 'art.png'));
            return api.as('admin', '/v4/catalog/releases/2/images/', { method: 'POST', body });
        };
        const small = await upload(png(400, 400));
        expect(((await small.json()) as Json).detail).toBe(v.coverArt);
        expect((await upload(png(600, 500))).status).toBe(400);
        const asFinance = new FormData();
        asFinance.append('file', new File([png(600, 600)], 'art.png'));
        expect(
            (await api.as('finance', '/v4/catalog/releases/2/images/', { method: 'POST', body: asFinance })).status
        ).toBe(403);
        const ok = await upload(png(600, 600));
        expect(ok.status).toBe(201);
        const { image } = (await ok.json()) as { image: string };
        const served = await api.request(image);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    });

    it('re-encode needs an audio file and marks the track TRANSCODING', async () => {
        const res = await api.as('admin', '/v4/catalog/tracks/7/reencode/', { method: 'POST' });
        expect(res.status).toBe(201);
        expect(((await (await api.as('admin', '/v4/catalog/tracks/7/')).json()) as Json).encode_status).toBe(
            'TRANSCODING'
        );
        const created = (await (
            await api.as('admin', '/v4/catalog/tracks/', { method: 'POST', json: { name: 'Fresh', release_id: 1 } })
        ).json()) as Json;
        const none = await api.as('admin', `/v4/catalog/tracks/${created.id}/reencode/`, { method: 'POST' });
        expect(none.status).toBe(400);
    });

    it('labels CSV neutralises formula cells', async () => {
        await patch('/v4/catalog/labels/3/', { name: '=HYPERLINK("http://x")' });
        const csv = await (await api.as('admin', '/v4/catalog/labels/csv/download/?id=3')).text();
        expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    });

    it('list counts follow every write, this connection’s and another’s', async () => {
        const count = async () =>
            ((await (await api.as('admin', '/v4/catalog/artists/?name=Counted')).json()) as { count: number }).count;
        expect(await count()).toBe(0);
        await api.as('admin', '/v4/catalog/artists/', { method: 'POST', json: { name: 'Counted One' } });
        expect(await count()).toBe(1);
        const other = openDatabase(join(api.dir, 'test.sqlite'));
        other.prepare("INSERT INTO artists (name, created) VALUES ('Counted Two', '2026-01-01')").run();
        other.close();
        expect(await count()).toBe(2);
    });

    it('filters: comma id lists, date ranges, substrings, booleans, ordering, paging envelope', async () => {
        const get = async (q: string) =>
            (await (await api.as('admin', `/v4/catalog/tracks/?${q}`)).json()) as {
                count: number;
                page: string;
                per_page: number;
                next: string | null;
                results: Json[];
            };
        expect((await get('id=1,2,3')).results.map(r => r.id).sort()).toEqual([1, 2, 3]);
        const ranged = await get('publish_date=2024-06-01:2024-12-31&per_page=100');
        expect(
            ranged.results.every(r => String(r.publish_date) >= '2024-06-01' && String(r.publish_date) <= '2024-12-31')
        ).toBe(true);
        const onOrBefore = await get('publish_date=:2024-03-01&per_page=100');
        expect(onOrBefore.results.every(r => String(r.publish_date) <= '2024-03-01')).toBe(true);
        const name = String((api.db.prepare('SELECT name FROM tracks WHERE id = 10').get() as { name: string }).name);
        const byName = await get(`name=${encodeURIComponent(name.slice(2, 7).toUpperCase())}`);
        expect(byName.results.every(r => String(r.name).toLowerCase().includes(name.slice(2, 7).toLowerCase()))).toBe(
            true
        );
        const explicit = await get('is_explicit=true&per_page=100');
        expect(explicit.results.every(r => r.is_explicit === true)).toBe(true);
        const sorted = await get('order_by=-bpm,name&per_page=20');
        const bpms = sorted.results.map(r => r.bpm as number);
        expect(bpms).toEqual([...bpms].sort((a, b) => b - a));
        const byCatalog = await get(`catalog_number=CAT00003&per_page=100`);
        expect(byCatalog.results.length).toBeGreaterThan(0);
        expect(byCatalog.results.every(r => (r.release as Json).id === 3)).toBe(true);
        const artist = (api.db.prepare('SELECT artist_id FROM track_artists LIMIT 1').get() as { artist_id: number })
            .artist_id;
        const byArtist = await get(`artist_id=${artist}&per_page=100`);
        const expected = (
            api.db
                .prepare('SELECT count(DISTINCT track_id) AS n FROM track_artists WHERE artist_id = ?')
                .get(artist) as { n: number }
        ).n;
        expect(byArtist.count).toBe(expected);
        const releases = (await (
            await api.as('admin', `/v4/catalog/releases/?artist_id=${artist}&per_page=100`)
        ).json()) as { count: number };
        expect(releases.count).toBeGreaterThan(0);
        const active = (await (await api.as('admin', '/v4/catalog/labels/?hype_active=true&per_page=100')).json()) as {
            results: Json[];
        };
        expect(active.results.every(l => l.hype_status === 'Active')).toBe(true);
        const paged = await get('page=2&per_page=25');
        expect(paged.page).toBe(`2/${Math.ceil(paged.count / 25)}`);
        expect(paged.per_page).toBe(25);
        expect(paged.next).toContain('page=3');
    });
});
