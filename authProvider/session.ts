/**
 * A session that ends under the person (its token could not be renewed). Where the screen holds
 * work not yet saved (a form, a row's dialog: `holdWork`), they are told and sign in again in
 * place (SignInAgain), the work still on screen; otherwise the spec's way: a 401 goes to /logout,
 * and the sign-in after it leads back to the page.
 */
import { getAuth, subscribeState } from './state';

type SessionListener = (ended: boolean) => void;
const sessionListeners = new Set<SessionListener>();
let ended = false;
/** Whether the session has ended under unsaved work and the person has not signed in again yet. */
export const sessionEnded = () => ended;
/** Told when the session ends and when it goes on again (a sign-in in place). */
export function subscribeSession(listener: SessionListener): () => void {
    sessionListeners.add(listener);
    return () => sessionListeners.delete(listener);
}

const holders = new Set<symbol>();
/** A screen part holds unsaved work while this is on; the answer lets go. */
export function holdWork(): () => void {
    const holder = Symbol('work');
    holders.add(holder);
    return () => void holders.delete(holder);
}

let stopWatching: (() => void) | undefined;
const tell = (now: boolean) => {
    ended = now;
    sessionListeners.forEach(l => l(now));
};
/**
 * The refresh failed. With unsaved work on screen, the session is said to have ended, once; it
 * goes on when a new token arrives (signed in again here, or in another tab).
 */
export function sessionLost(): void {
    if (ended || holders.size === 0) return;
    const lostToken = getAuth().access_token;
    stopWatching = subscribeState(s => {
        if (s.auth.access_token && s.auth.access_token !== lostToken) sessionResumed();
    });
    tell(true);
}
/** Signed in again: the session goes on. */
export function sessionResumed(): void {
    if (!ended) return;
    stopWatching?.();
    stopWatching = undefined;
    tell(false);
}
