import {
    createContext,
    lazy,
    Suspense,
    useContext,
    useDeferredValue,
    useEffect,
    useMemo,
    useState,
    type ReactNode,
} from 'react';
import {
    CreateButton,
    DataTable,
    FilterButton,
    List,
    ListContextProvider,
    TopToolbar,
    useDataTableRenderContext,
    useListContext,
    useStore,
    useTranslate,
    type DataTableColumnProps,
    type ListControllerResult,
} from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../authProvider';
import { LIST_PER_PAGE, LIST_SORT } from '../../resources/constants';
import Alert from '@mui/material/Alert';
import { fill } from '../../resources/messages';
import { writeAccessFor, type Action, type ResourceDef } from '../../resources/schema';
import { partOffered, recordOffered } from '../../resources/offered';
import { currentCapabilities } from '../lib/capabilities';
import { cellText, hiddenByDefault, listColumns, valueAt, type ListColumn } from './columns';
import ColumnsPickerButton from './ColumnsPickerButton';
import CsvExportButton from './CsvExportButton';
import ImportCsvButton from './ImportCsvButton';
import SavedViews from './SavedViews';
import { filterInput } from './SchemaFilters';
import { HiddenFilterChips, NoResults } from './ActiveFilters';
import { ListPagination } from './ListPagination';
import LoadFailed, { LoadingArea } from '../components/LoadFailed';

const BulkFieldUpdate = lazy(() => import('./BulkFieldUpdate'));
// The map of every custom part loads only for a list that shows one.
const LazyPart = lazy(() => import('./LazyPart'));

/**
 * The bulk action loads once something is selected: the generic field update, or the action's own
 * part. A selection over the resource's limit shows the limit's message instead.
 */
function BulkActions({ def, action }: { def: ResourceDef; action: Action }) {
    const { selectedIds } = useListContext();
    if (!selectedIds.length) return null;
    const limit = def.selectionLimit;
    if (limit && selectedIds.length > limit.max)
        return (
            <Alert severity="warning" role="alert" sx={{ py: 0 }}>
                {fill(limit.message, { limit: limit.max })}
            </Alert>
        );
    return (
        <Suspense fallback={null}>
            {action.part ? <LazyPart part={action.part} def={def} /> : <BulkFieldUpdate def={def} />}
        </Suspense>
    );
}

const whenIdle = (task: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 0);

/**
 * Once the list's rows are on screen (and a moment after, so that the download never competes with
 * them) and the page is idle, the generic edit view's code: opening a record is the likely next
 * step. Not earlier: its modules evaluate as they arrive, and while the first list renders that
 * work would hold its rows back; nor when the view is chosen, since an idle gap while the list's
 * own code loads would start this download ahead of the rows.
 */
const prefetchEditView = () => whenIdle(() => void import('./SchemaEdit').catch(() => undefined));

/** Calls prefetchEditView once the list's rows are committed. */
function PrefetchEditView() {
    const { isPending } = useListContext();
    useEffect(() => {
        if (isPending) return;
        const timer = setTimeout(prefetchEditView, 500);
        return () => clearTimeout(timer);
    }, [isPending]);
    return null;
}

/**
 * The table's rows from a deferred copy of the list's data. A page's answer arrives through
 * react-query's store, and React renders a store's update in one blocking task: with 25 rows of
 * cells that froze the page for about 100 ms on each list's load. Deferred, that render is only the
 * toolbar and pagination; the rows follow in a render React slices, yielding to the browser. Until
 * they are rendered the table shows what it showed before (the loading state, or the last page).
 */
function DeferredRows({ children }: { children: ReactNode }) {
    const list = useListContext();
    const data = useDeferredValue(list.data);
    const value = useMemo(
        () =>
            (data === list.data
                ? list
                : { ...list, data, isPending: list.isPending || data === undefined }) as ListControllerResult,
        [list, data]
    );
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/** A list whose page did not arrive says why, with Retry, in place of its rows (never "No … yet."). */
function ListLoadFailed({ what }: { what: string }) {
    const { error, refetch, isFetching } = useListContext();
    return <LoadFailed what={what} error={error} onRetry={() => void refetch()} retrying={isFetching} />;
}

/** The first page's wait: progress after a moment (the table's own placeholder rows beneath). */
function ListWait({ what }: { what: string }) {
    const { isPending, error } = useListContext();
    return isPending && !error ? <LoadingArea what={what} /> : null;
}

/*
 * Column choices live under their own key: under the old one a user may have hidden a fixed
 * column, which the picker no longer offers to switch back on. A list elsewhere (the search
 * area) keeps its own filters and columns under its own prefix.
 */
const columnsKey = (prefix: string) => `${prefix}.columns`;

/**
 * Which columns show, read once per table. react-admin's cell reads the column picker's store
 * itself (a localStorage read, a comparison and a subscription per cell), so every row rendered each
 * hidden column only to find it hidden: 28 of the track list's 31 columns, 700 cells a page. And the
 * picker keeps its items mounted while closed: they render from its first opening, not with each list.
 */
interface ShownColumns {
    hidden: ReadonlySet<string>;
    pickerOpened: boolean;
}
const ShownColumnsContext = createContext<ShownColumns>({ hidden: new Set(), pickerOpened: false });

/**
 * A column: a hidden one renders neither its header nor its cells (the picker still lists it); a
 * fixed one is left out of the picker so nobody can hide it.
 */
function Column({ fixed, ...props }: DataTableColumnProps & { fixed: boolean }) {
    const context = useDataTableRenderContext();
    const { hidden, pickerOpened } = useContext(ShownColumnsContext);
    const left = context === 'columnsSelector' ? fixed || !pickerOpened : hidden.has(props.source ?? '');
    return left ? null : <DataTable.Col {...props} />;
}

/** What a cell shows: the field's own display (Yes/No, money, Mountain time), else the raw value. */
const cellOf = (c: ListColumn) => (record: Record<string, unknown>) => {
    const value = valueAt(record, c.source);
    return c.field ? cellText(c.field, value, record, allowedNow) : String(value ?? '');
};

/**
 * The first column opens its record as a link, so that what a row click does is also reachable
 * with Tab and Enter (and opens in a new tab with a middle click).
 */
const recordLink = (def: ResourceDef, c: ListColumn) =>
    function RecordLink(record: Record<string, unknown>) {
        return (
            <Link to={`/${def.name}/${String(record.id)}`} onClick={e => e.stopPropagation()}>
                {cellOf(c)(record)}
            </Link>
        );
    };

function column(c: ListColumn, index: number, def: ResourceDef) {
    const render = c.field ? cellOf(c) : undefined;
    return (
        <Column
            key={c.source}
            fixed={c.fixed}
            source={c.source}
            label={c.label}
            // Optional columns do not sort: the API sorts only on the fields its module lists.
            disableSort={!c.fixed || c.source.includes('.')}
            render={c.fixed && index === 0 ? recordLink(def, c) : render}
        />
    );
}

interface ActionsProps {
    def: ResourceDef;
    prefix: string;
    extra?: ReactNode;
    /** Whether the column picker was opened on this list. */
    pickerOpened: boolean;
    /** Called as the column picker opens. */
    onPickerOpen: () => void;
}

function Actions({ def, prefix, extra, pickerOpened, onPickerOpen }: ActionsProps) {
    return (
        <TopToolbar>
            <FilterButton />
            <ColumnsPickerButton storeKey={columnsKey(prefix)} opened={pickerOpened} onOpen={onPickerOpen} />
            {allowedNow(writeAccessFor(def, 'create')) && recordOffered(def, 'create', currentCapabilities()) && (
                <CreateButton resource={def.name} />
            )}
            {def.csvExport && <CsvExportButton def={def} />}
            <ImportCsvButton def={def} />
            {def.actions
                ?.filter(
                    a =>
                        a.placement === 'list' &&
                        a.part &&
                        allowedNow(a.access) &&
                        partOffered(a, currentCapabilities())
                )
                .map(a => (
                    <Suspense key={a.id} fallback={null}>
                        <LazyPart part={a.part!} def={def} />
                    </Suspense>
                ))}
            {extra}
        </TopToolbar>
    );
}

/**
 * The generic list: the fixed columns, the resource's other fields as optional columns (hidden
 * until the user switches them on), filters the user may use, bulk actions they may run.
 */
export default function SchemaList({
    def,
    storeKey,
    title,
    actions,
}: {
    def: ResourceDef;
    /** Where filters and columns are kept (default: the resource's own list). */
    storeKey?: string;
    title?: string;
    /** More buttons in the toolbar. */
    actions?: ReactNode;
}) {
    const translate = useTranslate();
    const prefix = storeKey ?? def.name;
    const usable = def.filters.filter(f => allowedNow(f.access));
    const filters = usable.map(filterInput);
    const offered = currentCapabilities();
    // The generic field update is the resource's bulk write; a bulk action of its own makes its declared call.
    const bulk = def.actions?.find(
        a =>
            a.placement === 'bulk' &&
            allowedNow(a.access) &&
            (a.part || a.operation ? partOffered(a, offered) : recordOffered(def, 'bulk', offered))
    );
    // Once per resource: react-admin's cells compare the default hidden columns on every render (the
    // columns a user may see change only with a new sign-in, which mounts the list afresh).
    const columns = useMemo(() => listColumns(def, allowedNow), [def]);
    const defaultHidden = useMemo(() => hiddenByDefault(columns), [columns]);
    const columnSources = useMemo(() => columns.map(c => c.source), [columns]);
    const [hidden] = useStore<string[]>(columnsKey(prefix), defaultHidden);
    const [pickerOpened, setPickerOpened] = useState(false);
    const shown = useMemo(() => ({ hidden: new Set(hidden), pickerOpened }), [hidden, pickerOpened]);
    const what = translate(`resources.${def.name}.name`, { smart_count: 2 }).toLowerCase();
    return (
        <List
            resource={def.name}
            filters={filters}
            actions={
                <Actions
                    def={def}
                    prefix={prefix}
                    extra={actions}
                    pickerOpened={pickerOpened}
                    onPickerOpen={() => setPickerOpened(true)}
                />
            }
            storeKey={storeKey && `${storeKey}.listParams`}
            sort={def.defaultSort ?? LIST_SORT}
            perPage={LIST_PER_PAGE}
            pagination={<ListPagination />}
            title={title ?? translate(`resources.${def.name}.name`, { smart_count: 2 })}
            error={<ListLoadFailed what={what} />}
            // Paused by react-query while the browser is offline: it loads once the connection is back.
            offline={<LoadingArea what={what} paused />}
            // The failure shows in place of the rows; react-admin's own notice would repeat it (or a raw text).
            queryOptions={{ onError: () => undefined }}
        >
            <SavedViews
                def={def}
                columnsKey={columnsKey(prefix)}
                columns={columnSources}
                defaultHidden={defaultHidden}
            />
            <HiddenFilterChips filters={usable} />
            <ListWait what={what} />
            {!storeKey && <PrefetchEditView />}
            <DeferredRows>
                <ShownColumnsContext.Provider value={shown}>
                    <DataTable
                        // Mounted anew at the picker's first opening: its picker finds its popover only as it mounts.
                        key={pickerOpened ? 'picker opened' : 'reading'}
                        rowClick="edit"
                        empty={<NoResults def={def} filters={usable} />}
                        bulkActionButtons={bulk ? <BulkActions def={def} action={bulk} /> : false}
                        storeKey={columnsKey(prefix)}
                        hiddenColumns={defaultHidden}
                        // Words stay whole (a narrow screen must not cut "Records" into "Reco rds"); one too
                        // long for any column (a pasted URL) breaks, and the table scrolls within the page.
                        sx={{
                            '& td': { overflowWrap: 'break-word' },
                            '& .RaDataTable-tableWrapper': { overflowX: 'auto', contain: 'inline-size', width: '100%' },
                        }}
                    >
                        {columns.map((c, i) => column(c, i, def))}
                    </DataTable>
                </ShownColumnsContext.Provider>
            </DeferredRows>
        </List>
    );
}
