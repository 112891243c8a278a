import { lazy, Suspense, useSyncExternalStore } from 'react';
import { sessionEnded, subscribeSession } from '../../../authProvider/session';

const SignInAgain = lazy(() => import('./SignInAgain'));

/** Over whatever screen is open when the session ends: the sign-in again in place (its code loads then). */
export default function SessionEnded() {
    const ended = useSyncExternalStore(subscribeSession, sessionEnded);
    return ended ? (
        <Suspense fallback={null}>
            <SignInAgain />
        </Suspense>
    ) : null;
}
