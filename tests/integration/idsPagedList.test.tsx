/**
 * A list field's ids a page at a time (a coupon's users): the page a person turned to stays when the
 * form reads the same ids again (walked: CI saw the page jump back to 1–10 right after "next").
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import IdsPagedList from '../../src/views/IdsPagedList';

const shownIds = () =>
    within(screen.getByRole('table', { name: 'User IDs' }))
        .getAllByRole('row')
        .slice(1)
        .map(row => Number(row.textContent));

describe('a list of ids, a page at a time', () => {
    it('keeps the page for the same ids given again, and starts another list at its first page', async () => {
        const ids = Array.from({ length: 23 }, (_, i) => 11 + i);
        const { rerender } = render(<IdsPagedList ids={ids} label="User IDs" />);
        expect(shownIds()).toEqual(ids.slice(0, 10));
        await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
        expect(shownIds()).toEqual(ids.slice(10, 20));
        // The same ids in a new array, as a form read again gives them.
        rerender(<IdsPagedList ids={[...ids]} label="User IDs" />);
        expect(shownIds()).toEqual(ids.slice(10, 20));
        expect(screen.getByText('11–20 of 23')).toBeTruthy();
        // Another file's ids: its first page.
        rerender(<IdsPagedList ids={ids.map(id => id + 100)} label="User IDs" />);
        expect(shownIds()).toEqual(ids.slice(0, 10).map(id => id + 100));
    });
});
