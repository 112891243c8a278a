import ListSubheader from '@mui/material/ListSubheader';
import MenuList from '@mui/material/MenuList';
import { styled } from '@mui/material/styles';
import Folder from '@mui/icons-material/Folder';
import { useMemo } from 'react';
import { useSidebarState, useStoreContext, useTranslate } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { resources } from '../resourceManifest';
import { menuGroups } from '../../resources/sections';
import { searchArea } from '../../resources/searchArea';
import { recordOffered } from '../../resources/offered';
import { currentCapabilities } from '../lib/capabilities';
import { prefetchListRows } from '../prefetch';
import ConsoleMenuItem from './ConsoleMenuItem';
import { MENU_ICONS } from './icons';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

/** The menu, by section, showing only what the user's scopes, features and brand allow. */
export default function ConsoleMenu() {
    const translate = useTranslate();
    const dataProvider = useConsoleDataProvider();
    const { getItem } = useStoreContext();
    // A list's rows are requested as its entry is pressed, while its page renders. One stable
    // callback per resource, so that the entries' memo holds.
    const prefetch = useMemo(
        () => Object.fromEntries(resources.map(r => [r.name, () => prefetchListRows(dataProvider, getItem, r.name)])),
        [dataProvider, getItem]
    );
    // A resource whose list this server does not offer has no entry (decided by its declaration's `v4`).
    const offered = currentCapabilities();
    // Search is offered to whoever may search something (as the app bar's box is): a dj may search nothing.
    const searchable = searchArea(resources, allowedNow).length > 0;
    const groups = menuGroups(
        resources.filter(r => recordOffered(r, 'list', offered)),
        allowedNow,
        offered,
        searchable
    ).filter(g => g.entries.length);
    const [open] = useSidebarState();
    const paths = groups.flatMap(g => g.entries.map(e => e.path));
    return (
        <MenuRoot aria-label="Main menu" className={open ? 'RaMenu-open' : 'RaMenu-closed'}>
            {groups.map(group => [
                // Presentational inside the menu: a menu holds menu items (a heading item is read as text).
                group.heading && (
                    <ListSubheader key={`${group.heading}-header`} role="presentation" sx={headingSx}>
                        {group.heading}
                    </ListSubheader>
                ),
                ...group.entries.map(entry => (
                    <ConsoleMenuItem
                        key={entry.path}
                        to={`/${entry.path}`}
                        // "/deliveries" is not current on "/deliveries/deliveries": another entry's page.
                        end={paths.some(p => p.startsWith(`${entry.path}/`))}
                        label={entry.label ?? translate(`resources.${entry.path}.name`, { smart_count: 2 })}
                        Icon={MENU_ICONS[entry.path] ?? Folder}
                        onPress={entry.resource ? prefetch[entry.resource] : undefined}
                    />
                )),
            ])}
        </MenuRoot>
    );
}

// Sticky while its entries scroll under it, so it needs the drawer's own background.
const headingSx = { lineHeight: '32px', bgcolor: 'background.default', zIndex: 1 } as const;

// react-admin's menu list, as wide as the drawer. Not react-admin's <Menu> itself: that one also
// brings its default entries and their keyboard-shortcut library into the app shell, unused.
const MenuRoot = styled(MenuList, { name: 'RaMenu', slot: 'Root' })(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    [theme.breakpoints.only('xs')]: { marginTop: 0 },
    transition: theme.transitions.create('width', {
        easing: theme.transitions.easing.sharp,
        duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: theme.sidebar.width },
    '&.RaMenu-closed': { width: theme.sidebar.closedWidth },
}));
