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
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default, HydrateFallback: Blank });

/** Top-level routes (spec §2), each matched exactly and loaded on demand. */
export const router = createBrowserRouter([
    { path: '/auth', lazy: page(() => import('./pages/auth/LoginPage')), errorElement: <RouteError /> },
    { path: '/auth/verify', lazy: page(() => import('./pages/auth/VerifyPage')), errorElement: <RouteError /> },
    { path: '/logout', lazy: page(() => import('./pages/auth/LogoutPage')), errorElement: <RouteError /> },
    { path: '/service-agreement', lazy: page(() => import('./pages/ServiceAgreementRoute')), errorElement: <RouteError /> },
    { path: '/*', lazy: page(() => import('./ConsoleRoute')), errorElement: <RouteError /> },
]);

createRoot(document.getElementById('root')!).render(
    <StrictMode>
        <RouterProvider router={router} />
    </StrictMode>
);
