import MenuItem from '@mui/material/MenuItem';
import { useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router';
import { currentGrants } from '../../../authProvider';
import { messages } from '../../../resources/messages';
import { operationAllowed } from '../../../resources/operations/define';
import { viewAsUsers } from '../../../resources/operations/viewAs';
import { isOffered } from '../../lib/capabilities';

/**
 * The user menu's "View as", for admins only (the server refuses `X-View-As` from anyone else), on a
 * server that offers it.
 */
export default function ViewAsMenuItem() {
    const navigate = useNavigate();
    const userMenu = useUserMenu();
    if (!operationAllowed(viewAsUsers, currentGrants()) || !isOffered(viewAsUsers.spec)) return null;
    return (
        <MenuItem
            onClick={() => {
                userMenu?.onClose();
                void navigate('/view-as');
            }}
        >
            {messages.viewAs.action}
        </MenuItem>
    );
}
