import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo } from 'react';
import { Button, Title, useStore, useStoreContext, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { resources } from '../../../resources';
import { messages } from '../../../resources/messages';
import type { ResourceDef } from '../../../resources/schema';
import { searchArea, searchStoreKey, searchTypeAt } from '../../../resources/searchArea';
import ErrorPage from '../../components/ErrorPage';
import SearchDrawer from './SearchDrawer';

const SchemaList = lazy(() => import('../../views/SchemaList'));
const SearchResults = lazy(() => import('./SearchResults'));
const DRAWER_ID = 'search-types';

/** "Reset to defaults": this type's saved filters and columns forgotten, and the link's too. */
function ResetButton({ def }: { def: ResourceDef }) {
    const store = useStoreContext();
    const navigate = useNavigate();
    return (
        <Button
            label={messages.search.reset}
            onClick={() => {
                store.removeItems(`${searchStoreKey(def)}.`);
                navigate({ search: '' }, { replace: true });
            }}
        >
            <RestartAltIcon />
        </Button>
    );
}

/**
 * /search and /search/{section}/{type} (spec §2): the drawer of sections and types, open by
 * default, and beside it the chosen type's filters and results: the generic list, keeping its
 * filters (also in the link) and columns in the user's preferences under the search area's key.
 */
export default function SearchPage() {
    const translate = useTranslate();
    const { section, type } = useParams();
    const area = useMemo(() => searchArea(resources, allowedNow), []);
    const current = searchTypeAt(area, section, type);
    const [open, setOpen] = useStore('search.drawer.open', true);
    // Free text sent from the app bar's box (no code matched it): the results across every type.
    const words = useSearchParams()[0].get('q')?.trim();
    if (section && !current) return <ErrorPage status={404} />;
    const plural = current && translate(`resources.${current.def.name}.name`, { smart_count: 2 });
    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pt: 1 }}>
            {!current && !words && <Title title={messages.search.title} />}
            <Box sx={{ flexShrink: 0 }}>
                <Button
                    label={open ? messages.search.hideTypes : messages.search.showTypes}
                    aria-expanded={open}
                    aria-controls={DRAWER_ID}
                    onClick={() => setOpen(!open)}
                >
                    <MenuOpenIcon sx={{ transform: open ? undefined : 'scaleX(-1)' }} />
                </Button>
                {open && (
                    <Paper variant="outlined" sx={{ width: 220, mt: 1 }}>
                        <SearchDrawer id={DRAWER_ID} area={area} current={current} />
                    </Paper>
                )}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                {current ? (
                    <Suspense fallback={null}>
                        <SchemaList
                            key={current.def.name}
                            def={current.def}
                            storeKey={searchStoreKey(current.def)}
                            title={`${messages.search.title}: ${plural}`}
                            actions={<ResetButton def={current.def} />}
                        />
                    </Suspense>
                ) : words ? (
                    <Suspense fallback={null}>
                        <SearchResults q={words} />
                    </Suspense>
                ) : (
                    <Typography sx={{ mt: 2 }}>
                        {area.length ? messages.search.chooseType : messages.search.nothingToSearch}
                    </Typography>
                )}
            </Box>
        </Box>
    );
}
