/**
 * Journey: a safe edit. Two people edit one track at once. The second is told what changed
 * meanwhile, sees under "Your unsaved changes" only the field they changed, overwrites after a
 * confirm, and the API holds both changes. An ISRC is checked as it is typed, with its valid form
 * on screen; the Release picker tells releases apart by artists, label and catalog number.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, fillSettled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, openTrack } from './editSteps';

const base = inject('baseUrl');
const m = messages.conflict;
const v = messages.validation;

const browser = useBrowser();

describe('a safe edit', () => {
    it('two people edit one track: the second sees only their own change, overwrites, and the API keeps both', async () => {
        const title = `Safe Edit ${Date.now().toString(36)}`;
        const [first, second] = await Promise.all(['admin', 'content_ops'].map(u => signedIn(browser, base, u)));
        const { id } = await newTrack(first, base, title);
        for (const page of [first, second]) await openTrack(page, title);

        // (The form may still reset itself to its loaded values once its lists arrive: set, and see it kept.)
        await fillSettled(first.getByRole('textbox', { name: 'Mix Name' }), 'Their Dub');
        await first.getByRole('button', { name: 'Save' }).click();
        await first.getByText(`Track "${title}" saved`).waitFor();

        await fillSettled(second.getByRole('textbox', { name: 'Title' }), `${title} (mine)`);
        await second.getByRole('button', { name: 'Save' }).click();
        const dialog = second.getByRole('dialog', { name: m.title });
        await dialog.waitFor();
        await dialog.getByText(m.stale).waitFor();
        expect(await dialog.getByRole('list', { name: m.theirs }).innerText()).toContain('Mix Name');
        const yours = await dialog.getByRole('list', { name: m.yours }).getByRole('listitem').allInnerTexts();
        expect(yours).toEqual([`Title: ${title} → ${title} (mine)`]);
        await shot(second, 'journey-safeEdit-conflict');

        await dialog.getByRole('button', { name: m.overwrite }).click();
        const ask = second.getByRole('dialog', { name: m.overwrite });
        await ask.getByText(m.overwriteConfirm).waitFor();
        await ask.getByRole('button', { name: messages.confirm.proceed }).click();
        await second.getByText(`Track "${title} (mine)" saved`).waitFor();
        await dialog.waitFor({ state: 'detached' });

        const stored = (await apiAs(second, base, `catalog/tracks/${id as number}/`)).body;
        expect(stored).toMatchObject({ name: `${title} (mine)`, mix_name: 'Their Dub' });
    });

    it('an ISRC is checked as it is typed, with its valid form shown; a valid one is saved', async () => {
        const title = `ISRC Check ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const { id } = await newTrack(page, base, title);
        await openTrack(page, title);

        const isrc = page.getByRole('textbox', { name: 'ISRC' });
        // The rule is on screen before anything is typed, and read with the field.
        await page.getByText(v.isrcFormat).waitFor();
        expect(await isrc.getAttribute('aria-describedby')).toBeTruthy();
        await fillSettled(isrc, 'US-AB');
        await page.getByText(v.isrcInvalid, { exact: true }).waitFor();
        await page.getByText(v.isrcFormat).waitFor();
        await shot(page, 'journey-safeEdit-isrc-typing');
        await isrc.pressSequentially('C-26-00042');
        // Saved in canonical form, and said so (issue 40: stored with its hyphens, it was not found by ISRC).
        await page.getByText(fill(v.savedAs, { valid: v.isrcValid, value: 'USABC2600042' }), { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByText(`Track "${title}" saved`).waitFor();
        expect((await apiAs(page, base, `catalog/tracks/${id as number}/`)).body.isrc).toBe('USABC2600042');
    });

    it('the Release picker tells releases of one title apart', async () => {
        const title = `Pick Release ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'admin');
        await newTrack(page, base, title);
        await openTrack(page, title);
        // A title several releases share (the seeded catalog has many).
        const names = (await apiAs(page, base, 'catalog/releases/?per_page=100&order_by=name')).body.results.map(
            r => r.name as string
        );
        const shared = names.find((name, i) => names.indexOf(name) !== i)!;
        const picker = page.getByRole('combobox', { name: 'Release' });
        await picker.click();
        await picker.fill(shared);
        const options = page.getByRole('option').filter({ hasText: shared });
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(1);
        const details = (await options.allTextContents()).map(t => t.replace(`${shared}, `, ''));
        // Each shows artists · label · catalog number, and no two are alike.
        for (const detail of details) expect(detail).toMatch(/^.+ · .+ · .+$/);
        expect(new Set(details).size).toBe(details.length);
        await shot(page, 'journey-safeEdit-release-picker');
        await page.keyboard.press('Escape');
    });
});
