/**
 * A track's songwriters, publishers and stream, and an artist's music-profile link, in the browser: a
 * catalog editor adds a songwriter and saves the publishers list whole (shares over 100 % refused);
 * an admin pulls the partner's image for a linked artist.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '../../resources/messages';
import { wav } from '../support/audio';
import { shot, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
const browser = useBrowser();

describe('songwriters, publishers and the music-profile link', () => {
    it('a catalog editor adds a songwriter and a publisher; shares over 100 % are refused', async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Ftracks%2F5%2Frights');
        const publishers = page.getByRole('table', { name: 'Publishers' });
        await publishers.getByRole('row').nth(1).waitFor();

        await page.getByRole('button', { name: 'Add songwriter' }).click();
        let dialog = page.getByRole('dialog', { name: 'Add songwriter' });
        await dialog.getByRole('textbox', { name: 'Name' }).fill('Mara Quill');
        await dialog.getByRole('combobox', { name: 'Songwriter Type' }).click();
        await page.getByRole('option', { name: 'Lyricist', exact: true }).click();
        await dialog.getByRole('button', { name: 'Add' }).click();
        await page.getByRole('table', { name: 'Songwriters' }).getByRole('cell', { name: 'Mara Quill' }).waitFor();

        await page.getByRole('button', { name: 'Add publisher' }).click();
        dialog = page.getByRole('dialog', { name: 'Add publisher' });
        await dialog.getByRole('textbox', { name: 'Publisher' }).fill('Quill Songs');
        await dialog.getByRole('spinbutton', { name: 'Share %' }).fill('25');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await page.getByText(messages.validation.sharesOver).first().waitFor();
        await shot(page, 'track-rights-refused');
        // Closing it drops what was typed: asked first.
        await dialog.getByRole('button', { name: messages.confirm.cancel }).click();
        await page
            .getByRole('dialog', { name: messages.confirm.title })
            .getByRole('button', { name: messages.confirm.ok })
            .click();

        // Make room, then add.
        await publishers.getByRole('button', { name: 'Edit' }).first().click();
        dialog = page.getByRole('dialog', { name: 'Edit publisher' });
        await dialog.getByRole('spinbutton', { name: 'Share %' }).fill('75');
        await dialog.getByRole('button', { name: 'Save' }).click();
        await publishers.getByRole('cell', { name: '75', exact: true }).waitFor();
        await page.getByRole('button', { name: 'Add publisher' }).click();
        dialog = page.getByRole('dialog', { name: 'Add publisher' });
        await dialog.getByRole('textbox', { name: 'Publisher' }).fill('Quill Songs');
        await dialog.getByRole('spinbutton', { name: 'Share %' }).fill('25');
        await dialog.getByRole('button', { name: 'Add' }).click();
        await publishers.getByRole('cell', { name: 'Quill Songs' }).waitFor();
        expect(await publishers.getByRole('row').count()).toBe(3);
        await shot(page, 'track-rights');
    });

    it('an admin pulls a linked artist’s image from the music profile', async () => {
        const page = await signedIn(browser, base, 'admin', '/auth?next=%2Fcatalog%2Fartists%2F20%2Fmusic-profile');
        await page
            .getByRole('table', { name: 'Music-profile mappings' })
            .getByRole('cell', { name: 'mp-20' })
            .waitFor();
        await page.getByRole('button', { name: messages.musicProfile.pullImage }).click();
        await page.getByText(messages.musicProfile.imagePulled).waitFor();
        await shot(page, 'artist-music-profile-pulled');
        await page.getByRole('tab', { name: 'Image' }).click();
        await page.locator('img[src*="/v4/media/images/"]').first().waitFor();
        await shot(page, 'artist-image-pulled');
    });

    it('a label partner plays its own track’s stream in the browser (no needle drop)', async () => {
        const page = await signedIn(browser, base, 'label', '/auth?next=%2Fcatalog%2Ftracks%2F1%2Faudio');
        await page.getByRole('button', { name: messages.player.play }).click();
        await expect
            .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
            .toBeGreaterThan(0.3);
        expect(await page.getByRole('slider').count()).toBe(0);
        await page.getByRole('button', { name: messages.player.pause }).waitFor();
        await shot(page, 'track-player');
    });

    it('a catalog editor allows a country and sees the regional summary follow; sets times for a whole release', async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Ftracks%2F3%2Fcountries');
        const summary = page.getByRole('group', { name: 'Regional summary' });
        await summary.getByText('Latin America: 0 of 2').waitFor();
        await page.getByRole('button', { name: 'Add allowed country' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add allowed country' });
        await dialog.getByRole('combobox', { name: 'Country' }).click();
        await page.getByRole('option', { name: 'Brazil' }).click();
        await dialog.getByRole('button', { name: 'Add' }).click();
        await summary.getByText('Latin America: 1 of 2').waitFor();
        await shot(page, 'track-countries-allowed');

        await page.goto(`${base}/catalog/releases/2/territory-times`);
        await page.getByRole('combobox', { name: 'Territories' }).click();
        await page.getByRole('option', { name: 'Germany' }).click();
        await page.keyboard.press('Escape');
        await page.getByLabel('Publish time (Mountain time)').fill('2027-03-01T09:00');
        await page.getByRole('button', { name: 'Set times' }).click();
        await page.getByRole('dialog').getByRole('button', { name: messages.confirm.proceed }).click();
        await page.getByText(/^Times set on \d+ territor(y|ies) of \d+ tracks?$/).waitFor();
        await shot(page, 'release-territory-times');
    });

    it('an uploaded master is kept and downloads byte for byte; seeded files say they are not stored here', async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Ftracks%2F12%2Faudio');
        const files = page.getByRole('table', { name: 'Audio files' });
        await files.getByText('Not stored here').first().waitFor();
        const master = Buffer.from(wav(0.3));
        await page
            .locator('input[type="file"]')
            .setInputFiles({ name: 'kept.wav', mimeType: 'audio/wav', buffer: master });
        const button = page.getByRole('button', { name: 'Download kept.wav' });
        await button.waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toBe('kept.wav');
        expect(Buffer.compare(readFileSync((await download.path())!), master)).toBe(0);
        await shot(page, 'track-audio-download');
    });
});
