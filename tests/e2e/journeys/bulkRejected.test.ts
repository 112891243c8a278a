/**
 * Journey (issue 44): a content editor bulk-changes 30 tracks; over 25 records the change waits for
 * an admin ("Sent for approval", nothing written). The admin follows the app bar's count to the
 * inbox, opens the request, reads its diff, and rejects it with a reason; the tracks keep their
 * BPM and the editor's inbox shows the rejection with that reason.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { apiAs, settled, shot, signedIn } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack } from './editSteps';

const base = inject('baseUrl');
const browser = useBrowser();
const words = messages.approvals;
const COUNT = 30;

describe('journey: a bulk change of 30 tracks waits for an admin, who rejects it', () => {
    it('is sent for approval by content_ops, and rejected with a reason from the inbox by admin', async () => {
        const stamp = `Held Bulk ${Date.now().toString(36)}`;
        const editor = await signedIn(browser, base, 'content_ops');
        await editor.setViewportSize({ width: 1440, height: 900 });
        const ids: number[] = [];
        for (let n = 1; n <= COUNT; n++)
            ids.push((await newTrack(editor, base, `${stamp} ${String(n).padStart(2, '0')}`)).id as number);

        // The list of those tracks, 50 a page, all selected at once.
        await editor.goto(
            `${base}/catalog/tracks?${new URLSearchParams({ filter: JSON.stringify({ name: stamp }), perPage: '50' })}`
        );
        const table = editor.getByRole('table');
        await expect
            .poll(() => table.getByRole('row').filter({ hasText: stamp }).count(), { timeout: 20_000 })
            .toBe(COUNT);
        await table.getByRole('checkbox', { name: /select all/i }).check();
        await editor.getByRole('button', { name: 'Bulk Update' }).click();
        const dialog = editor.getByRole('dialog', { name: `Update ${COUNT} selected` });
        await dialog.waitFor();
        await dialog.getByRole('combobox', { name: 'Field' }).click();
        await settled(editor);
        await editor.getByRole('option', { name: 'BPM', exact: true }).click();
        await dialog.getByRole('spinbutton', { name: 'BPM' }).fill('133');
        await dialog.getByRole('button', { name: messages.bulkEdit.preview, exact: true }).click();
        await dialog.getByRole('table', { name: messages.bulkEdit.preview }).waitFor();
        await dialog.getByRole('button', { name: fill(messages.bulkEdit.apply, { count: COUNT }) }).click();
        await editor.getByText(words.sentForApproval).waitFor({ timeout: 20_000 });
        await shot(editor, 'journey-bulkRejected-sent');
        for (const id of [ids[0], ids[COUNT - 1]])
            expect((await apiAs(editor, base, `catalog/tracks/${id}/`)).body.bpm).not.toBe(133);

        // The admin sees the count in the app bar and follows it.
        const admin = await signedIn(browser, base, 'admin');
        await admin.setViewportSize({ width: 1440, height: 900 });
        await admin.getByRole('link', { name: /^Approvals: \d+ waiting$/ }).click();
        await admin.waitForURL(/\/approvals/);
        const row = admin
            .getByRole('table', { name: words.heading.pending })
            .getByRole('row')
            .filter({ hasText: `Bulk change of ${COUNT} records` })
            .filter({ hasText: 'content_ops' })
            .last();
        await row.getByRole('button', { name: /^Open/ }).click();
        const request = admin.getByRole('dialog');
        const diff = request.getByRole('table', { name: words.diff });
        await diff.waitFor({ timeout: 20_000 });
        await expect.poll(() => diff.getByRole('row').filter({ hasText: '→ 133' }).count()).toBe(COUNT);
        await request.getByRole('button', { name: words.reject }).click();
        await request.getByRole('textbox', { name: /Reason/ }).fill('Wrong tempo for these');
        await shot(admin, 'journey-bulkRejected-reason');
        await request.getByRole('button', { name: words.reject }).click();
        await admin.getByText(words.rejected).waitFor({ timeout: 20_000 });
        for (const id of [ids[0], ids[COUNT - 1]])
            expect((await apiAs(admin, base, `catalog/tracks/${id}/`)).body.bpm).not.toBe(133);

        // The editor reads the rejection and its reason in their inbox.
        await editor.goto(`${base}/approvals?status=rejected`);
        const mine = editor
            .getByRole('table', { name: words.heading.rejected })
            .getByRole('row')
            .filter({ hasText: `Bulk change of ${COUNT} records` })
            .last();
        await mine.getByRole('button', { name: /^Open/ }).click();
        await editor
            .getByRole('dialog')
            .getByText(fill(words.reasonShown, { reason: 'Wrong tempo for these' }))
            .waitFor({ timeout: 20_000 });
        await shot(editor, 'journey-bulkRejected-reason-read');
    }, 240_000);
});
