import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, type ReactNode } from 'react';
import { SaveButton, TabbedForm, TabbedFormTabs, Toolbar, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router';
import { viewingAs } from '../../authProvider/viewAs';
import { messages } from '../../resources/messages';
import type { ResourceDef, Tab } from '../../resources/schema';
import type { Field } from '../../resources/fields';
import { offeredSub, subOffered } from '../../resources/offered';
import { currentCapabilities } from '../lib/capabilities';
import UnsavedChangesGuard from '../components/UnsavedChangesGuard';
import { firstRowCounts, firstRowErrors, needsFirstRow, validateRecord } from '../../resources/validation';
import LazyPart from './LazyPart';
import FieldValue from './FieldValue';
import FormSections from './FormSections';
import KeepUnsaved from './KeepUnsaved';
import { historyOfferedNow } from './historyOffered';
import KeepTypedOnReread from './KeepTypedOnReread';
import SaveFailed, { type SaveFailure } from './SaveFailed';
import SchemaInput from './SchemaInput';
import { useAskingSave } from './useAskingSave';
import { editableFields, formFields, recordTabs } from './recordTabs';

/**
 * From a laptop's width up the record's tabs (a track's thirteen) wrap onto more rows instead of
 * scrolling behind an arrow: every tab in sight, each still its own link. The selected tab is
 * underlined itself, as the sliding indicator knows one row only. Phones keep the scrolling strip.
 */
const tabsSx = (theme: Theme) => ({
    // Many tabs (a supplier's ten) scroll within the form rather than widen the page: a zero width
    // with a full minimum fills the form without counting towards its minimum width.
    width: 0,
    minWidth: '100%',
    [theme.breakpoints.up('md')]: {
        '& .MuiTabs-scroller': { overflowX: 'visible' },
        '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
        '& .MuiTabs-scrollButtons, & .MuiTabs-indicator': { display: 'none' },
        '& .MuiTab-root.Mui-selected': { boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
    },
});

const SubResourceTab = lazy(() => import('./SubResourceTab'));
const HistoryTab = lazy(() => import('./HistoryTab'));
const FirstRowsInput = lazy(() => import('./FirstRowsInput'));
const ScheduleButton = lazy(() => import('../pages/scheduled/ScheduleButton'));

/** Custom tabs load and fetch only once opened (TabbedForm renders every tab, hidden). */
function WhenActive({ tabPath, children }: { tabPath: string; children: ReactNode }) {
    const { pathname } = useLocation();
    return pathname.endsWith(`/${tabPath}`) ? <>{children}</> : null;
}

/** A new record starts with one empty row of each list it must be created with, none of the others. */
const firstRowDefaults = (def: ResourceDef) =>
    def.createWith
        ? Object.fromEntries(def.createWith.map(sub => [sub.path, needsFirstRow(sub) ? [{}] : []]))
        : undefined;

/** Shown by its own input even when read-only: an image, a list of ids, a credential with its reveal. */
const showsItself = (field: Field) =>
    field.kind === 'image' || field.kind === 'ids' || (field.kind === 'text' && !!field.secret);

/** Stored as it is uploaded (ImageInput): nothing of it waits for the form's Save. */
const savesItself = (field: Field) => field.kind === 'image';

/** The tab the URL shows (TabbedForm syncs it with the location): the first one when no other's path ends it. */
function useActiveTab(tabs: Tab[]): Tab | undefined {
    const { pathname } = useLocation();
    return (
        tabs.slice(1).find(t => pathname.endsWith(`/${t.id}`)) ?? (pathname.endsWith('/history') ? undefined : tabs[0])
    );
}

/**
 * Save only under a tab with something of the form's to save: not under History, a list whose rows
 * save themselves, a custom part (each saves itself), images (stored as uploaded: said so instead),
 * or fields the user may not change. A failed
 * save says so beside it, with Retry. On a record, "Schedule…" beside Save where the server offers it.
 */
function FormToolbar({
    def,
    mode,
    tabs,
    editable,
    failure,
}: {
    def: ResourceDef;
    mode: 'edit' | 'create';
    tabs: Tab[];
    editable: string[];
    failure?: SaveFailure | null;
}) {
    const tab = useActiveTab(tabs);
    const own = tab?.fields?.filter(f => editable.includes(f)) ?? [];
    if (!own.length) return null;
    // Images only (a label's Image tab): said saved, never a greyed Save that suggests something is left.
    if (own.every(f => savesItself(def.fields[f])))
        return (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {messages.edit.imagesSaveThemselves}
            </Typography>
        );
    return (
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
            <SaveButton />
            {/* Issue 44: the same changes, applied by the server at a time (its capability decides). */}
            {mode === 'edit' && (
                <Suspense fallback={null}>
                    <ScheduleButton def={def} editable={editable} />
                </Suspense>
            )}
            {failure && <SaveFailed text={failure.text} error={failure.error} />}
        </Toolbar>
    );
}

/**
 * The schema's tabs as a TabbedForm: schema fields (read-only where the user may not change
 * them) or a custom part; validation from the schema; the unsaved-changes prompt.
 */
/**
 * A custom tab (territories, audio files, a stream's key) while an admin views as someone: every
 * control in it is off, as the record's own fields are (view-as is read-only); links still lead on.
 */
function ReadOnlyWhileViewingAs({ children }: { children: ReactNode }) {
    if (viewingAs() === null) return <>{children}</>;
    return (
        <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0, '& :disabled': { opacity: 0.6 } }}>
            {children}
        </Box>
    );
}

export default function SchemaForm({
    def,
    mode,
    failure,
}: {
    def: ResourceDef;
    mode: 'edit' | 'create';
    failure?: SaveFailure | null;
}) {
    const record = useRecordContext();
    const save = useAskingSave(def, record);
    // Wrapping tabs do not scroll: no scrolling strip, whose scrollbar measuring (MUI's) forced the
    // whole new form's styles inside the page-blocking commit of its first render.
    const wrapsTabs = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
    const visible = formFields(def, mode);
    const offered = currentCapabilities();
    const editable = editableFields(def, mode, visible);
    const tabs: Tab[] =
        mode === 'create' ? [{ id: 'summary', label: 'Summary', fields: visible }] : recordTabs(def, visible, offered);
    return (
        // The console's own rules say every problem at once, in words (not the browser's tooltip, one at a time).
        <TabbedForm
            noValidate
            onSubmit={save}
            validate={values => ({
                ...validateRecord(
                    def,
                    editable,
                    mode === 'create' ? { ...values, ...firstRowCounts(def, values) } : values,
                    record ?? undefined
                ),
                ...(mode === 'create' ? firstRowErrors(def, values) : {}),
            })}
            defaultValues={mode === 'create' ? firstRowDefaults(def) : undefined}
            warnWhenUnsavedChanges
            WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}
            toolbar={<FormToolbar def={def} mode={mode} tabs={tabs} editable={editable} failure={failure} />}
            syncWithLocation
            tabs={
                wrapsTabs ? (
                    <TabbedFormTabs sx={tabsSx} />
                ) : (
                    <TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={tabsSx} />
                )
            }
        >
            {tabs.map(tab => (
                <TabbedForm.Tab key={tab.id} label={tab.label} path={tab.id === tabs[0].id ? undefined : tab.id}>
                    {mode === 'edit' && tab.id === tabs[0].id && (
                        <>
                            <KeepUnsaved def={def} />
                            <KeepTypedOnReread />
                        </>
                    )}
                    {tab.fields && (
                        <FormSections
                            fields={def.fields}
                            names={tab.fields.filter(name => visible.includes(name))}
                            order={tab.sections}
                            render={name =>
                                editable.includes(name) || showsItself(def.fields[name]) ? (
                                    <SchemaInput
                                        name={name}
                                        field={def.fields[name]}
                                        fields={def.fields}
                                        readOnly={!editable.includes(name)}
                                    />
                                ) : (
                                    <FieldValue name={name} field={def.fields[name]} />
                                )
                            }
                        />
                    )}
                    {mode === 'create' &&
                        def.createWith?.map(sub => (
                            <Suspense key={sub.name} fallback={null}>
                                <FirstRowsInput sub={sub} />
                            </Suspense>
                        ))}
                    {tab.part && (
                        <WhenActive tabPath={tab.id}>
                            <ReadOnlyWhileViewingAs>
                                <LazyPart part={tab.part} def={def} />
                            </ReadOnlyWhileViewingAs>
                        </WhenActive>
                    )}
                    {tab.subs
                        ?.filter(sub => subOffered(sub, 'list', offered))
                        .map(sub => (
                            <WhenActive key={sub.name} tabPath={tab.id}>
                                <Suspense fallback={null}>
                                    <SubResourceTab sub={offeredSub(sub, offered)} />
                                </Suspense>
                            </WhenActive>
                        ))}
                </TabbedForm.Tab>
            ))}
            {mode === 'edit' && historyOfferedNow(offered) && (
                <TabbedForm.Tab label={messages.history.tab} path="history">
                    <WhenActive tabPath="history">
                        <Suspense fallback={null}>
                            <HistoryTab def={def} />
                        </Suspense>
                    </WhenActive>
                </TabbedForm.Tab>
            )}
        </TabbedForm>
    );
}
