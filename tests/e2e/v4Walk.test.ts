/**
 * The console against the store's real v4 API (issue 29 item 6): the reference server in its
 * §7-only profile (`API_PROFILE=v4`) and in its full profile, each on its own port and database
 * (v4Server.ts). Every demo account walks the screens its menu offers (v4WalkScreens.ts) in both,
 * each screen shape once per group of accounts that see the same screens;
 * the walk fails on a "Not found.", an error page, a script or console error, or a call the server
 * does not answer — a control or tab that should not have been there. Then, in the §7-only
 * profile: a save that cannot be sent keeps what was typed and says why, and two people editing one
 * record without versions — the second sees the conflict dialog.
 */
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { PARTNER_TYPES, STAFF_ROLES } from '../../resources/permissions';
import { apiAs, signedIn } from './browser';
import { useBrowser } from './useBrowser';
import { removeSeed, startProfileServer, type ApiProfile, type ProfileServer } from './v4Server';
import { walkAccount, type AccountWalk, type WalkOptions } from './v4WalkScreens';

/** README "Demo accounts": the staff roles and the DJ-store admin, then the partners (and a supplier still to accept). */
const STAFF: string[] = [...STAFF_ROLES, 'dj_store_admin'];
const ACCOUNTS: string[] = [...STAFF, ...PARTNER_TYPES, 'new_supplier'];
/** Accounts walked at once, each in its own context of the one browser. */
const PAGES_AT_ONCE = 3;
/** Generous: the walk reads over a thousand screens, and the machine may be busy. */
const WALK_TIMEOUT = 900_000;

const browser = useBrowser();
const servers = {} as Record<ApiProfile, ProfileServer>;

beforeAll(async () => {
    const [v4, full] = await Promise.all([startProfileServer('v4'), startProfileServer('full')]);
    Object.assign(servers, { v4, full });
});
afterAll(() => {
    for (const server of Object.values(servers)) server.stop();
    removeSeed();
});

/**
 * How each profile is walked: each screen (by route shape) is read by the first account of its group
 * that reaches it. Staff share one group (their screens differ by controls, not by shape, and what a
 * server offers is the same for every account); partners see their own scope, so each kind of
 * partner is a group of its own. §7-only: the capabilities probe may be refused (that is how the
 * console learns it is a §7-only server).
 */
const SAME_SCREENS = [STAFF, ['supplier', 'new_supplier']];
const sharedSets = new Map<string, Set<string>>();
function sharedBy(profile: ApiProfile, account: string): Set<string> {
    const group = `${profile}:${(SAME_SCREENS.find(g => g.includes(account)) ?? [account]).join(',')}`;
    return sharedSets.get(group) ?? sharedSets.set(group, new Set()).get(group)!;
}

const WALKS: Record<ApiProfile, (account: string) => WalkOptions> = {
    v4: account => ({ expected: [/^GET \/v4\/capabilities\/ → 404$/], shared: sharedBy('v4', account) }),
    full: account => ({ shared: sharedBy('full', account) }),
};

/** Every account's walk, a few at once, in the accounts' order. */
async function walkAll(base: string, options: (account: string) => WalkOptions): Promise<AccountWalk[]> {
    const queue = [...ACCOUNTS];
    const walks: AccountWalk[] = [];
    const worker = async () => {
        for (let account = queue.shift(); account; account = queue.shift())
            walks.push(await walkAccount(browser, base, account, options(account)));
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
    return walks.sort((a, b) => ACCOUNTS.indexOf(a.account) - ACCOUNTS.indexOf(b.account));
}

describe.each(['v4', 'full'] as const)('the walk against the %s profile', profile => {
    it(
        'every account reaches every screen of its menu without a "Not found.", an error or a call not offered',
        {
            timeout: WALK_TIMEOUT,
        },
        async () => {
            const started = Date.now();
            const walks = await walkAll(servers[profile].base, WALKS[profile]);
            const screens = walks.reduce((n, w) => n + w.screens.length, 0);
            console.log(
                `v4 walk (${profile} profile): ${screens} screens for ${walks.length} accounts in ` +
                    `${((Date.now() - started) / 1000).toFixed(0)} s (${walks.map(w => `${w.account} ${w.screens.length}`).join(', ')})`
            );
            // A walk that saw almost nothing proves nothing: staff alone have over a hundred screens.
            const staffScreens = walks.filter(w => STAFF.includes(w.account)).reduce((n, w) => n + w.screens.length, 0);
            expect(staffScreens).toBeGreaterThan(100);
            expect(walks.flatMap(w => w.problems)).toEqual([]);
        }
    );
});

/** The `nth` track the API lists: its id and title (`name` on the wire). */
async function someTrack(page: Page, base: string, nth = 0): Promise<{ id: number; title: string }> {
    const { body } = await apiAs(page, base, 'catalog/tracks/?per_page=5');
    const track = body.results[nth];
    return { id: Number(track.id), title: String(track.name) };
}

async function openTrack(page: Page, id: number) {
    await page.goto(`${new URL(page.url()).origin}/catalog/tracks/${id}`);
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.inputValue(), { timeout: 15_000 }).not.toBe('');
}

describe('the §7-only profile', () => {
    it('a save that cannot be sent keeps what was typed and says why', async () => {
        const { base } = servers.v4;
        const page = await signedIn(browser, base, 'admin');
        const track = await someTrack(page, base);
        await openTrack(page, track.id);
        // The connection drops just as the user saves: nothing reaches the server.
        await page.route(`**/v4/catalog/tracks/${track.id}/**`, route =>
            route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected')
        );
        await page.getByRole('textbox', { name: 'Title' }).fill('Typed Before The Drop');
        await page.getByRole('textbox', { name: 'Mix Name' }).fill('Kept Mix');
        await page.getByRole('button', { name: 'Save' }).click();

        // Said beside Save, with the values kept and a Retry.
        const notice = page.getByRole('alert').filter({ hasText: messages.edit.kept });
        await notice.waitFor({ timeout: 15_000 });
        expect(await notice.innerText()).toMatch(/^Error during track create\/update: \S/);
        expect(await notice.innerText()).not.toContain('Not found.');
        await notice.getByRole('button', { name: messages.load.retry }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/catalog/tracks/${track.id}`);
        expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Typed Before The Drop');
        expect(await page.getByRole('textbox', { name: 'Mix Name' }).inputValue()).toBe('Kept Mix');
        // Nothing was written: the server still has the title it had.
        const { body } = await apiAs(page, base, `catalog/tracks/${track.id}/`);
        expect(body.name).toBe(track.title);
    });

    it('two people edit one record: the second save shows the conflict, and no If-Match without a version', async () => {
        const { base } = servers.v4;
        const [first, second] = await Promise.all(['admin', 'content_ops'].map(u => signedIn(browser, base, u)));
        const track = await someTrack(first, base, 1);
        await Promise.all([openTrack(first, track.id), openTrack(second, track.id)]);
        const ifMatch: string[] = [];
        const note = (r: Request) => {
            const header = r.headers()['if-match'];
            if (r.method() !== 'GET' && header !== undefined) ifMatch.push(header);
        };
        first.on('request', note);
        second.on('request', note);

        await first.getByRole('textbox', { name: 'Title' }).fill('First Person Title');
        await first.getByRole('button', { name: 'Save' }).click();
        await first.getByText('Track "First Person Title" saved').waitFor();

        await second.getByRole('textbox', { name: 'Title' }).fill('Second Person Title');
        await second.getByRole('button', { name: 'Save' }).click();
        const dialog = second.getByRole('dialog', { name: messages.conflict.title });
        await dialog.waitFor({ timeout: 15_000 });
        await expect
            .poll(() => dialog.getByRole('list', { name: messages.conflict.theirs }).innerText())
            .toContain('First Person Title');
        // The second person's input is still there behind the dialog, and nothing overwrote the first.
        // (the open dialog hides the form from the accessibility tree, so it is looked up hidden too)
        const behind = second.getByRole('textbox', { name: 'Title', includeHidden: true });
        expect(await behind.inputValue()).toBe('Second Person Title');
        const { body } = await apiAs(first, base, `catalog/tracks/${track.id}/`);
        expect(body.name).toBe('First Person Title');
        expect(ifMatch.filter(h => !/^"?\d+"?$/.test(h))).toEqual([]);
    });
});
