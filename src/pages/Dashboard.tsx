import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { lazy, Suspense, useEffect } from 'react';
import { Title, useStoreContext } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { getAuth } from '../../authProvider/state';
import { searchArea } from '../../resources/searchArea';
import { sectionHome, usableSections } from '../../resources/sections';
import { currentCapabilities } from '../lib/capabilities';
import { resources } from '../resourceManifest';
import { prefetchFirstList } from '../prefetch';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

// The figures (and the sales helpers they use) load with the dashboard, not with the app shell.
const DashboardFiguresView = lazy(() => import('./dashboard/DashboardFiguresView'));

export default function Dashboard() {
    const { user } = getAuth();
    // As the menu: a section built on a call this server lacks has no button, Search none for who may search nothing.
    const offered = currentCapabilities();
    const searchable = searchArea(resources, allowedNow).length > 0;
    const sections = usableSections(allowedNow, offered, searchable).filter(s => s.path !== 'dashboard');
    const dataProvider = useConsoleDataProvider();
    const { getItem } = useStoreContext();
    useEffect(() => prefetchFirstList(dataProvider, getItem, allowedNow), [dataProvider, getItem]);
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Title title="Dashboard" />
            <Typography variant="h5" component="h2">
                Welcome{user ? `, ${user.first_name}` : ''}
            </Typography>
            <Suspense fallback={null}>
                <DashboardFiguresView />
            </Suspense>
            <Typography color="text.secondary">Your sections:</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {sections.map(s => (
                    <Button key={s.path} component={Link} to={sectionHome(s, resources, allowedNow)} variant="outlined">
                        {s.label}
                    </Button>
                ))}
            </Box>
        </Box>
    );
}
