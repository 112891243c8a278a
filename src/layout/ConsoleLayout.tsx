import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import ScreenError from '../components/ScreenError';
import ConsoleAppBar from './ConsoleAppBar';
import ConsoleMenu from './ConsoleMenu';

export default function ConsoleLayout({ children }: { children: ReactNode }) {
    return (
        <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} error={ScreenError}>
            {children}
        </Layout>
    );
}
