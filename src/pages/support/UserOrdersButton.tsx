import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router';
import { userOrdersPath } from '../../../resources/support/orders';

/** A user's orders: the orders list filtered by this user (its User IDs filter on screen). */
export default function UserOrdersButton() {
    const user = useRecordContext();
    if (!user) return null;
    return (
        <Button component={Link} to={userOrdersPath(user.id)} size="small" startIcon={<ShoppingCartIcon />}>
            {`Orders of ${String(user.username ?? user.id)}`}
        </Button>
    );
}
