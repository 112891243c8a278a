import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { MODAL_TRANSITION_MS } from '../resources/constants';

/** Slot props from the component's props (MUI calls these with its owner state). */
type FromProps = (props: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) => Record<string, unknown>;

/** The palette's primary: the focus ring's colour on light surfaces (8.7:1 on white). */
const PRIMARY = '#1f4e79';
/** A control inside a scrolling strip (a tab, a menu entry) draws its ring inside, where nothing clips it. */
const insideRing = { '&.Mui-focusVisible': { outlineOffset: -2 } };

/**
 * A person who asked their system for less motion (WCAG 2.3.3) gets none: menus, dialogs, notices
 * and the sidebar appear and go at once, and a press draws no ripple.
 */
const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const NO_DURATION = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/** The console's theme; `still`: without motion (see reducedMotion). */
export const consoleTheme = (still: boolean): RaThemeOptions => ({
    ...defaultTheme,
    ...(still && { transitions: { create: () => 'none', duration: NO_DURATION, getAutoHeightDuration: () => 0 } }),
    components: {
        ...defaultTheme.components,
        MuiCheckbox: {
            defaultProps: {
                // react-admin names a row's checkbox on its wrapper span, where the name is not
                // allowed and not read; it belongs on the input.
                slotProps: {
                    root: (() => ({ 'aria-label': undefined })) as FromProps,
                    input: (({ 'aria-label': label, inputProps }) => ({
                        ...inputProps,
                        'aria-label': inputProps?.['aria-label'] ?? label,
                    })) as FromProps,
                } as never,
            },
        },
        // The bulk toolbar folds to no height while nothing is selected; hidden too, so that Tab
        // does not land on its buttons where nobody can see them.
        RaBulkActionsToolbar: {
            styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } },
        } as never,
        // A list's filters are a bar: a wrapping row of inputs as wide as the list, with the list's
        // buttons beside them while all fit on one line and below them once the filters wrap
        // (the buttons would otherwise narrow every row of filters). Phones keep react-admin's column.
        RaListToolbar: {
            styleOverrides: {
                root: ({ theme }: { theme: Theme }) => ({
                    [theme.breakpoints.up('sm')]: {
                        flexWrap: 'wrap',
                        // By element and place: react-admin's Ra* class names are not set in a production build.
                        '& > form': { flex: '1 1 auto', flexWrap: 'wrap' },
                        '& > :last-child': { marginLeft: 'auto' },
                    },
                }),
            },
        } as never,
        // Keyboard focus shows as a ring of at least 3:1 against what surrounds it (WCAG 2.4.7, 1.4.11):
        // MUI's own is a light grey wash or ripple. Dark on the page's surfaces, white on the app bar.
        MuiButtonBase: {
            defaultProps: { disableRipple: still },
            styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } } },
        },
        MuiMenuItem: { styleOverrides: { root: insideRing } },
        MuiTab: { styleOverrides: { root: insideRing } },
        MuiListItemButton: { styleOverrides: { root: insideRing } },
        // As specific as the ring it recolours, plus one: the buttons' own styles are inserted after the bar's.
        MuiAppBar: { styleOverrides: { root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#fff' } } } },
        // §9 "modal transition 200 ms": every dialog, not only the confirm.
        MuiDialog: { defaultProps: { transitionDuration: still ? 0 : MODAL_TRANSITION_MS } },
        // Spinners (react-admin's loading indicator among them) say what they are.
        MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
        // A read-only field's hint stays readable (the disabled grey fails contrast).
        MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    },
    palette: {
        primary: { main: PRIMARY },
        secondary: { main: '#0d6e6e' },
        warning: { main: '#c2410c' },
        // MUI's red (#d32f2f) is 4.4:1 on a filled field's grey: a refused date's label failed contrast.
        error: { main: '#c62828' },
    },
    sidebar: { width: 230, closedWidth: 55 },
});

export const theme = consoleTheme(reducedMotion());
