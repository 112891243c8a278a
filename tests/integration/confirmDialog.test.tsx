import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm, type ConfirmTheme } from '../../src/components/ConfirmDialog';

function Harness({ theme, title }: { theme?: ConfirmTheme; title?: string }) {
    const confirm = useConfirm();
    const [result, setResult] = useState<string>('none');
    return (
        <>
            <button onClick={() => void confirm({ theme, title, message: 'Really?' }).then(r => setResult(String(r)))}>
                open
            </button>
            <output>{result}</output>
        </>
    );
}

const setup = (props: { theme?: ConfirmTheme; title?: string } = {}) =>
    render(
        <ConfirmProvider>
            <Harness {...props} />
        </ConfirmProvider>
    );

describe('confirm dialog', () => {
    it('Confirm theme: Cancel and OK; default title; resolves true on OK, then is removed', async () => {
        setup();
        await userEvent.click(screen.getByText('open'));
        const dialog = await screen.findByRole('dialog', { name: 'Confirmation Required' });
        expect(dialog).toHaveTextContent('Really?');
        expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: 'OK' }));
        expect(await screen.findByText('true')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('resolves false on Cancel and on Escape', async () => {
        setup({ theme: 'proceed' });
        await userEvent.click(screen.getByText('open'));
        await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
        expect(await screen.findByText('false')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await userEvent.click(screen.getByText('open'));
        expect(await screen.findByRole('button', { name: 'Proceed' })).toBeInTheDocument();
        await act(() => userEvent.keyboard('{Escape}'));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByText('false')).toBeInTheDocument();
    });

    it('Delete theme: the Delete button is warning-styled; a custom title shows', async () => {
        setup({ theme: 'delete', title: 'Delete track?' });
        await userEvent.click(screen.getByText('open'));
        expect(await screen.findByRole('dialog', { name: 'Delete track?' })).toBeInTheDocument();
        const del = screen.getByRole('button', { name: 'Delete' });
        expect(del.className).toMatch(/containedWarning/);
        await userEvent.click(del);
        expect(await screen.findByText('true')).toBeInTheDocument();
    });
});
