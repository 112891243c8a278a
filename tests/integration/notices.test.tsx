/**
 * Notices name their thing (issue 26, item 5): a saved record by its title, a created one by its
 * resource, a bulk update by its count of records, a missing record by its resource; never
 * react-admin's "Element".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';
import { fill, messages } from '../../resources/messages';

/** Every notice shown so far (react-admin's snackbar), read as it appears. */
const shown: string[] = [];
const watch = new MutationObserver(() => {
    for (const bar of document.querySelectorAll('.MuiSnackbarContent-message')) {
        const text = bar.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
    }
});

describe('notices name their thing', () => {
    const { api } = useApi(60);
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    afterEach(() => {
        // Each case shows a notice: the watch saw it.
        expect(shown).not.toEqual([]);
        expect(shown.filter(text => /element/i.test(text))).toEqual([]);
        shown.length = 0;
    });

    it('a saved track by its title', { timeout: 40_000 }, async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks/2');
        const mix = await screen.findByLabelText('Mix Name', {}, { timeout: 10_000 });
        await userEvent.clear(mix);
        await userEvent.type(mix, 'Notice Mix');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        const { name } = api.db.prepare('SELECT name FROM tracks WHERE id = 2').get() as { name: string };
        expect(await screen.findByText(`Track "${name}" saved`, {}, { timeout: 5000 })).toBeInTheDocument();
    });

    it('a created publisher by its resource', { timeout: 40_000 }, async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/publishers/create');
        await userEvent.type(await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 }), 'Notice Songs');
        await userEvent.click(screen.getByRole('button', { name: 'Save' }));
        expect(await screen.findByText('Publisher created', {}, { timeout: 5000 })).toBeInTheDocument();
        await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/catalog\/publishers\/\d+$/));
    });

    it('a missing track by its resource, on the page the user asked for', { timeout: 40_000 }, async () => {
        await signIn(api, 'admin');
        const { router } = renderAt('/catalog/tracks/999999');
        expect(await screen.findByText('That track no longer exists', {}, { timeout: 10_000 })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe('/catalog/tracks/999999');
    });

    it('a bulk update by its count of tracks', { timeout: 90_000 }, async () => {
        await signIn(api, 'admin');
        renderAt('/catalog/tracks');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        const boxes = within(table).getAllByRole('checkbox');
        for (const box of boxes.slice(1, 4)) await userEvent.click(box);
        await userEvent.click(await screen.findByRole('button', { name: 'Bulk Update' }));
        const dialog = await screen.findByRole('dialog', { name: 'Update 3 selected' });
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'Field' }));
        await userEvent.click(await screen.findByRole('option', { name: 'BPM' }));
        await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'BPM' }), '127');
        // The preview first: a row per record, before → after, and nothing written yet.
        await userEvent.click(within(dialog).getByRole('button', { name: messages.bulkEdit.preview }));
        const preview = await within(dialog).findByRole('table', { name: messages.bulkEdit.preview });
        expect(within(preview).getAllByRole('row')).toHaveLength(4);
        expect(api.db.prepare('SELECT COUNT(*) AS n FROM tracks WHERE bpm = 127').get()).toEqual({ n: 0 });
        await userEvent.click(
            within(dialog).getByRole('button', { name: fill(messages.bulkEdit.apply, { count: 3 }) })
        );
        expect(await screen.findByText('3 tracks updated', {}, { timeout: 5000 })).toBeInTheDocument();
        expect(api.db.prepare('SELECT COUNT(*) AS n FROM tracks WHERE bpm = 127').get()).toEqual({ n: 3 });
    });
});
