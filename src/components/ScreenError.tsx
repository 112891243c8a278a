import { useEffect } from 'react';
import { reportError } from '../lib/errorReporting';
import ErrorPage from './ErrorPage';

/** Errors caught in a screen are reported and the error page is shown (no stack trace). */
export default function ScreenError({ error }: { error?: Error & { status?: number } }) {
    useEffect(() => {
        if (error) reportError(error);
    }, [error]);
    return <ErrorPage status={error?.status} />;
}
