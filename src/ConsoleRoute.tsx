import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { appContext } from '../resources/permissions';
import { getAuth, isAuthenticated } from '../authProvider/state';

const ConsoleApp = lazy(() => import('./ConsoleApp'));

/**
 * Everything but /auth, /logout and /service-agreement: the main application, for the staff
 * scope or the partner scope. Without a login, off to /auth and back here afterwards.
 */
export default function ConsoleRoute() {
    const location = useLocation();
    const next = `${location.pathname}${location.search}${location.hash}`;
    if (!isAuthenticated()) return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
    if (!appContext(getAuth().scope))
        return <Navigate to={`/auth?error=scope&next=${encodeURIComponent(next)}`} replace />;
    return (
        <Suspense fallback={null}>
            <ConsoleApp />
        </Suspense>
    );
}
