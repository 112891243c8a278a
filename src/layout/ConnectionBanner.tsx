import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useSyncExternalStore } from 'react';
import { messages } from '../../resources/messages';
import { config } from '../config';
import { reportAnswered, reportUnanswered, serverAnswering, subscribeReachability } from '../lib/reachability';

/** While the server is not answering, it is asked again this often (the banner goes once it answers). */
export const PROBE_EVERY_MS = 15_000;

function subscribeOnline(listener: () => void): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
    };
}
const browserOnline = () => navigator.onLine;

/**
 * Whether the server answers now: any answer of its own counts (a 401 or 404 of the API's base
 * path included); none, or its gateway's 502/503/504, does not. A bare HEAD: no token, no record.
 */
export async function probeServer(): Promise<void> {
    try {
        const res = await fetch(`${config.apiUrl}/`, { method: 'HEAD', cache: 'no-store' });
        if (res.status === 502 || res.status === 503 || res.status === 504) reportUnanswered();
        else reportAnswered();
    } catch {
        reportUnanswered();
    }
}

/**
 * A banner while the browser is offline or the server stops answering, gone once it answers again.
 * The console queues nothing meanwhile: a save fails where it was made, keeps what was typed, and the
 * person decides what to send again; lists and panels offer Retry.
 */
export default function ConnectionBanner() {
    const online = useSyncExternalStore(subscribeOnline, browserOnline, () => true);
    const answering = useSyncExternalStore(subscribeReachability, serverAnswering, () => true);
    const waiting = online && !answering;
    useEffect(() => {
        if (!waiting) return;
        // Back online with the server last found silent: ask at once, then now and then.
        void probeServer();
        const timer = setInterval(() => void probeServer(), PROBE_EVERY_MS);
        return () => clearInterval(timer);
    }, [waiting]);
    if (online && answering) return null;
    return (
        <Alert
            severity="warning"
            sx={{ position: 'sticky', top: { xs: 56, sm: 48 }, zIndex: 3, mb: 1 }}
            action={
                online && (
                    <Button color="inherit" size="small" onClick={() => void probeServer()}>
                        {messages.load.checkNow}
                    </Button>
                )
            }
        >
            {online ? messages.load.unreachable : messages.load.offline}
        </Alert>
    );
}
