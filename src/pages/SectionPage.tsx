import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link, Navigate } from 'react-router';
import { Title, useTranslate } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { resources } from '../resourceManifest';
import ErrorPage from '../components/ErrorPage';
import { sectionHome, sectionOffered, visibleAreas, type Section } from '../../resources/sections';
import { currentCapabilities } from '../lib/capabilities';
import NotOffered from './NotOffered';
import NotAvailable from './NotAvailable';
import { sectionExtras, sectionPages } from '../sectionPages';

/** A section path: its resources where it has them, an honest placeholder otherwise. */
export default function SectionPage({ section }: { section: Section }) {
    const translate = useTranslate();
    if (!allowedNow(section.access)) return <ErrorPage status={403} />;
    // A deep link to a page whose call this server lacks (no menu entry leads there) says so.
    if (!sectionOffered(section, currentCapabilities())) return <NotOffered title={section.label} />;
    const Custom = sectionPages[section.path];
    if (Custom) return <Custom />;
    const items = resources.filter(r => r.section === section.path && allowedNow(r.access));
    const extra = sectionExtras[section.path];
    const Extra = extra && allowedNow(extra.access) ? extra.Component : null;
    // A section of one list is that list: the same page the menu and the dashboard lead to.
    const home = sectionHome(section, resources, allowedNow);
    if (home !== `/${section.path}` && !Extra) return <Navigate to={home} replace />;
    if (!items.length) {
        const areas = visibleAreas(section, allowedNow);
        // A section that offers this user its extra piece alone (a partner's support) is that piece.
        if (Extra && !areas.length)
            return (
                <>
                    <Title title={section.label} />
                    <Extra />
                </>
            );
        return (
            <>
                <Title title={section.label} />
                {Extra && <Extra />}
                <NotAvailable title={section.label} heading="h2" />
                {areas.length > 0 && (
                    <Box component="ul" aria-label={`${section.label} areas`} sx={{ px: 6, mt: 0 }}>
                        {areas.map(a => (
                            <li key={a.id}>{a.label}</li>
                        ))}
                    </Box>
                )}
            </>
        );
    }
    return (
        <Box sx={{ p: 2 }}>
            <Title title={section.label} />
            {Extra && <Extra />}
            {/* The page title in the app bar is the h1. */}
            <Typography variant="h5" component="h2" gutterBottom>
                {section.label}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
                {items.map(r => (
                    <Card key={r.name}>
                        <CardActionArea component={Link} to={`/${r.name}`}>
                            <CardContent>
                                <Typography variant="h6">
                                    {translate(`resources.${r.name}.name`, { smart_count: 2 })}
                                </Typography>
                            </CardContent>
                        </CardActionArea>
                    </Card>
                ))}
            </Box>
        </Box>
    );
}
