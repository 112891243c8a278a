import MenuItem from '@mui/material/MenuItem';
import { useUserMenu } from 'react-admin';
import { useNavigate } from 'react-router';
import { currentGrants } from '../../../authProvider';
import { messages } from '../../../resources/messages';
import { operationAllowed } from '../../../resources/operations/define';
import { viewAsUsers } from '../../../resources/operations/viewAs';

/** The user menu's "View as", for admins only (the server refuses `X-View-As` from anyone else). */
export default function ViewAsMenuItem() {
    const navigate = useNavigate();
    const userMenu = useUserMenu();
    if (!operationAllowed(viewAsUsers, currentGrants())) return null;
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
