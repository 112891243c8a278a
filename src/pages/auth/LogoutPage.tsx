import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../../authProvider/login';
import { config } from '../../config';

/**
 * /logout: revoke the token, reset the auth state, back to /auth. Runs on every arrival (several
 * failing calls may each send the user here), and always ends at /auth.
 */
export default function LogoutPage() {
    const navigate = useNavigate();
    const { key } = useLocation();
    useEffect(() => {
        let current = true;
        void logout(config.apiUrl).finally(() => {
            if (current) navigate('/auth', { replace: true });
        });
        return () => {
            current = false;
        };
    }, [key, navigate]);
    return null;
}
