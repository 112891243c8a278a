import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, useReducer, type ComponentType } from 'react';
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
    // MUI's ripple stops (after the event, a tick later) with a state update that waits, queued, for
    // its next render; this item does not render again on navigation, and the update's closure keeps
    // the event, whose relatedTarget is a row of the list left: old list pages stayed in memory
    // (issue 43, bench/heldNodes.ts). A render just after lets the update go. (disableRipple leaks
    // worse in MUI 7: its lazy ripple then never mounts and each blur waits on it for ever.)
    const [, release] = useReducer((n: number) => n + 1, 0);
    const releaseLater = () => setTimeout(release, 0);
    const item = (
        <MenuItem
            component={NavLink}
            to={to}
            end={end}
            sx={itemStyle}
            tabIndex={tabIndex}
            autoFocus={autoFocus}
            onPointerDown={onPress}
            onMouseLeave={releaseLater}
            onBlur={releaseLater}
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
