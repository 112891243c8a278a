import ListSubheader from '@mui/material/ListSubheader';
import Folder from '@mui/icons-material/Folder';
import { useMemo } from 'react';
import { Menu, useDataProvider, useStoreContext, useTranslate } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { resources } from '../../resources';
import { SECTIONS } from '../../resources/sections';
import type { ConsoleDataProvider } from '../../dataProvider';
import { prefetchListRows } from '../prefetch';
import ConsoleMenuItem from './ConsoleMenuItem';
import { MENU_ICONS } from './icons';

/** The menu, by section, showing only what the user's scopes, features and brand allow. */
export default function ConsoleMenu() {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const { getItem } = useStoreContext();
    // A list's rows are requested as its entry is pressed, while its page renders. One stable
    // callback per resource, so that the entries' memo holds.
    const prefetch = useMemo(
        () => Object.fromEntries(resources.map(r => [r.name, () => prefetchListRows(dataProvider, getItem, r.name)])),
        [dataProvider, getItem]
    );
    const sections = SECTIONS.filter(s => allowedNow(s.access));
    return (
        <Menu aria-label="Main menu">
            {sections.map(section => {
                const items = section.hasResources
                    ? resources.filter(r => r.section === section.path && allowedNow(r.access))
                    : [];
                if (!items.length) {
                    const Icon = MENU_ICONS[section.path] ?? Folder;
                    return (
                        <ConsoleMenuItem key={section.path} to={`/${section.path}`} label={section.label} Icon={Icon} />
                    );
                }
                return [
                    // Presentational inside the menu: a menu holds menu items (a heading item is read as text).
                    <ListSubheader
                        key={`${section.path}-header`}
                        role="presentation"
                        sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
                    >
                        {section.label}
                    </ListSubheader>,
                    ...items.map(r => {
                        const Icon = MENU_ICONS[r.name] ?? Folder;
                        return (
                            <ConsoleMenuItem
                                key={r.name}
                                to={`/${r.name}`}
                                label={translate(`resources.${r.name}.name`, { smart_count: 2 })}
                                Icon={Icon}
                                onPress={prefetch[r.name]}
                            />
                        );
                    }),
                ];
            })}
        </Menu>
    );
}
