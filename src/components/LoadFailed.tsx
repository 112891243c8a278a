/**
 * What a place that loads data shows until its data is there: nothing for a moment (spec §2's blank
 * placeholder), then progress that says what it waits for; and when the load fails, why in words
 * with Retry, in place of the data (never an empty state that claims there is none).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactElement } from 'react';
import { fill, messages } from '../../resources/messages';
import { failureReason } from '../lib/loadFailure';

/** Progress shows once a load has taken this long (quicker ones stay blank, as spec §2 says)… */
export const PROGRESS_AFTER_MS = 1_000;
/** …and says the server is slow after this long. */
export const SLOW_AFTER_MS = 10_000;

export interface LoadFailedProps {
    /** What did not load, as it ends "Could not load …" ("tracks", "the choices for Genre"). */
    what: string;
    error: unknown;
    /** Asks again; without it no Retry is offered. */
    onRetry?: () => void;
    /** A retry under way: the button waits for it. */
    retrying?: boolean;
}

/** "Could not load {what}." and why, with Retry. */
export default function LoadFailed({ what, error, onRetry, retrying = false }: LoadFailedProps) {
    return (
        <Alert
            severity="error"
            sx={{ my: 1, alignItems: 'center' }}
            action={
                onRetry && (
                    <Button color="inherit" size="small" variant="outlined" onClick={onRetry} disabled={retrying}>
                        {retrying ? messages.load.retrying : messages.load.retry}
                    </Button>
                )
            }
        >
            {[fill(messages.load.failed, { what }), failureReason(error)].filter(Boolean).join(' ')}
        </Alert>
    );
}

/** 0 until progress shows, 1 while it does, 2 once the wait is slow. */
function useWaitStage(): 0 | 1 | 2 {
    const [stage, setStage] = useState<0 | 1 | 2>(0);
    useEffect(() => {
        const timers = [setTimeout(() => setStage(1), PROGRESS_AFTER_MS), setTimeout(() => setStage(2), SLOW_AFTER_MS)];
        return () => timers.forEach(clearTimeout);
    }, []);
    return stage;
}

/** A wait that says what it waits for after a moment, and that the server is slow after a while. */
export function LoadingArea({ what = messages.load.thisPage, paused = false }: { what?: string; paused?: boolean }) {
    const stage = useWaitStage();
    if (!stage && !paused) return null;
    const text = paused
        ? fill(messages.load.paused, { what })
        : fill(stage === 2 ? messages.load.slow : messages.load.loading, { what });
    return (
        <Box role="status" sx={{ p: 2, display: 'grid', gap: 1, maxWidth: 480 }}>
            <LinearProgress aria-label={text} variant={paused ? 'determinate' : 'indeterminate'} value={0} />
            <Typography variant="body2" color="text.secondary">
                {text}
            </Typography>
        </Box>
    );
}

/** What a react-query result needs to say how its load goes. */
export interface LoadState {
    data?: unknown;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    isPaused?: boolean;
    refetch: () => unknown;
}

/**
 * In place of a load's data: its failure with Retry, or its wait; null once the data is there
 * (`if (shown) return shown;`). Data kept from before a failed refresh still shows.
 */
export function loadingOrFailed(query: LoadState, what: string): ReactElement | null {
    if (query.error && query.data === undefined)
        return (
            <LoadFailed
                what={what}
                error={query.error}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
            />
        );
    if (query.isPending) return <LoadingArea what={what} paused={query.isPaused} />;
    return null;
}
