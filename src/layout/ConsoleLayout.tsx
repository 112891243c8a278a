import { styled } from '@mui/material/styles';
import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Loading, SkipNavigationButton, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { useLocation } from 'react-router';
import { analytics } from '../analytics';
import ScreenError from '../components/ScreenError';
import ViewAsBanner from '../components/ViewAsBanner';
import ConsoleAppBar from './ConsoleAppBar';
import ConnectionBanner from './ConnectionBanner';
import { useHeadingFocus } from './useHeadingFocus';
import ConsoleMenu from './ConsoleMenu';
import Sidebar from './ConsoleSidebar';

/**
 * react-admin's Layout with our app bar and menu. Written out rather than configured because
 * react-admin's also imports its default menu, app bar and preferences inspector, which the app
 * shell would then download unused (see ConsoleApp).
 */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    useEffect(() => analytics.pageView(pathname), [pathname]);
    useHeadingFocus();
    return (
        <Frame className="layout">
            <SkipNavigationButton />
            <div className="RaLayout-appFrame">
                <AppBar />
                <main className="RaLayout-contentWithSidebar">
                    <SideMenu />
                    <div id="main-content" className="RaLayout-content">
                        <ConnectionBanner />
                        <ViewAsBanner />
                        <ErrorBoundary FallbackComponent={ScreenFallback}>
                            <Suspense fallback={<Loading />}>{children}</Suspense>
                        </ErrorBoundary>
                    </div>
                </main>
            </div>
        </Frame>
    );
}

/*
 * The layout renders again on every navigation (its screen changes). The app bar and the menu take
 * nothing from it, so each renders again only when what it reads itself changes (measured with React's
 * profiler: the app bar was a sixth of React's work per navigation between two lists).
 */
const AppBar = memo(ConsoleAppBar);
const SideMenu = memo(function SideMenu() {
    return (
        <Sidebar>
            <ConsoleMenu />
        </Sidebar>
    );
});

/** The error page for a screen that failed; moving to another page tries again. */
function ScreenFallback({ error, resetErrorBoundary }: FallbackProps) {
    useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
    return <ScreenError error={error as Error} resetErrorBoundary={resetErrorBoundary} />;
}

// react-admin's layout styles (its class names, so its sidebar and app bar fit as they do there).
const Frame = styled('div', { name: 'RaLayout', slot: 'Root' })(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    zIndex: 1,
    minHeight: '100vh',
    backgroundColor: theme.palette.background.default,
    position: 'relative',
    minWidth: 'fit-content',
    width: '100%',
    '& .RaLayout-appFrame': {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        marginTop: theme.spacing(6),
        [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
    },
    '& .RaLayout-contentWithSidebar': {
        display: 'flex',
        flexGrow: 1,
        transition: theme.transitions.create('margin', {
            easing: theme.transitions.easing.easeOut,
            duration: theme.transitions.duration.enteringScreen,
        }),
    },
    '& .RaLayout-content': {
        backgroundColor: theme.palette.background.default,
        zIndex: 2,
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        flexBasis: 0,
        padding: 0,
        [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
    },
}));
