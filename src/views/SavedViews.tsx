/**
 * Saved views above a list (issue 45): the views this person sees as chips (the one in use marked,
 * "modified" once the list differs from it), "Save view" with a name and who sees it, and their
 * default view applied when the list opens unfiltered. Kept by the server, so they follow the person
 * to any browser; absent where the server offers none (capability `saved-views`).
 */
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button, useListContext, useNotify, useStore } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { fill, messages } from '../../resources/messages';
import {
    createSavedView,
    deleteSavedView,
    listSavedViews,
    updateSavedView,
    type SavedViewBody,
} from '../../resources/operations/csvImport';
import { P } from '../../resources/permissions';
import { viewModified, type SavedView, type SavedViewQuery, type ViewShare } from '../../resources/savedViews';
import type { ResourceDef } from '../../resources/schema';
import LoadFailed from '../components/LoadFailed';
import { hasCapability } from '../lib/capabilities';
import { errorDetail } from './errors';
import { SAVED_VIEWS_QUERY } from '../freshness';
import { useSharedRead } from '../lib/useSharedRead';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';
import { DECLINED, useOperation } from '../lib/useOperation';

const m = messages.savedViews;

/** Who a view can be shared with: a partner's team is its company, staff have roles. */
const shares = (): [ViewShare, string][] =>
    allowedNow(P.STAFF)
        ? [
              ['me', m.sharedMe],
              ['role', m.sharedRole],
              ['everyone', m.sharedEveryone],
          ]
        : [
              ['me', m.sharedMe],
              ['everyone', m.sharedPartner],
          ];

function SaveViewDialog({ onSave, onClose }: { onSave: (body: SavedViewBody) => Promise<void>; onClose: () => void }) {
    const [name, setName] = useState('');
    const [shared, setShared] = useState<ViewShare>('me');
    const [isDefault, setDefault] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const save = async () => {
        if (!name.trim()) return setError(m.nameRequired);
        try {
            await onSave({ name: name.trim(), shared, default: isDefault });
        } catch (e) {
            setError(errorDetail(e));
        }
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="save-view-title">
            <DialogTitle id="save-view-title">{m.save}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important', minWidth: 360 }}>
                <TextField
                    label={m.name}
                    value={name}
                    onChange={e => setName(e.target.value)}
                    error={!!error}
                    helperText={error ?? ' '}
                    autoFocus
                />
                {/* The browser's own select: no menu of its own stacked on the dialog (that hid the dialog from
                    assistive technology when closed quickly). */}
                <TextField
                    select
                    label={m.shared}
                    value={shared}
                    onChange={e => setShared(e.target.value as ViewShare)}
                    slotProps={{ select: { native: true } }}
                >
                    {shares().map(([id, label]) => (
                        <option key={id} value={id}>
                            {label}
                        </option>
                    ))}
                </TextField>
                <FormControlLabel
                    control={<Checkbox checked={isDefault} onChange={e => setDefault(e.target.checked)} />}
                    label={m.makeDefault}
                />
            </DialogContent>
            <DialogActions>
                <MuiButton onClick={onClose}>{messages.csvImport.close}</MuiButton>
                <MuiButton variant="contained" onClick={() => void save()}>
                    {m.save}
                </MuiButton>
            </DialogActions>
        </Dialog>
    );
}

/**
 * The views of one list (issue 43): taken from one read of every list's views, kept SAVED_VIEWS_FRESH_MS
 * (src/freshness.ts) and read again after the person's own saves; read for the list alone when the
 * person has more than a page of views.
 */
function useListViews(resource: string) {
    const dataProvider = useConsoleDataProvider();
    return useSharedRead({
        key: [SAVED_VIEWS_QUERY],
        ownKey: [SAVED_VIEWS_QUERY, resource],
        read: own =>
            dataProvider.call(listSavedViews, undefined, undefined, {
                query: { per_page: 100, ...(own ? { resource } : {}) },
            }),
        mine: v => v.resource === resource,
    });
}

interface Props {
    def: ResourceDef;
    /** Where the list keeps its columns (the column picker's store key). */
    columnsKey: string;
    /** Every column source the list offers, in order. */
    columns: readonly string[];
    /** The columns hidden until the person shows them. */
    defaultHidden: string[];
}

function ViewsBar({ def, columnsKey, columns, defaultHidden }: Props) {
    const dataProvider = useConsoleDataProvider();
    const deleting = useOperation(deleteSavedView);
    const queryClient = useQueryClient();
    const notify = useNotify();
    const list = useListContext();
    const [hidden, setHidden] = useStore<string[]>(columnsKey, defaultHidden);
    const [activeId, setActiveId] = useStore<number | null>(`${columnsKey}.savedView`, null);
    const [saving, setSaving] = useState(false);
    const key = [SAVED_VIEWS_QUERY];
    const views = useListViews(def.name);
    const shown = columns.filter(c => !hidden.includes(c));
    const now = (): SavedViewQuery => ({ filter: list.filterValues, sort: list.sort, per_page: list.perPage });
    const apply = (v: SavedView) => {
        list.setFilters(v.query.filter, {});
        if (v.query.sort) list.setSort(v.query.sort);
        if (v.query.per_page) list.setPerPage(v.query.per_page);
        if (v.columns) setHidden(columns.filter(c => !v.columns!.includes(c)));
        setActiveId(v.id);
    };
    // The person's default view, once, when the list opens with no filter and no view in use.
    const opened = useRef(false);
    useEffect(() => {
        if (opened.current || !views.data) return;
        opened.current = true;
        const preferred = views.data.results.find(v => v.default);
        if (preferred && activeId === null && !Object.keys(list.filterValues).length) apply(preferred);
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [views.data]);
    const reload = () => queryClient.invalidateQueries({ queryKey: key });
    const save = async (body: SavedViewBody) => {
        const saved = await dataProvider.call(createSavedView, undefined, {
            ...body,
            resource: def.name,
            query: now(),
            columns: shown,
        });
        setSaving(false);
        setActiveId(saved.id);
        notify(fill(m.saved, { name: saved.name }), { type: 'success' });
        await reload();
    };
    const remove = async (v: SavedView) => {
        if ((await deleting.run(v.id, undefined, { about: { name: v.name } })) === DECLINED) return;
        if (v.id === activeId) setActiveId(null);
        notify(fill(m.deleted, { name: v.name }), { type: 'info' });
        await reload();
    };
    const update = async (v: SavedView) => {
        await dataProvider.call(updateSavedView, v.id, { query: now(), columns: shown });
        notify(fill(m.saved, { name: v.name }), { type: 'success' });
        await reload();
    };
    const active = views.data?.results.find(v => v.id === activeId);
    const modified = !!active && viewModified(active, now(), shown);
    return (
        <Box
            role="group"
            aria-label={m.views}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}
        >
            {views.data?.results.map(v => (
                <Chip
                    key={v.id}
                    label={v.id === activeId && modified ? `${v.name} (${m.modified})` : v.name}
                    color={v.id === activeId ? 'primary' : 'default'}
                    variant={v.id === activeId ? 'filled' : 'outlined'}
                    aria-pressed={v.id === activeId}
                    onClick={() => apply(v)}
                    onDelete={
                        v.mine ? () => void remove(v).catch(e => notify(errorDetail(e), { type: 'error' })) : undefined
                    }
                />
            ))}
            {views.error && !views.data && (
                <LoadFailed
                    what={m.what}
                    error={views.error}
                    onRetry={() => void views.refetch()}
                    retrying={views.isFetching}
                />
            )}
            {active && modified && active.mine && (
                <MuiButton
                    size="small"
                    onClick={() => void update(active).catch(e => notify(errorDetail(e), { type: 'error' }))}
                >
                    {fill(m.update, { name: active.name })}
                </MuiButton>
            )}
            <Button label={m.save} onClick={() => setSaving(true)}>
                <BookmarkAddIcon />
            </Button>
            {saving && <SaveViewDialog onSave={save} onClose={() => setSaving(false)} />}
        </Box>
    );
}

export default function SavedViews(props: Props) {
    return hasCapability('saved-views') ? <ViewsBar {...props} /> : null;
}
