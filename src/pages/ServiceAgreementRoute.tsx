import { Navigate, useLocation } from 'react-router';
import { hasAccess, P } from '../../resources/permissions';
import { getAuth, isAuthenticated } from '../../authProvider/state';
import NotAvailable from './NotAvailable';

/**
 * /service-agreement: the partner scope together with the supplier role only. A failed scope
 * check goes to /auth, which says 'Authorization failed. Please try again.' (spec §2).
 */
export default function ServiceAgreementRoute() {
    const location = useLocation();
    const next = encodeURIComponent(location.pathname);
    if (!isAuthenticated()) return <Navigate to={`/auth?next=${next}`} replace />;
    const { scope, feature, brand } = getAuth();
    if (!hasAccess(P.SERVICE_AGREEMENT, { scope, feature, brand }))
        return <Navigate to={`/auth?error=scope&next=${next}`} replace />;
    return <NotAvailable title="Service Agreement" />;
}
