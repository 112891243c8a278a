import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { logout, safeNext } from '../../../authProvider/login';
import { config } from '../../config';

/**
 * /logout: revoke the token, reset the auth state, back to /auth. Runs on every arrival (several
 * failing calls may each send the user here), and always ends at /auth; with `next` (signed out
 * after the session ended), the sign-in there leads back to that page.
 */
export default function LogoutPage() {
    const navigate = useNavigate();
    const { key } = useLocation();
    const [params] = useSearchParams();
    const next = safeNext(params.get('next'));
    useEffect(() => {
        let current = true;
        void logout(config.apiUrl).finally(() => {
            if (current) navigate(next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`, { replace: true });
        });
        return () => {
            current = false;
        };
    }, [key, navigate, next]);
    return null;
}
