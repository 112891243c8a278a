/**
 * A form's picker keeps what the person types: a label searched by name on a release's edit screen
 * (walk 54: the typed words went back to the saved label's name a moment after each key).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, signIn, useApi } from './harness';

describe("a form's picker", () => {
    const { api } = useApi(20);

    it('keeps the typed words and offers the records that match them', async () => {
        const release = api.db
            .prepare('SELECT id, label_id FROM releases WHERE label_id IS NOT NULL LIMIT 1')
            .get() as {
            id: number;
            label_id: number;
        };
        const other = api.db
            .prepare('SELECT name FROM labels WHERE id != ? ORDER BY id LIMIT 1')
            .pluck()
            .get(release.label_id) as string;
        const word = other.split(' ')[0];
        await signIn(api, 'admin');
        renderAt(`/catalog/releases/${release.id}`);
        const picker = (await screen.findByRole(
            'combobox',
            { name: 'Label' },
            { timeout: 30_000 }
        )) as HTMLInputElement;
        await waitFor(() => expect(picker.value).not.toBe(''), { timeout: 30_000 });
        const user = userEvent.setup({ delay: 250 });
        await user.clear(picker);
        await user.type(picker, word);
        // Past the choices' debounce and their answer.
        await new Promise(r => setTimeout(r, 1500));
        expect(picker.value).toBe(word);
        const offered = await screen.findAllByRole('option', { name: new RegExp(word) }, { timeout: 15_000 });
        expect(offered.length).toBeGreaterThan(0);
        expect(picker.value).toBe(word);
    }, 60_000);
});
