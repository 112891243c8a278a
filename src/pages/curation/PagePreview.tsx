import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { useRecordContext } from 'react-admin';
import items from '../../../resources/curation/moduleItems';
import { PAGE_MODULES } from '../../../resources/subLists';
import { SCREEN_CLASSES, screenClassOf, type ScreenClass } from '../../../resources/curation/layout';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';
import type { ModuleItem } from './itemRules';
import { placeModules, type PlacedModule, type PreviewModule } from './preview';
import type { Description } from '../../../resources/describe';
import { useItemDescriptions } from './itemNames';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';
import { useElementWidth } from '../../lib/useElementWidth';

/** A width typical of each screen class (a phone, a tablet, a laptop, a wide monitor). */
const WIDTHS: Record<ScreenClass, number> = {
    'mobile-portrait': 375,
    'mobile-landscape': 667,
    'tablet-portrait': 800,
    'tablet-landscape': 1100,
    desktop: 1366,
    'large-desktop': 1920,
};
/**
 * The preview's own width in the editor at most: wider screens are drawn scaled down to it, or to the
 * room the editor has (at 1024 px the page must not widen: walk 55).
 */
const FRAME = 1000;

/** An item's picture area, at the proportions of the size its module's items take. */
const tile = (module: PlacedModule) => ({
    width: '100%',
    aspectRatio: `${module.size.width} / ${module.size.height}`,
    display: 'block',
    bgcolor: 'action.hover',
});

/** A catalog item's record as a tile says it under the title: its id first (a tile is narrow), then its detail. */
const tileDetail = (item: ModuleItem, record: Description | undefined) =>
    item.item_id ? [`ID ${item.item_id}`, record?.detail].filter(Boolean).join(' · ') : '';

function ItemTile({ module, item }: { module: PlacedModule; item: ModuleItem }) {
    const record = useContext(ItemRecords)(item);
    const title = item.title ?? record?.title ?? item.url ?? '';
    const detail = tileDetail(item, record);
    return (
        <>
            {item.image ? (
                <Box component="img" src={item.image} alt={title} sx={{ ...tile(module), objectFit: 'cover' }} />
            ) : (
                // No image of its own yet: the store would show the record's; a tile says so.
                <Box sx={{ ...tile(module), display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
                    <Typography variant="caption">No image</Typography>
                </Box>
            )}
            <Typography variant="caption" component="p" noWrap title={title}>
                {title}
            </Typography>
            {detail && (
                // Two items of one title told apart; the whole line on hover.
                <Typography variant="caption" component="p" color="text.secondary" noWrap title={detail}>
                    {detail}
                </Typography>
            )}
        </>
    );
}

/** A slideshow shows one slide at a time; the preview steps through them. */
function Slideshow({ module }: { module: PlacedModule }) {
    const [at, setAt] = useState(0);
    const n = module.items.length;
    const item = module.items[Math.min(at, n - 1)];
    return (
        <Box>
            <ItemTile module={module} item={item} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Button size="small" disabled={at === 0} onClick={() => setAt(at - 1)}>
                    Previous slide
                </Button>
                <Typography variant="caption">
                    Slide {Math.min(at, n - 1) + 1} of {n}
                </Typography>
                <Button size="small" disabled={at >= n - 1} onClick={() => setAt(at + 1)}>
                    Next slide
                </Button>
            </Box>
        </Box>
    );
}

function ModuleBlock({ module }: { module: PlacedModule }) {
    // A module a visitor would not see now is outlined dashed, its items faded, the reason beside its name.
    const notLive = module.notLive ? { outline: '2px dashed', outlineColor: 'warning.main', outlineOffset: 4 } : {};
    return (
        <Box component="section" aria-label={`Module ${module.name}`} sx={{ mb: 2, ...notLive }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
                {module.name}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                    ({module.slotName}, {module.slideshow ? 'slideshow, 1 per row' : `${module.perRow} per row`})
                </Typography>
                {module.notLive && <Chip size="small" color="warning" label={module.notLive} sx={{ ml: 1 }} />}
            </Typography>
            <Box sx={{ opacity: module.notLive ? 0.5 : 1 }}>
                {module.items.length && module.slideshow ? (
                    <Slideshow module={module} />
                ) : module.items.length ? (
                    <Box
                        role="list"
                        sx={{
                            display: 'grid',
                            gap: 1,
                            gridTemplateColumns: `repeat(${module.perRow}, minmax(0, 1fr))`,
                        }}
                    >
                        {module.items.map(item => (
                            <Box role="listitem" key={item.id}>
                                <ItemTile module={module} item={item} />
                            </Box>
                        ))}
                    </Box>
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        No items yet
                    </Typography>
                )}
            </Box>
        </Box>
    );
}

/** The records the preview's items name, described (one lookup for the whole page). */
const ItemRecords = createContext<(item: ModuleItem) => Description | undefined>(() => undefined);

/**
 * The page as a visitor would see it on a chosen screen class: its modules in their slots, each
 * with the items it shows at the §9 items per row, drawn from the modules' real items. Fetched
 * again whenever the tab opens, the window regains focus or Refresh is pressed.
 */
export default function PagePreview() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    // Opens at the class of the curator's own screen.
    const [screen, setScreen] = useState<ScreenClass>(() => screenClassOf(window.innerWidth));
    // Opens as a visitor sees the page now; the curator may show what is switched off or scheduled.
    const [showNotLive, setShowNotLive] = useState(false);
    const [measure, room] = useElementWidth();
    const data = useQuery({
        queryKey: ['page-preview', record?.id],
        enabled: !!record,
        refetchOnMount: 'always',
        // Another curator's changes show up too, not only this user's.
        refetchInterval: 15_000,
        queryFn: async () => {
            const modules = await dataProvider.subList<PreviewModule>(PAGE_MODULES, record!.id);
            const withItems = await Promise.all(
                modules
                    .filter(m => m.slot_id != null)
                    .map(async m => ({
                        ...m,
                        items: await dataProvider.subList<ModuleItem>(items, m.id),
                    }))
            );
            return withItems;
        },
    });
    const describeItem = useItemDescriptions((data.data ?? []).flatMap(m => m.items));
    if (!record) return null;
    const layout = placeModules(data.data ?? [], record.page_type_id, screen, { showNotLive });
    const width = WIDTHS[screen];
    const frame = Math.min(FRAME, room ?? FRAME);
    const wide = layout.sideBySide;
    return (
        <ItemRecords.Provider value={describeItem}>
            {/* Its width is the editor's, not its content's: the frame fits what it measures. */}
            <Box ref={measure} sx={{ width: '100%', contain: 'inline-size' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                    <ToggleButtonGroup
                        size="small"
                        exclusive
                        value={screen}
                        onChange={(_, next: ScreenClass | null) => next && setScreen(next)}
                        aria-label="Screen size"
                    >
                        {SCREEN_CLASSES.map(c => (
                            <ToggleButton key={c.id} value={c.id} aria-label={c.name}>
                                {c.name}
                            </ToggleButton>
                        ))}
                    </ToggleButtonGroup>
                    <Button size="small" onClick={() => void data.refetch()}>
                        Refresh
                    </Button>
                    <FormControlLabel
                        control={<Switch checked={showNotLive} onChange={e => setShowNotLive(e.target.checked)} />}
                        label={fill(messages.curation.showNotLive, { count: layout.notLive })}
                    />
                </Box>
                {layout.notLive > 0 && !showNotLive && (
                    <Alert severity="info" sx={{ mb: 1 }}>
                        {fill(messages.curation.notLiveHidden, { count: layout.notLive })}
                    </Alert>
                )}
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    Preview at {width}px wide{width > frame ? `, drawn at ${Math.round((frame / width) * 100)}%` : ''}
                </Typography>
                {data.error ? <Alert severity="error">{errorDetail(data.error)}</Alert> : null}
                <Box
                    aria-label={`Page preview, ${SCREEN_CLASSES.find(c => c.id === screen)?.name}`}
                    role="region"
                    data-screen={screen}
                    sx={{ width: Math.min(width, frame), border: 1, borderColor: 'divider', overflow: 'hidden' }}
                >
                    <Box sx={{ width, zoom: Math.min(1, frame / width), p: 2, bgcolor: 'background.paper' }}>
                        {layout.header.map(m => (
                            <ModuleBlock key={m.id} module={m} />
                        ))}
                        <Box sx={{ display: wide ? 'grid' : 'block', gridTemplateColumns: '2fr 1fr', gap: 2 }}>
                            <Box>
                                {layout.left.map(m => (
                                    <ModuleBlock key={m.id} module={m} />
                                ))}
                            </Box>
                            <Box>
                                {layout.right.map(m => (
                                    <ModuleBlock key={m.id} module={m} />
                                ))}
                            </Box>
                        </Box>
                        {!data.isPending && !layout.header.length && !layout.left.length && !layout.right.length && (
                            <Typography color="text.secondary">
                                No modules in this page’s slots yet. Place a module in a slot on the module’s page.
                            </Typography>
                        )}
                    </Box>
                </Box>
            </Box>
        </ItemRecords.Provider>
    );
}
