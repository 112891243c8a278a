/**
 * Journey: packaging a release across two sittings. From the dashboard: Packaging; the release's
 * details with its artists, a cover of the wrong size refused as soon as it is chosen, a track with
 * its mix name counted to 128; on to step 3, where the draft is saved; the page reloaded and the
 * draft resumed at step 3 without its files: Create re-checks every step and takes the user to the
 * first with a problem, its field marked; files chosen again, the summary names the label and the
 * artists, the package is created (the API holds the release and its tracks with their artists),
 * and the draft is offered no more.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../../resources/messages';
import { solidPng } from '../../../server/core/png';
import { wav } from '../../support/audio';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';

const base = inject('baseUrl');
const m = messages.packaging;
const browser = useBrowser();

const cover = (width: number, height: number) => ({
    name: `cover-${width}x${height}.png`,
    mimeType: 'image/png',
    buffer: solidPng(width, height, [200, 90, 30]),
});
const audio = { name: 'sunrise.wav', mimeType: 'audio/wav', buffer: Buffer.from(wav(0.2)) };
/** The file input beside a chooser button, as the button's click opens it. */
const chooser = (scope: Page | ReturnType<Page['locator']>, name: RegExp) =>
    scope.getByRole('button', { name }).locator('xpath=following-sibling::input[@type="file"]');
const heading = (page: Page, n: number, label: string) =>
    page.getByRole('heading', { name: `Step ${n} of 3: ${label}` });

/** Picks the first option offered for a name typed into an autocomplete; answers the option's text. */
async function pick(page: Page, box: ReturnType<Page['getByRole']>, typed?: string): Promise<string> {
    await box.click();
    if (typed) await box.pressSequentially(typed);
    const option = page.getByRole('option').first();
    // The option's first line is the title; the second tells namesakes apart.
    const text = (await option.innerText()).split('\n')[0].trim();
    await option.click();
    // A single choice shows its title in the box (the option's second line tells records apart).
    return (await box.inputValue()) || text;
}

async function openPackaging(page: Page) {
    const menu = page.getByRole('menu', { name: 'Main menu' });
    await menu.getByRole('menuitem').first().waitFor();
    await settled(page);
    const drafts = page.waitForResponse(
        r => r.url().includes('/v4/packaging/drafts/') && r.request().method() === 'GET'
    );
    await menu.getByRole('menuitem', { name: 'Packaging' }).click();
    await heading(page, 1, 'Release Info').waitFor();
    await drafts;
}

/** A text as an accessible name has it: runs of white space as one space, trimmed. */
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('journey: packaging a release with a resumed draft', () => {
    it('enters artists, checks the cover on choice, re-checks every step before Create, creates it and drops the draft', async () => {
        const page = await signedIn(browser, base, 'admin');
        // Set-up: none of this user's drafts from earlier runs.
        for (const d of (await apiAs(page, base, 'packaging/drafts/')).body.results)
            await apiAs(page, base, `packaging/drafts/${d.id as number}/`, { method: 'DELETE' });
        await openPackaging(page);
        expect(await page.getByText(/^Draft saved/).count()).toBe(0);

        const title = `Sunrise Sessions ${Date.now().toString(36)}`;
        await page.getByRole('textbox', { name: /^Title/ }).fill(title);
        const label = await pick(page, page.getByRole('combobox', { name: /Label/ }));
        const artist = await pick(page, page.getByRole('combobox', { name: 'Artists' }));
        await page.getByRole('textbox', { name: /^UPC\/EAN/ }).fill('884502099991');
        await page.getByLabel('Street Release Date').fill('2027-06-04');
        // A wide cover is refused the moment it is chosen, in the words Next would use.
        await chooser(page, /cover art/).setInputFiles(cover(800, 600));
        await page.getByText(messages.validation.coverArt).waitFor();
        await shot(page, 'journey-packagingResume-cover-refused');
        await chooser(page, /cover art/).setInputFiles(cover(600, 600));
        await expect.poll(() => page.getByText(messages.validation.coverArt).count()).toBe(0);
        await page.getByRole('button', { name: 'Next' }).click();

        await heading(page, 2, 'Track Details').waitFor();
        const first = page.getByRole('region', { name: 'Track 1' });
        await first.getByRole('textbox', { name: /^Title/ }).fill('First Light');
        // One rule, one counter: a track's mix name counts to 128.
        const mix = first.getByRole('textbox', { name: /^Mix Name/ });
        await mix.fill('Extended Mix');
        await first.getByText(/^12\/128/).waitFor();
        await first.getByText(m.trackArtistsHint).waitFor();
        await chooser(first, /audio file/).setInputFiles(audio);
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 3, 'Create Package').waitFor();
        await page.getByText(/^Draft saved/).waitFor({ timeout: 15_000 });

        // Another sitting: the page reloads and the draft resumes at step 3, without its files.
        await page.reload();
        await page.getByRole('button', { name: /^Resume draft from / }).click();
        await heading(page, 3, 'Create Package').waitFor();
        await page.getByText(m.filesNotKept).waitFor();
        await page.getByRole('button', { name: 'Create package', exact: true }).click();
        // Every step is checked again: the first with a problem opens, its field marked.
        await heading(page, 1, 'Release Info').waitFor();
        const alert = page.getByRole('alert').filter({ hasText: m.fixEarlierStep });
        await alert.getByText(`Cover Art: ${m.coverRequired}`).waitFor();
        await page.locator('.MuiFormHelperText-root.Mui-error').filter({ hasText: m.coverRequired }).waitFor();
        await shot(page, 'journey-packagingResume-sent-back');
        expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);

        await chooser(page, /cover art/).setInputFiles(cover(600, 600));
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 2, 'Track Details').waitFor();
        expect(await mix.inputValue()).toBe('Extended Mix');
        await chooser(first, /audio file/).setInputFiles(audio);
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 3, 'Create Package').waitFor();

        // Every file chosen again: the reminder has gone. The summary names the label and the artists.
        const summary = page.getByRole('table', { name: 'Release' });
        await summary.getByRole('row', { name: new RegExp(`Label.*${escape(label)}`) }).waitFor();
        await summary.getByRole('row', { name: new RegExp(`Artists.*${escape(artist)}`) }).waitFor();
        await page
            .getByRole('table', { name: 'Tracks' })
            .getByRole('cell', { name: new RegExp(`^${escape(artist)}$`) })
            .waitFor();
        expect(await page.getByText(m.filesNotKept).count()).toBe(0);
        await shot(page, 'journey-packagingResume-summary');
        await page.getByRole('button', { name: 'Create package', exact: true }).click();
        const created = page.getByText(/^Package created: release \d+ with 1 track\./).first();
        await created.waitFor({ timeout: 20_000 });
        const releaseId = Number(/release (\d+)/.exec(await created.innerText())![1]);
        await shot(page, 'journey-packagingResume-created');

        // The API holds the release and its track, with their artists.
        const release = (await apiAs(page, base, `catalog/releases/${releaseId}/`)).body;
        // A picked name is read as the screen shows it (white space collapsed; the hostile sweep
        // may have renamed the artist with a leading tab), so the stored names are read the same way.
        expect(release.name).toBe(title);
        expect(shown(release.artist_name as string)).toBe(artist);
        const tracks = (await apiAs(page, base, `catalog/releases/${releaseId}/tracks/`)).body.results;
        expect(tracks.map(t => [t.name, t.mix_name])).toEqual([['First Light', 'Extended Mix']]);
        const track = (await apiAs(page, base, `catalog/tracks/${tracks[0].id as number}/`)).body;
        expect((track.artists as { name: string }[]).map(a => shown(a.name))).toEqual([artist]);

        // The draft went with the package: not offered again, and a fresh form keeps none.
        expect((await apiAs(page, base, 'packaging/drafts/')).body.results).toEqual([]);
        await page.getByRole('button', { name: 'Package another release' }).click();
        await heading(page, 1, 'Release Info').waitFor();
        await page.getByRole('menuitem', { name: 'Dashboard' }).click();
        await openPackaging(page);
        expect(await page.getByText('You have a saved packaging draft.').count()).toBe(0);
        expect((await apiAs(page, base, 'packaging/drafts/')).body.results).toEqual([]);
    });
});

/**
 * A name as a pattern for an accessible name: its characters literal, its white space as an
 * accessible name has it (runs collapsed to one space, the ends trimmed).
 */
function escape(text: string): string {
    return text
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
