/**
 * The packaging tool and the partner area in the browser: a content_ops user packages a release
 * with two tracks in three steps, reloading mid-way and resuming the saved draft; a track upload
 * that fails on the way leaves nothing created; a supplier accepts the service agreement and sees
 * when and by whom; /create, account and help as their users see them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { solidPng } from '../../server/core/png';
import { mp3, wav } from '../support/audio';
import { axeFindings, blocking, describeFindings } from './axe';
import { apiAs, shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

const api = (page: Page, path: string, init: { method?: string; json?: unknown } = {}) => apiAs(page, base, path, init);
const png = (size: number) => ({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: solidPng(size, size, [30, 60, 90]),
});
const audio = (name: string, bytes = wav(0.2)) => ({ name, mimeType: 'audio/wav', buffer: Buffer.from(bytes) });
/** The file input beside a chooser button (`Choose cover art`, `Replace audio file` …). */
const chooser = (scope: Page | ReturnType<Page['locator']>, name: RegExp) =>
    scope.getByRole('button', { name }).locator('xpath=following-sibling::input[@type="file"]');
const heading = (page: Page, n: number, label: string) =>
    page.getByRole('heading', { name: `Step ${n} of 3: ${label}` });

/** Starts from no saved drafts of this user (other runs of this file may have left one). */
async function noDrafts(page: Page) {
    const { body } = await api(page, 'packaging/drafts/');
    for (const d of body.results) await api(page, `packaging/drafts/${d.id}/`, { method: 'DELETE' });
}

async function releaseInfo(page: Page, title: string) {
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    // Any label will do (their names may be another test's hostile text): the first offered.
    await page.getByRole('combobox', { name: /Label/ }).click();
    await page.getByRole('option').first().click();
    // The release's artists (spec §3): the first offered.
    await page.getByRole('combobox', { name: 'Artists' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: /^UPC\/EAN/ }).fill('884502012345');
    await page.getByLabel('Street Release Date').fill('2027-05-07');
    await chooser(page, /cover art/).setInputFiles(png(600));
    await page.getByText('cover.png').waitFor();
}

async function track(page: Page, n: number, title: string, file: ReturnType<typeof audio>) {
    const card = page.getByRole('region', { name: `Track ${n}` });
    await card.getByRole('textbox', { name: /^Title/ }).fill(title);
    await chooser(card, /audio file/).setInputFiles(file);
    await card.getByText(file.name, { exact: true }).waitFor();
}

/** No serious or critical axe finding on the screen as it is now. */
async function accessible(page: Page) {
    const found = blocking(await axeFindings(page));
    expect(found, describeFindings(found)).toEqual([]);
}

const releasesNamed = async (page: Page, name: string) =>
    (await api(page, `catalog/releases/?name=${encodeURIComponent(name)}`)).body.results as {
        id: number;
        name: string;
    }[];

describe('packaging', () => {
    it('a content_ops user packages a release with two tracks in three steps, resuming the draft after a reload', async () => {
        const title = `Packaged in the browser ${Date.now()}`;
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fpackaging');
        await noDrafts(page);
        await page.reload();
        await heading(page, 1, 'Release Info').waitFor();
        // Nothing typed: Next stays and says what to fix.
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('alert').getByText('Title: Required').waitFor();
        await releaseInfo(page, title);
        await expect.poll(() => page.getByRole('alert').count()).toBe(0);
        await shot(page, 'packaging-step1-release');
        await accessible(page);
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 2, 'Track Details').waitFor();
        await page
            .getByRole('region', { name: 'Track 1' })
            .getByRole('textbox', { name: /^Title/ })
            .fill('Harbour Lights');
        // The typing reaches the server as a draft (after a pause), with the step it was on.
        const savedDraft = async () => {
            const [latest] = (await api(page, 'packaging/drafts/')).body.results as {
                data: { step: string; draft: { tracks: { name?: string }[] } };
            }[];
            return latest && [latest.data.step, latest.data.draft.tracks[0]?.name];
        };
        await expect.poll(savedDraft, { timeout: 15_000 }).toEqual(['tracks', 'Harbour Lights']);
        await page.getByText(/^Draft saved/).waitFor();

        // Mid-way: the page reloads; the draft is offered back and resumes at the step it was on.
        await page.reload();
        await page.getByRole('button', { name: /^Resume draft from / }).click();
        await heading(page, 2, 'Track Details').waitFor();
        const first = page.getByRole('region', { name: 'Track 1' });
        expect(await first.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe('Harbour Lights');
        await page.getByText(messages.packaging.filesNotKept).waitFor();
        // Files are chosen again: the cover on step 1 (everything typed there is back too).
        await page.getByRole('button', { name: 'Back' }).click();
        expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(title);
        await chooser(page, /cover art/).setInputFiles(png(600));
        await page.getByRole('button', { name: 'Next' }).click();

        // A renamed MP3 is refused by its content before anything is sent.
        await chooser(first, /audio file/).setInputFiles(audio('renamed.wav', mp3()));
        await page.getByRole('button', { name: 'Next' }).click();
        await page
            .getByRole('alert')
            .getByText(/^Track 1 · Audio File: Upload failed/)
            .waitFor();
        await track(page, 1, 'Harbour Lights', audio('harbour.wav'));
        await page.getByRole('button', { name: 'Add track' }).click();
        await track(page, 2, 'Night Ferry', audio('ferry.wav'));
        await shot(page, 'packaging-step2-tracks');
        await accessible(page);
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 3, 'Create Package').waitFor();
        await shot(page, 'packaging-step3-create');
        await accessible(page);
        await page.getByRole('button', { name: 'Create package', exact: true }).click();
        await page
            .getByText(/^Package created: release \d+ with 2 tracks/)
            .first()
            .waitFor();
        await shot(page, 'packaging-created');

        const [created] = await releasesNamed(page, title);
        const tracks = (await api(page, `catalog/releases/${created.id}/tracks/`)).body.results;
        expect(tracks.map(t => t.name)).toEqual(['Harbour Lights', 'Night Ferry']);
        const files = await Promise.all(
            tracks.map(async t => (await api(page, `catalog/tracks/${t.id}/audio-files/`)).body.results.length)
        );
        expect(files).toEqual([1, 1]);
        // The draft is gone with the package made from it.
        expect((await api(page, 'packaging/drafts/')).body.results).toEqual([]);
    });

    it('a track upload that fails on the way leaves nothing created', async () => {
        const title = `Never packaged ${Date.now()}`;
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fpackaging');
        await noDrafts(page);
        await page.reload();
        await heading(page, 1, 'Release Info').waitFor();
        await releaseInfo(page, title);
        await page.getByRole('button', { name: 'Next' }).click();
        await track(page, 1, 'Arrives Whole', audio('whole.wav'));
        await page.getByRole('button', { name: 'Add track' }).click();
        await track(page, 2, 'Arrives Broken', audio('broken.wav'));
        await page.getByRole('button', { name: 'Next' }).click();
        await heading(page, 3, 'Create Package').waitFor();
        // The second track's file is damaged on its way to the API (its WAVE header lost).
        await page.route('**/v4/packaging/packages/', async route => {
            const body = route.request().postDataBuffer()!;
            const second = body.indexOf('WAVE', body.indexOf('WAVE') + 4);
            body.write('JUNK', second, 'latin1');
            await route.continue({ postData: body });
        });
        await page.getByRole('button', { name: 'Create package', exact: true }).click();
        await page
            .getByText(/^Error during release create\/update: Track 2: Upload failed\. Please try again\./)
            .waitFor();
        await heading(page, 3, 'Create Package').waitFor();
        await shot(page, 'packaging-failed-upload');
        expect(await releasesNamed(page, title)).toEqual([]);
        const tracks = (await api(page, `catalog/tracks/?name=${encodeURIComponent('Arrives Whole')}`)).body.results;
        expect(tracks).toEqual([]);
        await noDrafts(page);
    });
});

describe('partner area and quick create', () => {
    it('a supplier accepts the service agreement and sees the date and who accepted it', async () => {
        const page = await signedIn(browser, base, 'supplier', '/auth?next=%2Fservice-agreement');
        await page.getByRole('list', { name: 'Agreement text' }).waitFor();
        const accepted = page.getByText(/^Accepted on .+ by supplier$/);
        if (!(await accepted.count())) {
            await page.getByRole('checkbox', { name: /I have read version/ }).check();
            await page.getByRole('button', { name: 'Accept' }).click();
        }
        await accepted.waitFor();
        const { body } = await api(page, 'catalog/suppliers/1/service-agreement/');
        expect((body.accepted as { username: string }).username).toBe('supplier');
        await shot(page, 'service-agreement-accepted');
        await accessible(page);

        await page.goto(`${base}/account`);
        await page.getByRole('heading', { name: 'Billing details' }).waitFor();
        await page.getByRole('link', { name: /Identity account/ }).waitFor();
        await shot(page, 'account-supplier');
        await accessible(page);
        await page.goto(`${base}/resources`);
        await page.getByRole('button', { name: /^Download release-metadata-template\.csv/ }).waitFor();
        await shot(page, 'resources');
        await accessible(page);
        await page.goto(`${base}/support`);
        await page.getByRole('heading', { name: 'Contact support' }).waitFor();
        await page.getByRole('textbox', { name: /^Subject/ }).fill('Statement question');
        await page.getByRole('textbox', { name: /^Message/ }).fill('<b>Where</b> is my March statement?');
        await page.getByRole('button', { name: 'Send message' }).click();
        await page.getByText(/^Thank you: your message was sent as ticket \d+\.$/).waitFor();
        await shot(page, 'support-contact');
        await accessible(page);
    });

    it('an admin’s /create offers the quick-create entries it may use; help names the support mail', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcreate');
        const list = page.getByRole('list', { name: 'Quick create' });
        await list.waitFor();
        const entries = await list.getByRole('link').allInnerTexts();
        expect(entries.slice(0, 5)).toEqual([
            'New Release (packaging tool)',
            'New Artist',
            'New Label',
            'New Chart',
            'New Page',
        ]);
        expect(entries).toContain('New Live Stream');
        await shot(page, 'create');
        await accessible(page);
        await page.goto(`${base}/help`);
        await page.getByRole('link', { name: 'support@example.com' }).waitFor();
        await shot(page, 'help');
        await accessible(page);
    });
});
