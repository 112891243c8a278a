/** A page's Modules tab: its modules by slot, each slot in its order, which a curator changes by Up and Down. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SLOT } from '../../resources/curation/layout';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

describe('a page’s modules in their slots', () => {
    const { api } = useApi(40);
    const page = api.db.prepare("SELECT id FROM pages WHERE slug = 'home'").pluck().get() as number;
    const leftOrder = () =>
        api.db
            .prepare(
                'SELECT name FROM page_modules WHERE page_id = ? AND slot_id = ? ORDER BY slot_position IS NULL, slot_position, id'
            )
            .pluck()
            .all(page, SLOT.left) as string[];

    it('lists each slot top first, each module linking to its page; Up saves the new order at once', async () => {
        api.db
            .prepare(
                "INSERT INTO page_modules (name, type_id, page_id, slot_id, enabled) VALUES ('Home Late Picks', 1, ?, ?, 1)"
            )
            .run(page, SLOT.left);
        const [first, second] = leftOrder();
        expect(second).toBe('Home Late Picks');
        await signIn(api, 'curation');
        const user = userEvent.setup({ delay: null });
        renderAt(`/curation/pages/${page}/modules`);
        const left = await screen.findByRole('table', { name: 'Left modules' }, { timeout: 30_000 });
        const names = () =>
            within(left)
                .getAllByRole('row')
                .slice(1)
                .map(r => within(r).getAllByRole('cell')[1].textContent);
        expect(names()).toEqual([first, second]);
        expect(screen.getByRole('table', { name: 'Header modules' })).toBeInTheDocument();
        expect(within(left).getByRole('link', { name: second })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/curation\/page-modules\/\d+$/)
        );
        expect(within(left).getByRole('button', { name: `Move ${first} up` })).toBeDisabled();

        await user.click(within(left).getByRole('button', { name: `Move ${second} up` }));
        expect(
            await screen.findByText(fill(messages.curation.moduleMoved, { name: second, place: 1, slot: 'Left' }))
        ).toBeInTheDocument();
        await waitFor(() => expect(names()).toEqual([second, first]));
        expect(leftOrder()).toEqual([second, first]);
    }, 60_000);

    it('marketing, who keeps pages too (§6), may change the order', async () => {
        await signIn(api, 'marketing');
        renderAt(`/curation/pages/${page}/modules`);
        const left = await screen.findByRole('table', { name: 'Left modules' }, { timeout: 30_000 });
        expect(within(left).getAllByRole('button', { name: /^Move .* down$/ }).length).toBeGreaterThan(0);
    }, 60_000);
});
