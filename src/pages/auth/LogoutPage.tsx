import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { logout, safeNext } from '../../../authProvider/login';
import { config } from '../../config';

/**
 * /logout: revoke the token, reset the auth state, back to /auth. Runs on every arrival (several
 * failing calls may each send the user here), and always ends at /auth; with `next`, the sign-in
 * there leads back to that page, and with `ended` it says the session ended (a 401).
 */
export default function LogoutPage() {
    const navigate = useNavigate();
    const { key } = useLocation();
    const [params] = useSearchParams();
    const next = safeNext(params.get('next'));
    const ended = params.has('ended');
    useEffect(() => {
        let current = true;
        const query = new URLSearchParams({ ...(next !== '/' && { next }), ...(ended && { ended: '1' }) });
        void logout(config.apiUrl).finally(() => {
            if (current) navigate(query.size ? `/auth?${query}` : '/auth', { replace: true });
        });
        return () => {
            current = false;
        };
    }, [key, navigate, next, ended]);
    return null;
}
