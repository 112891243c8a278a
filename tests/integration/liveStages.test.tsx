/**
 * A stream's stages tab: full at five (the Add button off, the limit said), and the last stage of
 * an enabled stream is kept by the console before the API is asked; the stream's form follows the count.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import { renderAt, signIn, useApi } from './harness';

const m = messages.live;

describe('live stream stages', () => {
    const { api } = useApi(20);

    it('a stream with five stages offers no sixth and says why', async () => {
        await signIn(api, 'curation');
        // Seeded stream 5 has five stages.
        renderAt('/live/streams/5/stages');
        const table = await screen.findByRole('table', { name: 'Stages' }, { timeout: 10_000 });
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
        expect(screen.getByText(fill(m.stageLimit, { max: 5 }))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Add stage' })).toBeDisabled();
    });

    it('a new stream’s form stops at its fifth stage when it is added, and refuses a repeated or blank number on Save', async () => {
        await signIn(api, 'curation');
        const user = userEvent.setup({ delay: null });
        renderAt('/live/streams/create');
        await user.type(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10_000 }), 'Five Rooms');
        const stages = screen.getByRole('group', { name: 'Stages' });
        const add = () => within(stages).getByRole('button', { name: 'Add stage' });
        for (let n = 1; n <= 5; n++) await user.click(add());
        // The fifth row is there: a sixth cannot be added, and the limit is said beside the list.
        await waitFor(() => expect(within(stages).getAllByRole('spinbutton', { name: /^Number/ })).toHaveLength(5));
        expect(within(stages).queryByRole('button', { name: 'Add stage' })).toBeNull();
        expect(within(stages).getByText(fill(m.stageLimit, { max: 5 }))).toBeInTheDocument();

        const numbers = within(stages).getAllByRole('spinbutton', { name: /^Number/ });
        const names = within(stages).getAllByRole('textbox', { name: /^Name/ });
        for (const [i, number] of ['1', '2', '2', '3'].entries()) {
            await user.type(numbers[i], number);
            await user.type(names[i], `Room ${i + 1}`);
        }
        await user.type(names[4], 'Room 5');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(await within(stages).findByText(m.stageNumberTaken)).toBeInTheDocument();
        expect(within(stages).getByText(messages.validation.required)).toBeInTheDocument();
        expect(api.db.prepare("SELECT count(*) FROM live_streams WHERE name = 'Five Rooms'").pluck().get()).toBe(0);
    }, 60_000);

    it('the streams list shows when each runs: Start Time and End Time beside the status', async () => {
        await signIn(api, 'curation');
        renderAt('/live/streams');
        const table = await screen.findByRole('table', {}, { timeout: 10_000 });
        const headers = within(table)
            .getAllByRole('columnheader')
            .map(h => h.textContent);
        expect(headers).toEqual(expect.arrayContaining(['Name', 'Status', 'Start Time', 'End Time']));
    });

    it('the last stage of an enabled stream is kept, and the API is not asked', async () => {
        await signIn(api, 'admin');
        // Seeded stream 8 is enabled with one stage.
        renderAt('/live/streams/8/stages');
        const table = await screen.findByRole('table', { name: 'Stages' }, { timeout: 10_000 });
        const row = (await within(table).findByText('Main Stage')).closest('tr')!;
        await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
        expect(await screen.findByText(m.lastStage)).toBeInTheDocument();
        expect(screen.queryByRole('dialog', { name: messages.confirm.title })).toBeNull();
        expect(api.db.prepare('SELECT count(*) FROM live_stream_stages WHERE stream_id = 8').pluck().get()).toBe(1);
    });
});
