/**
 * The console's sidebar: the menu in a docked column that narrows when closed (a drawer on phones),
 * with no listener on the page's scroll (react-admin's own reads the scroll position as it mounts,
 * forcing a layout of the whole first screen; the console's app bar never hides, so nothing needs it).
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { memoryStore, StoreContextProvider, useSidebarState } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConsoleSidebar from '../../src/layout/ConsoleSidebar';
import { theme } from '../../src/theme';

function Toggle() {
    const [open, setOpen] = useSidebarState();
    return <button onClick={() => setOpen(!open)}>{open ? 'Close menu' : 'Open menu'}</button>;
}

const renderSidebar = () =>
    render(
        <StoreContextProvider value={memoryStore()}>
            <ThemeProvider theme={createTheme(theme)}>
                <Toggle />
                <ConsoleSidebar>
                    <nav aria-label="Menu">Tracks</nav>
                </ConsoleSidebar>
            </ThemeProvider>
        </StoreContextProvider>
    );

afterEach(() => vi.restoreAllMocks());

describe('the console sidebar', () => {
    it('holds the menu without listening to the page scroll', () => {
        const listen = vi.spyOn(window, 'addEventListener');
        renderSidebar();
        expect(screen.getByRole('navigation', { name: 'Menu' })).toHaveTextContent('Tracks');
        expect(listen.mock.calls.filter(([type]) => type === 'scroll')).toEqual([]);
    });

    it('narrows when the menu is closed and widens again when opened', () => {
        const { container } = renderSidebar();
        const column = () => container.querySelector('.RaSidebar-root');
        const wasOpen = column()?.classList.contains('RaSidebar-open');
        fireEvent.click(screen.getByRole('button', { name: wasOpen ? 'Close menu' : 'Open menu' }));
        expect(column()).toHaveClass(wasOpen ? 'RaSidebar-closed' : 'RaSidebar-open');
        fireEvent.click(screen.getByRole('button', { name: wasOpen ? 'Open menu' : 'Close menu' }));
        expect(column()).toHaveClass(wasOpen ? 'RaSidebar-open' : 'RaSidebar-closed');
    });
});
