/**
 * Saved views above a list (issue 45), on the tracks list against the real API: "Save view" with a
 * name and who sees it, the view as a chip (the one in use pressed, "(modified)" once the filters
 * change), the person's default view opening the list, delete by its owner only, and a load of the
 * views that fails: said in words with Retry, and the list still works.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failureWords } from '../../dataProvider/errors';
import { fill, messages } from '../../resources/messages';
import { API, renderAt, signIn, useApi } from './harness';

const m = messages.savedViews;
const WAIT = { timeout: 30_000 };
const GATEWAY_PAGE =
    '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502.</h1></body></html>';

describe('saved views on the tracks list', () => {
    const { api, server, http, HttpResponse } = useApi(40);
    const views = () =>
        api.db
            .prepare("SELECT name, shared, query FROM saved_views WHERE resource = 'catalog/tracks' ORDER BY id")
            .all() as {
            name: string;
            shared: string;
            query: string;
        }[];
    const saveAs = (who: string, body: Record<string, unknown>) =>
        api.as(who, '/v4/saved-views/', { method: 'POST', json: { resource: 'catalog/tracks', ...body } });
    const bar = () => screen.findByRole('group', { name: m.views }, WAIT);
    const rowsShown = async () => {
        const table = await screen.findByRole('table', {}, WAIT);
        await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
        return within(table).getAllByRole('row').length - 1;
    };

    it('saves a view for the role; its chip is marked in use, "(modified)" once the filter changes; its owner deletes it', async () => {
        api.db.prepare('DELETE FROM saved_views').run();
        expect(
            (await saveAs('admin', { name: 'Everyone’s view', query: { filter: {} }, shared: 'everyone' })).status
        ).toBe(201);
        await signIn(api, 'content_ops');
        renderAt('/catalog/tracks');
        await rowsShown();
        const title = screen.getByRole('textbox', { name: 'Title' });
        await userEvent.type(title, 'Deep');
        await waitFor(() => expect(title).toHaveValue('Deep'));
        // The list applies what is typed after a pause (react-admin's debounce): the view saves the list as shown.
        await waitFor(() => {
            const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
            expect(rows.length).toBeGreaterThan(0);
            for (const row of rows) expect(row).toHaveTextContent(/deep/i);
        }, WAIT);

        await userEvent.click(within(await bar()).getByRole('button', { name: m.save }));
        const dialog = await screen.findByRole('dialog', { name: m.save });
        await userEvent.type(within(dialog).getByRole('textbox', { name: m.name }), 'Deep ones');
        await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: m.shared }), m.sharedRole);
        await userEvent.click(within(dialog).getByRole('button', { name: m.save }));
        expect(await screen.findByText(fill(m.saved, { name: 'Deep ones' }), {}, WAIT)).toBeInTheDocument();
        expect(views().at(-1)).toMatchObject({ name: 'Deep ones', shared: 'role' });
        expect(JSON.parse(views().at(-1)!.query)).toMatchObject({ filter: { name: 'Deep' } });

        const group = await bar();
        const mine = await within(group).findByRole('button', { name: 'Deep ones' }, WAIT);
        expect(mine).toHaveAttribute('aria-pressed', 'true');
        const theirs = within(group).getByRole('button', { name: 'Everyone’s view' });
        expect(theirs).toHaveAttribute('aria-pressed', 'false');
        // Only the owner's chip can be deleted.
        expect(theirs.querySelector('.MuiChip-deleteIcon')).toBeNull();

        await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' Dream');
        expect(
            await within(group).findByRole('button', { name: `Deep ones (${m.modified})` }, WAIT)
        ).toBeInTheDocument();
        expect(within(group).getByRole('button', { name: fill(m.update, { name: 'Deep ones' }) })).toBeEnabled();

        const deleteIcon = () =>
            within(group)
                .getByRole('button', { name: `Deep ones (${m.modified})` })
                .querySelector('.MuiChip-deleteIcon')!;
        // Asked first (as its operation declares): declined, it stays.
        await userEvent.click(deleteIcon());
        const kept = await screen.findByRole('dialog', { name: m.delete }, WAIT);
        await userEvent.click(within(kept).getByRole('button', { name: messages.confirm.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: m.delete })).toBeNull());
        expect(views().map(v => v.name)).toContain('Deep ones');
        // Confirmed: it is gone for everyone it was shared with.
        await userEvent.click(deleteIcon());
        const ask = await screen.findByRole('dialog', { name: m.delete }, WAIT);
        expect(ask).toHaveTextContent(fill(m.deleteAsk, { name: 'Deep ones' }));
        await userEvent.click(within(ask).getByRole('button', { name: messages.confirm.delete }));
        expect(await screen.findByText(fill(m.deleted, { name: 'Deep ones' }), {}, WAIT)).toBeInTheDocument();
        await waitFor(() => expect(within(group).queryByRole('button', { name: /^Deep ones/ })).toBeNull());
        expect(views().map(v => v.name)).toEqual(['Everyone’s view']);
    }, 90_000);

    it('the default view opens the list, its filter applied and its chip marked', async () => {
        api.db.prepare('DELETE FROM saved_views').run();
        const all = await (async () => {
            await signIn(api, 'admin');
            const r = renderAt('/catalog/tracks');
            const n = await rowsShown();
            r.unmount();
            return n;
        })();
        const name = api.db.prepare('SELECT name FROM tracks WHERE id = 7').pluck().get() as string;
        expect(
            (await saveAs('admin', { name: 'Track 7', query: { filter: { name } }, shared: 'me', default: true }))
                .status
        ).toBe(201);
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/tracks');
        const chip = await within(await bar()).findByRole('button', { name: 'Track 7' }, WAIT);
        await waitFor(() => expect(chip).toHaveAttribute('aria-pressed', 'true'), WAIT);
        await waitFor(() => expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(name), WAIT);
        await waitFor(async () => expect(await rowsShown()).toBeLessThan(all), WAIT);
        expect(decodeURIComponent(router.state.location.search)).toContain(JSON.stringify({ name }));
    }, 90_000);

    it('one read gives every list its views: the releases list shows its own and asks nothing', async () => {
        api.db.prepare('DELETE FROM saved_views').run();
        await saveAs('admin', { name: 'Tracks view', query: { filter: {} }, shared: 'me' });
        await api.as('admin', '/v4/saved-views/', {
            method: 'POST',
            json: { resource: 'catalog/releases', name: 'Releases view', query: { filter: {} }, shared: 'me' },
        });
        let reads = 0;
        server.events.on('request:start', ({ request }) => {
            if (request.method === 'GET' && new URL(request.url).pathname === '/v4/saved-views/') reads++;
        });
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/tracks');
        expect(await within(await bar()).findByRole('button', { name: 'Tracks view' }, WAIT)).toBeInTheDocument();
        await router.navigate('/catalog/releases');
        await waitFor(() => expect(screen.queryByRole('button', { name: 'Tracks view' })).toBeNull(), WAIT);
        expect(await within(await bar()).findByRole('button', { name: 'Releases view' }, WAIT)).toBeInTheDocument();
        expect(reads).toBe(1);
        server.events.removeAllListeners();
    }, 90_000);

    it('views that do not load: said in words with Retry, and the list still works', async () => {
        let failing = true;
        server.use(
            http.get(`${API}/saved-views/`, () =>
                failing
                    ? new HttpResponse(GATEWAY_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } })
                    : undefined
            )
        );
        api.db.prepare('DELETE FROM saved_views').run();
        await saveAs('admin', { name: 'Mine', query: { filter: {} }, shared: 'me' });
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const group = await bar();
        const words = `${fill(messages.load.failed, { what: m.what })} ${failureWords('gateway', { status: 502 })}`;
        expect(await within(group).findByText(words, {}, WAIT)).toBeInTheDocument();
        expect(await rowsShown()).toBeGreaterThan(0);
        expect(screen.getByRole('button', { name: m.save })).toBeEnabled();
        failing = false;
        await userEvent.click(within(group).getByRole('button', { name: messages.load.retry }));
        expect(await within(group).findByRole('button', { name: 'Mine' }, WAIT)).toBeInTheDocument();
        expect(within(group).queryByText(words)).toBeNull();
    }, 90_000);
});
