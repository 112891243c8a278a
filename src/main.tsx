import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import RouteError from './components/RouteError';
import { initErrorReporting } from './lib/errorReporting';

if (import.meta.env.PROD) {
    // Console logs are suppressed in production builds (spec §9); errors go to error reporting.
    for (const method of ['log', 'debug', 'info'] as const) console[method] = () => undefined;
}
initErrorReporting();

/** A screen that is loading shows a blank placeholder. */
const Blank = () => null;
const route = (path: string, load: () => Promise<{ default: React.ComponentType }>) => ({
    path,
    lazy: async () => ({ Component: (await load()).default }),
    hydrateFallbackElement: <Blank />,
    errorElement: <RouteError />,
});

/** Top-level routes (spec §2), each matched exactly and loaded on demand. */
export const router = createBrowserRouter([
    route('/auth', () => import('./pages/auth/LoginPage')),
    route('/auth/verify', () => import('./pages/auth/VerifyPage')),
    route('/logout', () => import('./pages/auth/LogoutPage')),
    route('/service-agreement', () => import('./pages/ServiceAgreementRoute')),
    route('/*', () => import('./ConsoleRoute')),
]);

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <RouterProvider router={router} />
    </StrictMode>
);
