import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/errorReporting';
import ErrorPage from './ErrorPage';

/**
 * A route that fails to load or render (lazy chunk, render error) shows the error page; Retry loads
 * the page again (a chunk that did not arrive while the connection was down, say).
 */
export default function RouteError() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number } | null)?.status;
    useEffect(() => {
        if (!isRouteErrorResponse(error) || error.status >= 500) reportError(error);
    }, [error]);
    const known = typeof status === 'number' ? status : undefined;
    const refused = known !== undefined && known < 500;
    return (
        <ErrorPage
            status={known}
            error={isRouteErrorResponse(error) ? undefined : error}
            onRetry={refused ? undefined : () => window.location.reload()}
        />
    );
}
