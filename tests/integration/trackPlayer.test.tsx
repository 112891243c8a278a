import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProvider';
import { messages } from '../../resources/messages';
import { trackStream } from '../../resources/operations/catalog';
import { operationPath } from '../../resources/operations/define';
import TrackPlayer from '../../src/pages/tracks/TrackPlayer';

const m = messages.player;

describe('the track player', () => {
    const call = vi.fn(async () => new Blob([new Uint8Array(44)], { type: 'audio/wav' }));
    const dataProvider = { call } as unknown as ConsoleDataProvider;
    beforeEach(() => {
        URL.createObjectURL = vi.fn(() => 'blob:clip');
        URL.revokeObjectURL = vi.fn();
        // jsdom has no media playback.
        vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    });
    afterEach(() => vi.restoreAllMocks());

    it('with the flags off (spec §9): play and a progress bar, no needle drop, no speed', async () => {
        render(
            <AdminContext dataProvider={dataProvider}>
                <TrackPlayer trackId={7} />
            </AdminContext>
        );
        expect(screen.getByRole('progressbar', { name: m.position })).toBeInTheDocument();
        expect(screen.queryByRole('slider')).toBeNull();
        expect(screen.queryByLabelText(m.speed)).toBeNull();

        await userEvent.click(screen.getByRole('button', { name: m.play }));
        // The declared stream call: `catalog/tracks/7/stream/`, read as audio.
        expect(call).toHaveBeenCalledWith(trackStream, 7);
        expect(operationPath(trackStream, 7)).toBe('catalog/tracks/7/stream/');
        expect(trackStream.accept).toBe('audio/*');
        await waitFor(() => expect(document.querySelector('audio')?.getAttribute('src')).toBe('blob:clip'));
    });

    it('with needle drop and advanced modes on: a position slider and a speed choice', () => {
        render(
            <AdminContext dataProvider={dataProvider}>
                <TrackPlayer trackId={7} flags={{ needleDrop: true, advanced: true }} />
            </AdminContext>
        );
        expect(screen.getByRole('slider', { name: m.position })).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: m.speed })).toBeInTheDocument();
    });
});
