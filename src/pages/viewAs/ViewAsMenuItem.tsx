import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router';
import { currentGrants } from '../../../authProvider';
import { messages } from '../../../resources/messages';
import { operationAllowed } from '../../../resources/operations/define';
import { viewAsUsers } from '../../../resources/operations/viewAs';

/** The user menu's "View as", for admins only (the server refuses `X-View-As` from anyone else). */
export default function ViewAsMenuItem() {
    const navigate = useNavigate();
    if (!operationAllowed(viewAsUsers, currentGrants())) return null;
    return <MenuItem onClick={() => navigate('/view-as')}>{messages.viewAs.action}</MenuItem>;
}
