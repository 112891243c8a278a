/**
 * Whether the API server is answering, as the calls made to it last found: the data provider
 * reports each call's outcome here and the connection banner reads it. A call without an answer
 * (the network, a timeout, a gateway's 502/503/504) makes it unanswered; any answer of the server
 * (an error of its own included) makes it answering again.
 */
type Listener = () => void;

let answering = true;
const listeners = new Set<Listener>();

function set(now: boolean) {
    if (now === answering) return;
    answering = now;
    for (const listener of [...listeners]) listener();
}

/** The server answered a call (any status of its own). */
export const reportAnswered = (): void => set(true);

/** A call got no answer from the server. */
export const reportUnanswered = (): void => set(false);

/** Whether the last call that ended was answered (true until one is not). */
export const serverAnswering = (): boolean => answering;

/** Calls `listener` on each change; returns the unsubscribe (for useSyncExternalStore). */
export function subscribeReachability(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}
