/** The packaging tool's API: one call creates a release with its tracks and files, all or nothing; drafts are each user's own. */
import { describe, expect, it } from 'vitest';
import { solidPng } from '../../server/core/png';
import { fill, messages } from '../../resources/messages';
import { DRAFT_MAX_CHARS } from '../../resources/packaging/package';
import { mp3, wav } from '../support/audio';
import { makeApi } from './helpers';

const api = makeApi(50);
const count = (table: string) => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
const tables = ['releases', 'tracks', 'audio_files', 'images', 'jobs', 'history'];
const counts = () => tables.map(count);

export function packageForm(
    pkg: unknown,
    audio: (Uint8Array | [string, Uint8Array])[],
    cover: Uint8Array | null = solidPng(600, 600, [20, 40, 60])
): FormData {
    const form = new FormData();
    form.append('package', JSON.stringify(pkg));
    if (cover) form.append('cover', new File([cover as BlobPart], 'cover.png', { type: 'image/png' }));
    audio.forEach((a, i) => {
        const [name, bytes] = Array.isArray(a) ? a : [`track${i + 1}.wav`, a];
        form.append(`audio_${i}`, new File([bytes as BlobPart], name));
    });
    return form;
}
const release = {
    name: 'Packaged Release',
    label_id: 1,
    upc: '123456789012',
    release_date: '2027-03-05',
    artist_ids: [1, 2],
};
const twoTracks = [
    { name: 'First Light', isrc: 'USRC17600001', genre_id: 1, artist_ids: [3] },
    { name: 'Second Wind', isrc: 'USRC17600002', mix_name: 'Extended Mix' },
];
const send = (form: FormData, as = 'content_ops') =>
    api.as(as, '/v4/packaging/packages/', { method: 'POST', body: form });

describe('packaging: create package', () => {
    it('creates the release, its tracks in order, the cover and the audio in one call, and starts the encode job', async () => {
        const res = await send(packageForm({ release, tracks: twoTracks }, [wav(0.2), wav(0.3)]));
        expect(res.status, await res.clone().text()).toBe(201);
        const body = (await res.json()) as {
            release: { id: number; name: string; image: string; label: { id: number } };
            tracks: { id: number; name: string; track_position: number; release: { id: number } }[];
            job: { id: number; kind: string; state: string; target_id: number };
        };
        expect(body.release.name).toBe('Packaged Release');
        expect(body.release.image).toMatch(/^\/v4\/media\/images\/\d+\/$/);
        expect(body.tracks.map(t => [t.name, t.track_position])).toEqual([
            ['First Light', 1],
            ['Second Wind', 2],
        ]);
        expect(body.job).toMatchObject({ kind: 'release-encode', state: 'QUEUED', target_id: body.release.id });
        const files = api.db
            .prepare('SELECT track_id, format FROM audio_files WHERE track_id IN (?, ?) ORDER BY track_id')
            .all(body.tracks[0].id, body.tracks[1].id);
        expect(files).toEqual([
            { track_id: body.tracks[0].id, format: 'wav' },
            { track_id: body.tracks[1].id, format: 'wav' },
        ]);
        // The artists: track 1 its own, track 2 the release's; both named on the records.
        const artistName = (id: number) =>
            api.db.prepare('SELECT name FROM artists WHERE id = ?').pluck().get(id) as string;
        const read = async (path: string) =>
            (await (await api.as('content_ops', path)).json()) as Record<string, unknown>;
        const tracksRead = await Promise.all(body.tracks.map(t => read(`/v4/catalog/tracks/${t.id}/`)));
        expect(tracksRead.map(t => (t.artists as { id: number }[]).map(a => a.id))).toEqual([
            [3],
            [1, 2].sort((a, b) => artistName(a).localeCompare(artistName(b))),
        ]);
        expect(tracksRead[0].artist_name).toBe(artistName(3));
        expect((await read(`/v4/catalog/releases/${body.release.id}/`)).artist_name).toBe(
            `${artistName(1)}, ${artistName(2)}`
        );
        const history = api.db
            .prepare("SELECT count(*) FROM history WHERE resource = 'catalog/releases' AND record_id = ?")
            .pluck()
            .get(body.release.id) as number;
        expect(history).toBeGreaterThan(0);
    });

    it('leaves nothing created when a track upload fails (a non-audio file renamed .wav)', async () => {
        const before = counts();
        const res = await send(packageForm({ release, tracks: twoTracks }, [wav(0.2), ['track2.wav', mp3()]]));
        expect(res.status).toBe(400);
        const body = (await res.json()) as { detail: string; errors: Record<string, string> };
        expect(body.detail).toMatch(/^Track 2: Upload failed\. Please try again\./);
        expect(Object.keys(body.errors)).toEqual(['tracks.1.audio']);
        expect(counts()).toEqual(before);
    });

    it('undoes the release and the first track when a later track is refused while writing', async () => {
        const before = counts();
        // Genre 99999 passes the field checks and is refused by the reference check, after track 1 was written.
        const tracks = [twoTracks[0], { name: 'Bad Genre', genre_id: 99999 }];
        const res = await send(packageForm({ release, tracks }, [wav(0.2), wav(0.2)]));
        expect(res.status).toBe(400);
        expect(((await res.json()) as { detail: string }).detail).toMatch(/^Track 2: /);
        expect(counts()).toEqual(before);
    });

    it('refuses the release and track rules of the model', async () => {
        const before = counts();
        const bad: [unknown, string][] = [
            [{ release: { ...release, upc: '1'.repeat(33) }, tracks: twoTracks }, 'UPC/EAN'],
            [{ release: { ...release, grid: 'A'.repeat(19) }, tracks: twoTracks }, 'Global Release ID'],
            [{ release: { ...release, pre_order_weeks: 5 }, tracks: twoTracks }, 'Default Pre-order Weeks'],
            [{ release: { ...release, exclusive_period_id: 4 }, tracks: twoTracks }, 'Exclusive Period'],
            [
                {
                    release: { ...release, is_available_for_pre_order: true, pre_order_date: '2027-03-05' },
                    tracks: twoTracks,
                },
                'Pre-order time must be before publish time',
            ],
            [{ release, tracks: [{ ...twoTracks[0], isrc: 'X'.repeat(17) }, twoTracks[1]] }, 'Track 1: ISRC'],
            [{ release, tracks: [twoTracks[0], { ...twoTracks[1], name: 'x'.repeat(251) }] }, 'Track 2: Title'],
        ];
        for (const [pkg, words] of bad) {
            const res = await send(packageForm(pkg, [wav(0.2), wav(0.2)]));
            expect(res.status, words).toBe(400);
            expect(((await res.json()) as { detail: string }).detail).toContain(words);
        }
        const small = await send(
            packageForm({ release, tracks: twoTracks }, [wav(0.2), wav(0.2)], solidPng(400, 400, [1, 2, 3]))
        );
        expect(((await small.json()) as { detail: string }).detail).toBe(
            'Cover art must be at least 500x500 and square'
        );
        const oblong = await send(
            packageForm({ release, tracks: twoTracks }, [wav(0.2), wav(0.2)], solidPng(800, 600, [1, 2, 3]))
        );
        expect(oblong.status).toBe(400);
        expect(counts()).toEqual(before);
    });

    it('is for admin and content ops only', async () => {
        const res = await send(packageForm({ release, tracks: twoTracks }, [wav(0.2), wav(0.2)]), 'curation');
        expect(res.status).toBe(403);
    });
});

describe('packaging: drafts', () => {
    const draftsOf = async (user: string) =>
        (
            (await (await api.as(user, '/v4/packaging/drafts/')).json()) as {
                results: { id: number; data: unknown; updated: string }[];
            }
        ).results;

    it('saves, replaces, lists and deletes a user’s own drafts; another user sees none of them', async () => {
        const created = await api.as('content_ops', '/v4/packaging/drafts/', {
            method: 'POST',
            json: { data: { release: { name: 'Half done' }, tracks: [{}] } },
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        const replaced = await api.as('content_ops', `/v4/packaging/drafts/${id}/`, {
            method: 'PUT',
            json: { data: { release: { name: 'Nearly done' }, tracks: [{ name: 'One' }] } },
        });
        expect(replaced.status).toBe(200);
        const mine = await draftsOf('content_ops');
        expect(mine[0]).toMatchObject({ id, data: { release: { name: 'Nearly done' }, tracks: [{ name: 'One' }] } });
        expect((await draftsOf('admin')).some(d => d.id === id)).toBe(false);
        expect(
            (await api.as('admin', `/v4/packaging/drafts/${id}/`, { method: 'PUT', json: { data: {} } })).status
        ).toBe(404);
        expect((await api.as('admin', `/v4/packaging/drafts/${id}/`, { method: 'DELETE' })).status).toBe(404);
        expect((await api.as('content_ops', `/v4/packaging/drafts/${id}/`, { method: 'DELETE' })).status).toBe(204);
        expect((await draftsOf('content_ops')).some(d => d.id === id)).toBe(false);
    });

    it('refuses an oversized draft and keeps the one stored', async () => {
        const res = await api.as('content_ops', '/v4/packaging/drafts/', {
            method: 'POST',
            json: { data: { release: { name: 'x'.repeat(DRAFT_MAX_CHARS) } } },
        });
        expect(res.status).toBe(413);
        expect(((await res.json()) as { detail: string }).detail).toBe(
            `A draft holds at most ${DRAFT_MAX_CHARS} characters`
        );
    });
});

describe('packaging: artists', () => {
    it('refuses a release without artists, a wrong artist list and an unknown artist, creating nothing', async () => {
        const before = counts();
        const cases: [unknown, string][] = [
            [{ release: { ...release, artist_ids: [] }, tracks: twoTracks }, messages.packaging.artistRequired],
            [{ release: { ...release, artist_ids: 'Burial' }, tracks: twoTracks }, messages.validation.idList],
            [
                { release, tracks: [{ ...twoTracks[0], artist_ids: [999999] }, twoTracks[1]] },
                fill(messages.packaging.unknownArtist, { id: 999999 }),
            ],
        ];
        for (const [pkg, detail] of cases) {
            const res = await send(packageForm(pkg, [wav(0.1), wav(0.1)]));
            expect(res.status).toBe(400);
            expect(((await res.json()) as { detail: string }).detail).toBe(detail);
        }
        expect(counts()).toEqual(before);
    });
});
