/**
 * Issue 43: a record's pickers (every tab's: the form renders them all) find their choices read
 * beside the record (src/prefetch.ts), so the
 * form's first render shows them and no picker asks for them again (an answer arriving after the
 * form showed would render the whole form again in one page-blocking task).
 */
import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderAt, signIn, useApi } from './harness';

describe("a record's opening", () => {
    const { api, server, http } = useApi(20);

    it("reads its pickers' choices with the record, before the form shows, each once", async () => {
        const track = api.db
            .prepare('SELECT id, genre_id FROM tracks WHERE genre_id IS NOT NULL AND sub_genre_id IS NOT NULL LIMIT 1')
            .get() as { id: number; genre_id: number };
        const reads: string[] = [];
        let genresAnswered = 0;
        server.events.on('request:start', ({ request }) => {
            const url = new URL(request.url);
            if (request.method === 'GET') reads.push(url.pathname + url.search);
        });
        // The genres' answer comes late: the form waits for it rather than showing without it.
        server.use(
            http.get(`${API}/catalog/genres/`, async ({ request }) => {
                await delay(300);
                const answer = await api.app.fetch(request);
                genresAnswered = performance.now();
                return answer;
            })
        );
        await signIn(api, 'admin');
        renderAt(`/catalog/tracks/${track.id}`);
        const genre = (await screen.findByRole('combobox', { name: 'Genre' }, { timeout: 30_000 })) as HTMLInputElement;
        const shown = performance.now();
        expect(genresAnswered).toBeGreaterThan(0);
        expect(genresAnswered).toBeLessThanOrEqual(shown);
        await waitFor(() => expect(genre.value).not.toBe(''));
        // Time for any picker that would ask again to have asked.
        await new Promise(r => setTimeout(r, 500));
        const choicesOf = (path: string) => reads.filter(r => r.startsWith(`/v4/${path}/?`));
        for (const path of ['catalog/releases', 'catalog/keys', 'catalog/genres'])
            expect(choicesOf(path), path).toHaveLength(1);
        // The sub-genres by the record's genre.
        expect(choicesOf('catalog/sub-genres')).toEqual([expect.stringContaining(`genre_id=${track.genre_id}`)]);
    }, 60_000);

    it('reads no choices ahead for someone who may not change the record: its references show as text', async () => {
        const reads: string[] = [];
        server.events.on('request:start', ({ request }) => {
            if (request.method === 'GET') reads.push(new URL(request.url).pathname);
        });
        await signIn(api, 'marketing');
        renderAt('/catalog/tracks/1');
        await screen.findByRole('tab', { name: 'Summary', selected: true }, { timeout: 30_000 });
        await new Promise(r => setTimeout(r, 500));
        expect(screen.queryByRole('combobox', { name: 'Genre' })).toBeNull();
        expect(reads).toContain('/v4/catalog/tracks/1/');
        expect(reads).not.toContain('/v4/catalog/genres/');
    }, 60_000);
});
