/**
 * Every reference list spec §3 names is served, each item with id, name and description (label
 * managers and genres are collections of their own); the audio formats carry the §9 suffix map.
 */
import { describe, expect, it } from 'vitest';
import { AUDIO_FORMATS, audioFormatOf } from '../../resources/constants';
import { makeApi } from './helpers';

const api = makeApi(20);

// Spec §3 "Reference lists", by the path each is served under.
const SPEC_LISTS: Record<string, string> = {
    'account types': 'account-types',
    'audio formats': 'audio-formats',
    'billing info types': 'billing-info-types',
    'commercial models': 'commercial-model-types',
    countries: 'countries',
    'contact types': 'contact-types',
    'contract types': 'contract-types',
    currencies: 'currency',
    'current statuses': 'current-status',
    'discount types': 'discount-types',
    'exclusive periods': 'exclusive-period',
    'host vendors': 'host-vendors',
    'image types': 'image-types',
    'item types': 'item-types',
    'module types': 'page-module-types',
    'page types': 'page-types',
    'playlist types': 'playlist-types',
    'release types': 'release-types',
    reasons: 'reason',
    'sale types': 'sale-types',
    'songwriter types': 'songwriter-types',
    'source types': 'source-types',
    states: 'states',
    'tracklist vendors': 'tracklist-vendors',
};

describe('reference lists', () => {
    for (const [what, path] of Object.entries(SPEC_LISTS)) {
        it(`${what}: /v4/auxiliary/${path}/`, async () => {
            const res = await api.as('label', `/v4/auxiliary/${path}/?per_page=100`);
            expect(res.status).toBe(200);
            const { count, results } = (await res.json()) as { count: number; results: Record<string, unknown>[] };
            expect(count).toBeGreaterThan(0);
            for (const item of results) {
                expect(item).toEqual(
                    expect.objectContaining({
                        id: expect.any(Number),
                        name: expect.any(String),
                        description: expect.any(String),
                    })
                );
            }
        });
    }

    it('audio formats list the §9 suffixes, previews marked', async () => {
        const { results } = (await (await api.as('admin', '/v4/auxiliary/audio-formats/')).json()) as {
            results: { name: string; suffix: string; preview: boolean }[];
        };
        expect(results.map(r => r.suffix)).toEqual(AUDIO_FORMATS.map(f => f.suffix));
        expect(results.filter(r => r.preview).map(r => r.name)).toEqual(['Low-fi MP3 preview', 'Low-fi MP4 preview']);
    });

    it("exclusive periods: 'Lifetime' (null days) sorts as 250 (§9), in either direction", async () => {
        const names = async (q: string) =>
            (
                (await (await api.as('admin', `/v4/auxiliary/exclusive-period/${q}`)).json()) as {
                    results: { name: string; days: number | null; sort_key: number }[];
                }
            ).results;
        const ascending = await names('');
        expect(ascending.map(r => r.name)).toEqual(['2 Weeks', '4 Weeks', '8 Weeks', 'Lifetime']);
        expect(ascending.find(r => r.name === 'Lifetime')).toMatchObject({ days: null, sort_key: 250 });
        // Descending puts Lifetime first: a null key would sort last (SQLite puts NULL lowest).
        expect((await names('?order_by=-sort_key')).map(r => r.name)).toEqual([
            'Lifetime',
            '8 Weeks',
            '4 Weeks',
            '2 Weeks',
        ]);
    });

    it('a stored file is labelled by its longest matching suffix', () => {
        expect(audioFormatOf('USRC1.FLAC')?.name).toBe('FLAC');
        expect(audioFormatOf('12.aac256.mp4')?.name).toBe('MP4 AAC 256');
        expect(audioFormatOf('12.lofi.mp3')?.name).toBe('Low-fi MP3 preview');
        expect(audioFormatOf('12.mp3')?.name).toBe('MP3');
        expect(audioFormatOf('cover.jpg')).toBeUndefined();
    });
});
