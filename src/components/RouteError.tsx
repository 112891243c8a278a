import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/errorReporting';
import ErrorPage from './ErrorPage';

/** A route that fails to load or render (lazy chunk, render error) shows the error page. */
export default function RouteError() {
    const error = useRouteError();
    const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number } | null)?.status;
    useEffect(() => {
        if (!isRouteErrorResponse(error) || error.status >= 500) reportError(error);
    }, [error]);
    return <ErrorPage status={typeof status === 'number' ? status : undefined} />;
}
