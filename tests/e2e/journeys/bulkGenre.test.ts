/**
 * Journey: a bulk change of genre with its sub-genre (issue 40). A content editor selects two
 * tracks, chooses a genre and one of its sub-genres, reads the preview (each track with its id, the
 * new genre by name), goes Back to find the choice as it was, then applies it.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, tracksTitled } from './editSteps';

const base = inject('baseUrl');
const browser = useBrowser();

describe('a bulk change of genre and sub-genre', () => {
    it('previews each track by its id, keeps the choice on Back, and applies it', async () => {
        const stamp = `Bulk Genre ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const ids = [];
        for (const n of ['A', 'B']) ids.push((await newTrack(page, base, `${stamp} ${n}`)).id as number);
        const genre = (await apiAs(page, base, 'catalog/genres/?name=Trance')).body.results[0];
        const sub = (await apiAs(page, base, `catalog/sub-genres/?genre_id=${genre.id as number}`)).body.results[0];

        await tracksTitled(page, stamp);
        const table = page.getByRole('table');
        for (const n of ['A', 'B'])
            await table
                .getByRole('row')
                .filter({ hasText: `${stamp} ${n}` })
                .getByRole('checkbox')
                .check();
        await page.getByRole('button', { name: 'Bulk Update' }).click();
        const dialog = page.getByRole('dialog', { name: 'Update 2 selected' });
        await dialog.getByRole('combobox', { name: 'Field' }).click();
        await page.getByRole('option', { name: 'Genre', exact: true }).click();
        // The genre comes with its sub-genre.
        await dialog.getByRole('combobox', { name: 'Sub-genre', exact: true }).waitFor();
        await dialog.getByRole('combobox', { name: 'Genre', exact: true }).fill(String(genre.name));
        await page
            .getByRole('option')
            .filter({ hasText: `ID ${genre.id as number}` })
            .click();
        await dialog.getByRole('combobox', { name: 'Sub-genre', exact: true }).click();
        await page
            .getByRole('option')
            .filter({ hasText: `ID ${sub.id as number}` })
            .click();
        await settled(page);
        await shot(page, 'journey-bulkGenre-choice');

        await dialog.getByRole('button', { name: messages.bulkEdit.preview, exact: true }).click();
        const preview = dialog.getByRole('table', { name: messages.bulkEdit.preview });
        for (const id of ids)
            await preview
                .getByRole('row')
                .filter({ hasText: `ID ${id}` })
                .waitFor({ timeout: 15_000 });
        await expect
            .poll(() =>
                preview
                    .getByRole('row')
                    .filter({ hasText: `→ ${String(genre.name)} (ID ${genre.id as number})` })
                    .count()
            )
            .toBe(2);
        await shot(page, 'journey-bulkGenre-preview');
        // Back: the choice as it was.
        await dialog.getByRole('button', { name: messages.bulkEdit.back }).click();
        expect(await dialog.getByRole('combobox', { name: 'Genre', exact: true }).inputValue()).toBe(
            String(genre.name)
        );
        expect(await dialog.getByRole('combobox', { name: 'Sub-genre', exact: true }).inputValue()).toBe(
            String(sub.name)
        );
        await dialog.getByRole('button', { name: messages.bulkEdit.preview, exact: true }).click();
        await dialog.getByRole('button', { name: fill(messages.bulkEdit.apply, { count: 2 }) }).click();
        await page.getByText('2 tracks updated').waitFor();
        for (const id of ids) {
            const track = (await apiAs(page, base, `catalog/tracks/${id}/`)).body;
            expect([track.genre_id, track.sub_genre_id]).toEqual([genre.id, sub.id]);
        }
    });
});
