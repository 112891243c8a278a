import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { onStorageError } from '../authProvider/state';
import { initErrorReporting, reportError } from './lib/errorReporting';
import { routes } from './routes';

if (import.meta.env.PROD) {
    // Console logs are suppressed in production builds (spec §9); errors go to error reporting.
    for (const method of ['log', 'debug', 'info'] as const) console[method] = () => undefined;
}
initErrorReporting();
onStorageError(reportError);

// The first render as a transition: React renders it in slices, yielding to the browser every few
// milliseconds, instead of one task that blocks the page for as long as the screen takes to build.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
    root.render(
        <StrictMode>
            <RouterProvider router={createBrowserRouter(routes)} />
        </StrictMode>
    )
);
