/**
 * The console against a §7-only server (the reference server's `v4` profile, whose
 * `GET capabilities/` answers 404): features whose calls it lacks are not offered — a record has no
 * History tab, a supplier no Banking tab, link partners no Create, a list no "Import CSV" and no saved
 * views — while the full profile has them all.
 */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../../authProvider/login';
import { reloadState, writeState } from '../../authProvider/state';
import { messages } from '../../resources/messages';
import { makeApi } from '../server/helpers';
import { API, renderAt, signIn } from './harness';

const servers = { full: makeApi(40), v4: makeApi(40, { profile: 'v4' }) };
let answering: keyof typeof servers = 'v4';
const msw = setupServer(http.all(`${API}/*`, ({ request }) => servers[answering].app.fetch(request)));
beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reloadState());
afterAll(() => msw.close());

/** Signs in to one profile, reading its capabilities as the sign-in does (a 404 there: none). */
async function signInTo(profile: keyof typeof servers, username: string) {
    answering = profile;
    await signIn(servers[profile], username);
    const capabilities = await capabilitiesOf(API, await servers[profile].token(username));
    writeState(s => ({ ...s, auth: { ...s.auth, capabilities } }));
    return capabilities;
}

const tabNames = async () => {
    // The first screen of the file loads the console's code: slow on a busy machine.
    const tabs = await screen.findAllByRole('tab', {}, { timeout: 30_000 });
    return tabs.map(t => t.textContent);
};

describe('a §7-only server', () => {
    it('offers no capabilities, the full profile all of them', async () => {
        expect(await signInTo('v4', 'admin')).toEqual([]);
        expect(await signInTo('full', 'admin')).toContain('history');
    });

    it('a supplier has its §7 tabs and neither History nor Banking', async () => {
        await signInTo('v4', 'admin');
        renderAt('/catalog/suppliers/1');
        const names = await tabNames();
        expect(names).toContain('Contacts');
        expect(names).toContain('Contracts');
        expect(names).not.toContain('Banking');
        expect(names).not.toContain(messages.history.tab);
    });

    it('the full profile shows both', async () => {
        await signInTo('full', 'admin');
        renderAt('/catalog/suppliers/1');
        const names = await tabNames();
        expect(names).toContain('Banking');
        expect(names).toContain(messages.history.tab);
    });

    it('link partners are listed and edited, not created (§7 has no POST for them)', async () => {
        await signInTo('v4', 'admin');
        const list = renderAt('/catalog/link-partners');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
        expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
        list.unmount();

        await signInTo('full', 'admin');
        renderAt('/catalog/link-partners');
        expect(await screen.findByRole('link', { name: 'Create' }, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('the tracks list offers neither "Import CSV" nor saved views (and asks for none); the full profile offers both', async () => {
        await signInTo('v4', 'admin');
        const asked: string[] = [];
        const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
        msw.events.on('request:start', listen);
        const list = renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 30_000 });
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
        expect(screen.queryByRole('button', { name: messages.csvImport.button })).toBeNull();
        expect(screen.queryByRole('button', { name: messages.savedViews.save })).toBeNull();
        expect(screen.queryByRole('group', { name: messages.savedViews.views })).toBeNull();
        msw.events.removeListener('request:start', listen);
        expect(asked.filter(p => /saved-views|import/.test(p))).toEqual([]);
        list.unmount();

        await signInTo('full', 'admin');
        renderAt('/catalog/tracks');
        expect(
            await screen.findByRole('button', { name: messages.csvImport.button }, { timeout: 30_000 })
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: messages.savedViews.save })).toBeInTheDocument();
    });
});
