import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, type ComponentType } from 'react';
import { useSidebarState } from 'react-admin';
import { NavLink } from 'react-router';

const itemStyle = {
    color: 'text.secondary',
    '&[aria-current="page"]': { color: 'text.primary' },
    '& .MuiListItemIcon-root': { color: 'text.secondary', minWidth: 40 },
} as const;

interface Props {
    to: string;
    /** Current only on `to` itself, not on the pages under it. */
    end?: boolean;
    label: string;
    Icon: ComponentType;
    /** Called as the entry is pressed, before the page changes. */
    onPress?: () => void;
    /** Set by the menu list on its first entry: the menu's one Tab stop (arrow keys move within). */
    tabIndex?: number;
    autoFocus?: boolean;
}

/**
 * A menu entry. Unlike react-admin's, it does not render again on every navigation: only its
 * link does (to mark the current page with aria-current), and that restyles nothing but itself.
 * On a phone the drawer closes on tap; with the drawer folded the label shows as a tooltip.
 */
function ConsoleMenuItem({ to, end, label, Icon, onPress, tabIndex, autoFocus }: Props) {
    const [open, setOpen] = useSidebarState();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const item = (
        <MenuItem
            component={NavLink}
            to={to}
            end={end}
            sx={itemStyle}
            tabIndex={tabIndex}
            autoFocus={autoFocus}
            onPointerDown={onPress}
            onClick={() => {
                onPress?.();
                if (phone) setOpen(false);
            }}
        >
            <ListItemIcon>
                <Icon />
            </ListItemIcon>
            <Typography variant="inherit" noWrap>
                {label}
            </Typography>
        </MenuItem>
    );
    return open ? (
        item
    ) : (
        <Tooltip title={label} placement="right">
            {item}
        </Tooltip>
    );
}

export default memo(ConsoleMenuItem);
