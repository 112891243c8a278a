import ListSubheader from '@mui/material/ListSubheader';
import { Menu } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { resources } from '../../resources';
import { SECTIONS } from '../sections';

/** The menu, by section, showing only what the user's scopes, features and brand allow. */
export default function ConsoleMenu() {
    const sections = SECTIONS.filter(s => allowedNow(s.access));
    return (
        <Menu aria-label="Main menu">
            {sections.map(section => {
                const items = section.hasResources ? resources.filter(r => r.section === section.path && allowedNow(r.access)) : [];
                if (!items.length) {
                    return <Menu.Item key={section.path} to={`/${section.path}`} primaryText={section.label} />;
                }
                return [
                    <ListSubheader key={`${section.path}-header`} sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                        {section.label}
                    </ListSubheader>,
                    ...items.map(r => <Menu.ResourceItem key={r.name} name={r.name} />),
                ];
            })}
        </Menu>
    );
}
