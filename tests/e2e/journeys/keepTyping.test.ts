/**
 * Journeys: typed work is never dropped (issues 40 and 41). Support edits a user and clicks
 * "Users" in the menu: asked first. A session ends mid-edit: told so, signed in again in place,
 * the typed title saved. Two people edit one supplier contact: the second is asked Reload or
 * Overwrite with their typing kept. A record read again answers 502: the form stays.
 */
import { describe, expect, inject, it } from 'vitest';
import { fill, messages } from '../../../resources/messages';
import { answered, apiAs, fillSettled, shot, signedIn, tokenOf } from '../browser';
import { useBrowser } from '../useBrowser';
import { newTrack, openTrack } from './editSteps';
import { fromDashboard, openFromMenu } from './supportSteps';
import { READ_RETRIES } from '../../../dataProvider/policy';

const base = inject('baseUrl');
const browser = useBrowser();
const m = messages.conflict;

describe('typed work is never dropped', () => {
    it('support edits a user, clicks "Users" in the menu, and is asked before the typing is dropped', async () => {
        const page = await fromDashboard(browser, base, 'support');
        await openFromMenu(page, 'Users');
        await page.waitForURL(/\/support\/users(\?.*)?$/);
        await page.getByRole('table').getByRole('row').nth(1).click();
        await page.waitForURL(/\/support\/users\/\d+$/);
        const user = page.url();
        const first = page.getByRole('textbox', { name: 'First Name' });
        await answered(page);
        await fillSettled(first, 'Typed Firstname');

        await openFromMenu(page, 'Users');
        const ask = page.getByRole('dialog', { name: 'Confirmation Required' });
        await ask.getByText(messages.confirm.unsaved).waitFor();
        await shot(page, 'journey-keepTyping-same-section');
        await ask.getByRole('button', { name: messages.confirm.cancel }).click();
        await ask.waitFor({ state: 'detached' });
        expect(page.url()).toBe(user);
        expect(await first.inputValue()).toBe('Typed Firstname');
    });

    it('a session that ends mid-edit: told so, signed in again in place, and the typed title saved', async () => {
        const title = `Session Ends ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const { id } = await newTrack(page, base, title);
        await openTrack(page, title);
        await fillSettled(page.getByRole('textbox', { name: 'Title' }), `${title} typed`);
        // Signed out on another computer: this browser's token and its refresh token no longer work.
        await fetch(`${base}/v4/auth/logout/`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });

        await page.getByRole('button', { name: 'Save' }).click();
        const ended = page.getByRole('dialog', { name: messages.session.ended });
        await ended.getByText(fill(messages.session.endedText, { username: 'content_ops' })).waitFor();
        await shot(page, 'journey-keepTyping-session-ended');
        await ended.getByLabel('Password').fill('console-demo');
        await ended.getByRole('button', { name: messages.app.signIn }).click();
        await ended.waitFor({ state: 'detached' });

        expect(new URL(page.url()).pathname).toBe(`/catalog/tracks/${id as number}`);
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(`${title} typed`);
        await page.getByRole('button', { name: messages.load.retry }).click();
        await page.getByText(`Track "${title} typed" saved`).waitFor();
        expect((await apiAs(page, base, `catalog/tracks/${id as number}/`)).body.name).toBe(`${title} typed`);
    });

    it('two people edit one supplier contact: the second keeps their typing and overwrites', async () => {
        const name = `Contact ${Date.now().toString(36)}`;
        const [first, second] = await Promise.all(['admin', 'content_ops'].map(u => signedIn(browser, base, u)));
        const made = await apiAs(first, base, 'catalog/suppliers/1/contacts/', {
            method: 'POST',
            json: { contact_type: 'company', name },
        });
        expect(made.status).toBe(201);
        const edit = async (page: typeof first) => {
            await page.goto(`${base}/catalog/suppliers/1`);
            await page.getByRole('tab', { name: 'Contacts' }).click();
            const row = page.getByRole('table', { name: 'Contacts' }).getByRole('row').filter({ hasText: name });
            await row.getByRole('button', { name: 'Edit' }).click();
            return page.getByRole('dialog', { name: 'Edit contact' });
        };
        const [theirs, mine] = [await edit(first), await edit(second)];

        await fillSettled(theirs.getByRole('textbox', { name: 'Username' }), 'their.user');
        await theirs.getByRole('button', { name: 'Save' }).click();
        await first.getByText('Contact saved').waitFor();

        await fillSettled(mine.getByRole('textbox', { name: /^Name/ }), `${name} (mine)`);
        await mine.getByRole('button', { name: 'Save' }).click();
        await mine.getByText(m.stale).waitFor();
        expect(await mine.getByRole('list', { name: m.theirs }).innerText()).toContain('Username');
        expect(await mine.getByRole('list', { name: m.yours }).innerText()).toContain(`${name} (mine)`);
        expect(await mine.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe(`${name} (mine)`);
        await shot(second, 'journey-keepTyping-contact-conflict');

        await mine.getByRole('button', { name: m.overwrite }).click();
        const ask = second.getByRole('dialog', { name: m.overwrite });
        await ask.getByRole('button', { name: messages.confirm.proceed }).click();
        await second.getByText('Contact saved').waitFor();
        const stored = (await apiAs(second, base, 'catalog/suppliers/1/contacts/?per_page=100')).body.results.find(
            r => r.id === made.body.id
        );
        expect(stored).toMatchObject({ name: `${name} (mine)`, username: 'their.user' });
    });

    it('a record read again answers a 502 page: the form and its typing stay, and Retry reads it', async () => {
        const title = `Bad Gateway ${Date.now().toString(36)}`;
        const page = await signedIn(browser, base, 'content_ops');
        const { id } = await newTrack(page, base, title);
        await openTrack(page, title);
        await fillSettled(page.getByRole('textbox', { name: 'Title' }), `${title} typed`);
        // The next read of this record gets a proxy's HTML error page, on every try the console makes itself.
        let served = 0;
        await page.route(new RegExp(`/v4/catalog/tracks/${id as number}/(\\?.*)?$`), route => {
            if (served > READ_RETRIES || route.request().method() !== 'GET') return route.fallback();
            served += 1;
            return route.fulfill({
                status: 502,
                contentType: 'text/html',
                body: '<html><body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>',
            });
        });
        await page.getByRole('button', { name: 'Refresh' }).click();
        const said = page.getByRole('alert').filter({ hasText: messages.edit.kept });
        await said.waitFor();
        expect(await said.innerText()).not.toMatch(/<|nginx/);
        expect(await page.getByText(messages.errors.other).count()).toBe(0);
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(`${title} typed`);
        await shot(page, 'journey-keepTyping-not-refreshed');

        await said.getByRole('button', { name: messages.load.retry }).click();
        await said.waitFor({ state: 'detached' });
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe(`${title} typed`);
    });
});
