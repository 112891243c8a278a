import type { RouteObject } from 'react-router';
import RouteError from './components/RouteError';

/** A screen that is loading shows a blank placeholder. */
const Blank = () => null;
const route = (path: string, load: () => Promise<{ default: React.ComponentType }>): RouteObject => ({
    path,
    lazy: async () => ({ Component: (await load()).default }),
    hydrateFallbackElement: <Blank />,
    errorElement: <RouteError />,
});

/**
 * Top-level routes (spec §2), each matched exactly and loaded on demand. /service-agreement has a
 * scope check of its own, made in ConsoleRoute: the console's own routes must see the whole path.
 */
export const routes: RouteObject[] = [
    route('/auth', () => import('./pages/auth/LoginPage')),
    route('/auth/verify', () => import('./pages/auth/VerifyPage')),
    route('/logout', () => import('./pages/auth/LogoutPage')),
    route('/*', () => import('./ConsoleRoute')),
];
