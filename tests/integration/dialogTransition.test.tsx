/** §9 "modal transition 200 ms": every dialog of the console's theme, not only the confirm. */
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODAL_TRANSITION_MS } from '../../resources/constants';
import Button from '@mui/material/Button';
import { fireEvent } from '@testing-library/react';
import { consoleTheme, theme } from '../../src/theme';

describe('dialog transitions', () => {
    it('a plain dialog (no transition given) fades in over 200 ms under the console theme', async () => {
        expect(MODAL_TRANSITION_MS).toBe(200);
        render(
            <ThemeProvider theme={createTheme(theme)}>
                <Dialog open aria-labelledby="t">
                    <DialogTitle id="t">Add bank account</DialogTitle>
                </Dialog>
            </ThemeProvider>
        );
        const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
        // The fading container is the dialog's parent; MUI writes the duration into its style.
        const container = dialog.parentElement as HTMLElement;
        expect(container.style.transition).toMatch(/opacity 200ms/);
        expect(container.style.transition).not.toMatch(/225ms/); // MUI's own default
    });

    it('with less motion asked for (prefers-reduced-motion), a dialog appears at once and a press draws no ripple', async () => {
        render(
            <ThemeProvider theme={createTheme(consoleTheme(true))}>
                <Dialog open aria-labelledby="t">
                    <DialogTitle id="t">Add bank account</DialogTitle>
                    <Button>Save</Button>
                </Dialog>
            </ThemeProvider>
        );
        const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
        expect((dialog.parentElement as HTMLElement).style.transition).toBe('none');
        const save = screen.getByRole('button', { name: 'Save' });
        fireEvent.mouseDown(save);
        expect(save.querySelector('.MuiTouchRipple-root')).toBeNull();
    });

    it('with motion, a press draws its ripple', () => {
        render(
            <ThemeProvider theme={createTheme(consoleTheme(false))}>
                <Button>Save</Button>
            </ThemeProvider>
        );
        const save = screen.getByRole('button', { name: 'Save' });
        fireEvent.mouseDown(save);
        expect(save.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    });
});
