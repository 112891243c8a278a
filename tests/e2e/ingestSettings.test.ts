/**
 * Ingestion settings in the browser: a supplier's FTP user is created and its password shown once;
 * the accepted XSD versions list and download; the pipeline screen's stages open the deliveries
 * inspector on their state; a release's asset-library files list and download.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { XSD_VERSIONS } from '../../resources/delivery/ingestion';
import { messages } from '../../resources/messages';
import { shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');

const browser = useBrowser();

describe('ingestion settings', () => {
    it("a supplier's FTP user is created and its password shown once", async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Fsuppliers%2F1');
        await page.waitForURL(/\/catalog\/suppliers\/1$/);
        await page.getByRole('tab', { name: 'FTP Users' }).click();
        await page.getByRole('table', { name: 'FTP users' }).waitFor();
        const username = `e2e-${Date.now().toString(36)}`;
        await page.getByRole('textbox', { name: 'New FTP user name' }).fill(username);
        await page.getByRole('button', { name: 'Create FTP user' }).click();
        const shown = page.getByLabel(`New password of ${username}`);
        await shown.waitFor();
        const password = await shown.innerText();
        expect(password).toMatch(/^[A-Za-z2-9]{20}$/);
        await page.getByText(messages.ingestion.ftpPasswordOnce).waitFor();
        await page.getByRole('table', { name: 'FTP users' }).getByText(username).waitFor();
        await shot(page, 'ingest-ftp-password-once');

        await page.getByRole('button', { name: 'Done' }).click();
        await shown.waitFor({ state: 'detached' });
        // Nothing brings it back: not a reload, not the API.
        await page.reload();
        await page.getByRole('table', { name: 'FTP users' }).getByText(username).waitFor();
        expect(await page.getByText(password).count()).toBe(0);
        const listed = await fetch(`${base}/v4/catalog/suppliers/1/ftp-users/`, {
            headers: { Authorization: `Bearer ${await tokenFor(base, 'admin')}` },
        });
        expect(await listed.text()).not.toContain(password);
        await shot(page, 'ingest-ftp-users');
    });

    it('lists the accepted XSD versions and downloads one; the pipeline links to the inspector', async () => {
        const page = await signedIn(browser, base, 'label_mgmt', '/auth?next=%2Fingestion');
        await page.waitForURL(/\/ingestion$/);
        const xsd = page.getByRole('table', { name: 'Accepted XSD versions' });
        await xsd.waitFor();
        for (const x of XSD_VERSIONS) await xsd.getByText(x.name, { exact: true }).waitFor();
        const newest = XSD_VERSIONS[0];
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: `Download ${newest.file}` }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(newest.file);
        const text = readFileSync((await download.path())!, 'utf8');
        expect(text).toContain('<xs:schema');
        expect(text).toContain(`version="${newest.version}"`);
        // label_mgmt reads the automated genre but may not change it.
        await expect.poll(() => page.getByRole('combobox', { name: 'Automated ingestion genre' }).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Save genre' }).count()).toBe(0);
        await page.getByRole('table', { name: 'Pipeline stages' }).waitFor();
        await shot(page, 'ingest-settings');

        const link = page.getByRole('link', { name: /^Metadata processing error \([\d,]+\)$/ });
        const count = Number((await link.innerText()).match(/\(([\d,]+)\)/)![1].replace(/,/g, ''));
        await link.click();
        await page.waitForURL(/\/deliveries\?release_status=metadata-processing-error$/);
        const table = page.getByRole('table', { name: 'Deliveries' });
        await table.locator('thead th').first().waitFor();
        const status = (await table.locator('thead th').allInnerTexts()).indexOf('Release Status') + 1;
        expect(status).toBeGreaterThan(0);
        await expect
            .poll(async () => {
                const cells = await table.locator(`tbody tr td:nth-child(${status})`).allInnerTexts();
                return cells.length > 0 && cells.every(c => c === 'Metadata processing error');
            })
            .toBe(count > 0);
        await shot(page, 'ingest-pipeline-inspector');
    });

    it("a release's asset-library files list and download", async () => {
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Freleases%2F1');
        await page.waitForURL(/\/catalog\/releases\/1$/);
        await page.getByRole('tab', { name: 'Asset Library' }).click();
        const table = page.getByRole('table', { name: 'Asset library files' });
        await table.waitFor();
        const copy = table.getByText(/-label-copy\.txt$/);
        const name = await copy.innerText();
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: `Download ${name}` }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        expect(readFileSync((await download.path())!, 'utf8')).toMatch(/^Label copy\n/);
        await shot(page, 'release-asset-library');
    });

    it('content_ops adds a publisher and deletes it; nobody renames one', async () => {
        const name = `E2E Publishing ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops', '/auth?next=%2Fcatalog%2Fpublishers%2Fcreate');
        await page.waitForURL(/\/catalog\/publishers\/create$/);
        await page.getByLabel('Name').fill(name);
        await page.getByLabel('Society').fill('PRS');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(/\/catalog\/publishers\/\d+$/);
        // No PATCH for publishers: the form is read-only (no Save), with Delete beside the list link.
        await page.getByRole('button', { name: 'Delete' }).waitFor();
        expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
        await shot(page, 'publisher-edit');
        await page.getByRole('button', { name: 'Delete' }).click();
        await page
            .getByRole('dialog', { name: messages.confirm.title })
            .getByRole('button', { name: messages.confirm.delete })
            .click();
        await page.waitForURL(/\/catalog\/publishers$/);
        await page.getByText(`Publisher "${name}" deleted`).waitFor();
        const left = await fetch(`${base}/v4/catalog/publishers/?name=${encodeURIComponent(name)}`, {
            headers: { Authorization: `Bearer ${await tokenFor(base, 'admin')}` },
        });
        expect(((await left.json()) as { count: number }).count).toBe(0);
    });
});
