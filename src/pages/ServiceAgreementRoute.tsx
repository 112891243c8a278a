import { Navigate, useLocation } from 'react-router';
import { hasAccess, P } from '../../resources/permissions';
import { getAuth, isAuthenticated } from '../../authProvider/state';
import ErrorPage from '../components/ErrorPage';
import NotAvailable from './NotAvailable';

/** /service-agreement: the partner scope together with the supplier role only. */
export default function ServiceAgreementRoute() {
    const location = useLocation();
    if (!isAuthenticated()) return <Navigate to={`/auth?next=${encodeURIComponent(location.pathname)}`} replace />;
    const { scope, feature, brand } = getAuth();
    if (!hasAccess(P.SERVICE_AGREEMENT, { scope, feature, brand })) return <ErrorPage status={403} />;
    return <NotAvailable title="Service Agreement" />;
}
