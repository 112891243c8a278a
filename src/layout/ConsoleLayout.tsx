import { useEffect, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useLocation } from 'react-router';
import { analytics } from '../analytics';
import ScreenError from '../components/ScreenError';
import ConsoleAppBar from './ConsoleAppBar';
import ConsoleMenu from './ConsoleMenu';

export default function ConsoleLayout({ children }: { children: ReactNode }) {
    const { pathname } = useLocation();
    useEffect(() => analytics.pageView(pathname), [pathname]);
    return (
        <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} error={ScreenError}>
            {children}
        </Layout>
    );
}
