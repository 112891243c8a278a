import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { messages } from '../../../resources/messages';
import type { SearchAreaSection, SearchType } from '../../../resources/searchArea';

/** The search area's sections and the types in each; the chosen type is marked as the current page. */
export default function SearchDrawer({
    id,
    area,
    current,
}: {
    id: string;
    area: SearchAreaSection[];
    current?: SearchType;
}) {
    const translate = useTranslate();
    return (
        <nav id={id} aria-label={messages.search.types}>
            {area.map(s => (
                <section key={s.section} aria-labelledby={`search-section-${s.section}`}>
                    {/* The heading sits outside the list: a list holds only its items. */}
                    <ListSubheader
                        id={`search-section-${s.section}`}
                        component="h2"
                        disableSticky
                        sx={{ my: 0, lineHeight: '36px' }}
                    >
                        {s.label}
                    </ListSubheader>
                    <List dense disablePadding>
                        {s.types.map(t => (
                            <li key={t.path}>
                                <ListItemButton
                                    component={Link}
                                    to={t.path}
                                    selected={t === current}
                                    aria-current={t === current ? 'page' : undefined}
                                >
                                    <ListItemText
                                        primary={translate(`resources.${t.def.name}.name`, { smart_count: 2 })}
                                    />
                                </ListItemButton>
                            </li>
                        ))}
                    </List>
                </section>
            ))}
        </nav>
    );
}
