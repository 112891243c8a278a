import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { reportError } from '../lib/errorReporting';
import { answerStatus } from '../lib/loadFailure';
import ErrorPage from './ErrorPage';

/**
 * Errors caught in a screen are reported and the error page is shown (no stack trace). A screen
 * whose data did not load (no answer, or the server's own failure) offers Retry: what failed is
 * asked again and the screen drawn afresh.
 */
export default function ScreenError({
    error,
    resetErrorBoundary,
}: {
    error?: Error & { status?: number };
    resetErrorBoundary?: (...args: unknown[]) => void;
}) {
    const queryClient = useContext(QueryClientContext);
    useEffect(() => {
        if (error) reportError(error);
    }, [error]);
    const status = answerStatus(error);
    const retry = () => {
        void queryClient?.refetchQueries({ type: 'active', predicate: q => q.state.status === 'error' });
        resetErrorBoundary?.();
    };
    const retriable = status === undefined || status >= 500 || status === 408;
    return <ErrorPage status={status} error={error} onRetry={retriable ? retry : undefined} />;
}
