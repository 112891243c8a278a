import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { appContext, hasAccess, P, type PermissionList } from '../resources/permissions';
import { getAuth, isAuthenticated } from '../authProvider/state';

const ConsoleApp = lazy(() => import('./ConsoleApp'));

/** Top-level paths with a scope check of their own (spec §2): /service-agreement, partner scope with the supplier role. */
const OWN_SCOPE: Record<string, PermissionList> = { '/service-agreement': P.SERVICE_AGREEMENT };

/**
 * Everything but /auth and /logout: the main application, for the staff scope or the partner
 * scope (and a path's own scope where it has one). Without a login, off to /auth and back here afterwards.
 */
export default function ConsoleRoute() {
    const location = useLocation();
    const next = `${location.pathname}${location.search}${location.hash}`;
    if (!isAuthenticated()) return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
    const own = OWN_SCOPE[location.pathname.replace(/\/+$/, '')];
    if (!appContext(getAuth().scope) || (own && !hasAccess(own, getAuth())))
        return <Navigate to={`/auth?error=scope&next=${encodeURIComponent(next)}`} replace />;
    return (
        <Suspense fallback={null}>
            <ConsoleApp />
        </Suspense>
    );
}
