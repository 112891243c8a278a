import Drawer from '@mui/material/Drawer';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * react-admin's Sidebar without its scroll listener. That one follows the page's scroll to tuck the
 * menu under an app bar that hides on scroll; ours never hides (ConsoleAppBar's `alwaysOn`), and the
 * listener's first reading of the scroll position, as the console mounts, forced a layout of the
 * whole first screen inside that task (50 ms of CPU with a core busy, Lighthouse's trace).
 * Same class names and look: a drawer on phones, a docked column that narrows when closed elsewhere.
 */
export default function ConsoleSidebar({ children }: { children: ReactNode }) {
    const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const [open, setOpen] = useSidebarState();
    if (isXSmall)
        return (
            <Column variant="temporary" open={open} onClose={() => setOpen(false)} className="RaSidebar-root">
                {children}
            </Column>
        );
    return (
        <Column
            variant="permanent"
            open={open}
            className={`RaSidebar-root ${open ? 'RaSidebar-open' : 'RaSidebar-closed'}`}
        >
            <div className="RaSidebar-fixed">{children}</div>
        </Column>
    );
}

const Column = styled(Drawer, { shouldForwardProp: () => true })(({ open, theme }) => ({
    height: 'calc(100vh - 3em)',
    marginTop: 0,
    '& .RaSidebar-fixed': {
        position: 'fixed',
        height: 'calc(100vh - 3em)',
        overflowX: 'hidden',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiPaper-root': {
        position: 'relative',
        width: open ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: theme.transitions.create('width', {
            easing: theme.transitions.easing.sharp,
            duration: theme.transitions.duration.leavingScreen,
        }),
        backgroundColor: 'transparent',
        borderRight: 'none',
        [theme.breakpoints.only('xs')]: {
            marginTop: 0,
            height: '100vh',
            position: 'inherit',
            backgroundColor: theme.palette.background.default,
        },
        [theme.breakpoints.up('md')]: { border: 'none' },
        zIndex: 'inherit',
    },
}));
