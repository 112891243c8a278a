/**
 * Texts true for the person reading them (issue 40): the help and the resources speak of what this
 * user may open; /view-as is the 403 page for a non-admin and not offered without its capability;
 * after a navigation the focus lands on the page's heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAuth } from '../../authProvider/state';
import { CAPABILITIES } from '../../resources/capabilities';
import { messages } from '../../resources/messages';
import { offerOnly } from './capabilitySession';
import { renderAt, signIn, useApi } from './harness';

/** The help's topics as shown, once the page has them. */
async function helpText() {
    renderAt('/help');
    const topics = await screen.findByRole('heading', { name: 'Using the console' }, { timeout: 30_000 });
    return topics.parentElement!.textContent ?? '';
}

describe('help and resources per user type', () => {
    const { api } = useApi(20);

    it('a supplier is not promised the packaging tool, and is told of its searches and its sales jobs', async () => {
        await signIn(api, 'supplier');
        const text = await helpText();
        expect(text).not.toContain(messages.help.packagingTitle);
        expect(text).not.toMatch(/packaging tool/i);
        expect(text).toContain(messages.help.search);
        expect(text).toContain('The sales reports and sales exports you start run as jobs');
    }, 60_000);

    it('staff who may package hear of the tool and its drafts', async () => {
        await signIn(api, 'content_ops');
        const text = await helpText();
        expect(text).toContain(messages.help.packaging);
        expect(text).toContain(messages.help.drafts);
    }, 60_000);

    for (const type of ['dj', 'artist'])
        it(`${type}: no search, identifier box, jobs or packaging (supplier and staff features)`, async () => {
            await signIn(api, type);
            const text = await helpText();
            expect(text).toContain(messages.help.menu);
            for (const untold of [messages.help.search, messages.help.lookup, messages.help.longWorkTitle, 'packaging'])
                expect(text).not.toContain(untold);
        }, 60_000);

    it('resources: each for those who use it (a label no label mappings); a DJ is told there is nothing for their kind of account', async () => {
        await signIn(api, 'supplier');
        const first = renderAt('/resources');
        expect(await screen.findByText('Label mapping template (CSV)', {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.getByText('Delivering a release')).toBeInTheDocument();
        expect(screen.getByText('Release metadata template (CSV)')).toBeInTheDocument();
        first.unmount();
        await signIn(api, 'label');
        const second = renderAt('/resources');
        expect(await screen.findByText('Release metadata template (CSV)', {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByText('Label mapping template (CSV)')).toBeNull();
        second.unmount();
        await signIn(api, 'dj');
        renderAt('/resources');
        expect(await screen.findByText(messages.help.noResources, {}, { timeout: 30_000 })).toBeInTheDocument();
        expect(screen.queryByText('Delivering a release')).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Templates' })).toBeNull();
    }, 60_000);
});

describe('view as', () => {
    const { api } = useApi(20);
    const userMenu = async () => {
        const { user } = getAuth();
        await userEvent.click(
            await screen.findByRole('button', { name: `${user!.first_name} ${user!.last_name}` }, { timeout: 30_000 })
        );
        return screen.findByRole('menu');
    };

    it('/view-as typed by a non-admin is the 403 page, not the picker', async () => {
        await signIn(api, 'support');
        renderAt('/view-as');
        // The page's own heading and the app bar's title both say it.
        const headings = await screen.findAllByRole(
            'heading',
            { level: 1, name: messages.errors[403] },
            { timeout: 30_000 }
        );
        expect(headings.length).toBeGreaterThan(0);
        expect(screen.queryByRole('combobox', { name: messages.viewAs.pick })).toBeNull();
    }, 60_000);

    it('the menu item is offered to an admin on a server with view-as, and not on one without', async () => {
        await signIn(api, 'admin');
        const withIt = renderAt('/');
        expect(within(await userMenu()).getByRole('menuitem', { name: messages.viewAs.action })).toBeInTheDocument();
        withIt.unmount();
        offerOnly(CAPABILITIES.filter(c => c !== 'view-as'));
        renderAt('/');
        const menu = await userMenu();
        expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
        expect(within(menu).queryByRole('menuitem', { name: messages.viewAs.action })).toBeNull();
    }, 60_000);
});

describe('focus after a navigation', () => {
    const { api } = useApi(20);

    it("lands on the page's h1; a tab of the same record keeps it", async () => {
        await signIn(api, 'admin');
        renderAt('/');
        await screen.findByText(/^Welcome/, {}, { timeout: 30_000 });
        const focusedHeading = () => {
            const focused = document.activeElement as HTMLElement;
            return focused.tagName === 'H1' ? focused.textContent : null;
        };
        await userEvent.click(screen.getByRole('menuitem', { name: 'Help' }));
        await waitFor(() => expect(focusedHeading()).toBe('Help'), { timeout: 10_000 });
        await userEvent.click(screen.getAllByRole('menuitem', { name: /Tracks/ })[0]!);
        await waitFor(() => expect(focusedHeading()).toBe('Tracks'), { timeout: 20_000 });
        // A record's tab changes the path too: the focus stays on the tab pressed.
        // The list's rows come after its heading: with the whole suite on two cores, 20 s was once too short.
        await userEvent.click(await screen.findByRole('link', { name: '7' }, { timeout: 40_000 }));
        await waitFor(() => expect(focusedHeading()).toMatch(/^Track 7/), { timeout: 20_000 });
        const tab = await screen.findByRole('tab', { name: 'Notes' }, { timeout: 20_000 });
        await userEvent.click(tab);
        await new Promise(r => setTimeout(r, 2_000));
        expect(document.activeElement).toBe(tab);
    }, 100_000);
});
