import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasAccess, P } from '../../resources/permissions';
import { getAuth, isAuthenticated } from '../../authProvider/state';

const ConsoleApp = lazy(() => import('../ConsoleApp'));

/**
 * /service-agreement: the partner scope together with the supplier role only. A failed scope
 * check goes to /auth, which says 'Authorization failed. Please try again.' (spec §2). Past the
 * check, the console shows the agreement in its own layout.
 */
export default function ServiceAgreementRoute() {
    const location = useLocation();
    const next = encodeURIComponent(location.pathname);
    if (!isAuthenticated()) return <Navigate to={`/auth?next=${next}`} replace />;
    const { scope, feature, brand } = getAuth();
    if (!hasAccess(P.SERVICE_AGREEMENT, { scope, feature, brand }))
        return <Navigate to={`/auth?error=scope&next=${next}`} replace />;
    return (
        <Suspense fallback={null}>
            <ConsoleApp />
        </Suspense>
    );
}
