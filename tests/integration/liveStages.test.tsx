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
