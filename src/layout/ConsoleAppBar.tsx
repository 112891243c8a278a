import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AppBar, TitlePortal, UserMenu, Logout } from 'react-admin';
import { getAuth } from '../../authProvider/state';
import { BRAND_NAMES, messages } from '../../resources/messages';
import AppBarSearch from './AppBarSearch';
import { useScreenClass } from './useScreenClass';
import JobCentreButton from './JobCentreButton';
import ApprovalsButton from './ApprovalsButton';
import ViewAsMenuItem from '../pages/viewAs/ViewAsMenuItem';

/** App bar: title, the brand, and the user with a logout entry. */
export default function ConsoleAppBar() {
    const screen = useScreenClass();
    const { brand, user } = getAuth();
    const compact = screen.id.startsWith('mobile');
    return (
        <AppBar
            // It stays as the page scrolls: its search, jobs and approvals always in reach. (Hidden on
            // scroll, react-admin's default, it read the page's layout on every scroll and every opening.)
            alwaysOn
            userMenu={
                <UserMenu label={user ? `${user.first_name} ${user.last_name}` : undefined}>
                    <ViewAsMenuItem />
                    <Logout />
                </UserMenu>
            }
        >
            {/* Below 1200 px the page's own heading needs the room (a record's name must stay readable). */}
            <Typography variant="h6" component="span" sx={{ mr: 2, display: { xs: 'none', lg: 'block' } }}>
                {messages.app.title}
            </Typography>
            {/* The page's heading: focused after each navigation (useHeadingFocus), so reachable by script only. */}
            <TitlePortal
                component="h1"
                variant="h6"
                tabIndex={-1}
                sx={{
                    '&:focus': { outline: 'none' },
                    '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
                }}
            />
            <AppBarSearch />
            {brand && (
                <Chip
                    size="small"
                    label={BRAND_NAMES[brand] ?? brand}
                    sx={{ mx: 1, bgcolor: 'rgba(0,0,0,0.3)', color: 'inherit' }}
                />
            )}
            <ApprovalsButton />
            <JobCentreButton />
            {user && !compact && (
                <Typography
                    variant="body2"
                    component="span"
                    aria-label="Signed in as"
                    sx={{ display: { xs: 'none', lg: 'inline' } }}
                >
                    {user.username}
                </Typography>
            )}
        </AppBar>
    );
}
