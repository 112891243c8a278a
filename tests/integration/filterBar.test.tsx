/**
 * A list's filters are a bar (issue 26, item 8): the inputs share one wrapping row, each of a
 * bounded width, so several sit side by side and a row wraps only when the width runs out.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';
import { EveryStyle } from './perceivedStyles';

describe('the filter bar', () => {
    const { api } = useApi(60);

    it("content ops' track filters share one wrapping row, each of a bounded width", { timeout: 40_000 }, async () => {
        await signIn(api, 'content_ops');
        // Two filters shown beside the always-on ones, as "Add filter" would show them.
        renderAt(`/catalog/tracks?displayedFilters=${encodeURIComponent('{"artist_name":true,"genre_id":true}')}`, {
            wrapper: EveryStyle,
        });
        const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 10_000 });
        const bar = title.closest('form')!;
        const inputs = [
            within(bar).getByRole('textbox', { name: 'Track IDs' }),
            title,
            within(bar).getByRole('textbox', { name: 'Artist' }),
            await within(bar).findByRole('combobox', { name: 'Genre' }, { timeout: 10_000 }),
        ];
        const style = getComputedStyle(bar);
        expect([style.display, style.flexWrap]).toEqual(['flex', 'wrap']);
        for (const input of inputs) {
            // Each filter is one item of the bar (not a row of its own), at the bar's set width.
            const item = [...bar.children].find(child => child.contains(input))!;
            expect(getComputedStyle(item).display).toBe('flex');
            const sized: string[] = [];
            for (let el = input.parentElement; el && el !== item; el = el.parentElement)
                sized.push(getComputedStyle(el).width);
            expect(sized).toContain('200px');
        }
    });
});
