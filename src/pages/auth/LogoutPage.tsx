import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../../authProvider/login';
import { config } from '../../config';

/** /logout: revoke the token, reset the auth state, back to /auth. */
export default function LogoutPage() {
    const navigate = useNavigate();
    useEffect(() => {
        void logout(config.apiUrl).finally(() => navigate('/auth', { replace: true }));
    }, [navigate]);
    return null;
}
