/**
 * The declarative resource model. A resource file reads like the spec's entity paragraph; the
 * console's generic views, the menu, the routes and the reference API's validation all read it.
 * Kept free of React so that the server can import it.
 */
import { canEditField, type BooleanStates, type Choice, type Field, type FieldKind } from './fields';
import type { PermissionList } from './permissions';
import type { PartKey } from './partKeys';
import type { AnyOperation, OperationParams } from './operations/define';
import type { ActionNotices } from './messages/actions';
import type { CallSpec } from './capabilities';
import type { DescribeSpec } from './describe';
import { labelForms, type SubResourceDef } from './subResource';

export type { PartKey };
export { defineSubResource, labelForms, type SubResourceDef, type SubVerb } from './subResource';

export type FilterKind = 'text' | 'idList' | 'dateRange' | 'boolean' | 'reference' | 'choice' | 'number';
/** How a text filter matches: anywhere in the value (default), at its start (index-friendly codes), or whole. */
export type TextMatch = 'contains' | 'prefix' | 'exact';
export interface Filter {
    name: string;
    kind: FilterKind;
    label: string;
    match?: TextMatch;
    access?: PermissionList;
    reference?: string;
    choices?: readonly Choice[];
    /** A boolean filter over a state flag: its options read as the state's words. */
    states?: BooleanStates;
    /**
     * Over an identifier kept in canonical form: the text searched for is put in that form too.
     * Set by `defineResource` when the filter is a canonical text field.
     */
    canonical?: boolean;
    alwaysOn?: boolean;
    /**
     * A date range over a column of instants (a datetime): its days are Mountain days
     * (resources/time.ts). Set by `defineResource` when the filter is a datetime field.
     */
    instant?: boolean;
}

export interface Tab {
    id: string;
    label: string;
    /** Schema fields shown on this tab … */
    fields?: string[];
    /** … or a custom part, by key … */
    part?: PartKey;
    /** … or sub-resource lists, each rendered by the generic sub-resource tab. */
    subs?: SubResourceDef[];
    access?: PermissionList;
    /** The declared API call the tab's part makes (its access is the tab's: spread `callsOperation`). */
    operation?: AnyOperation;
    /** The order of the tab's field groups when it is not the order they first appear in. */
    sections?: string[];
    /** The call a custom part cannot do without (the part's own read), when not its `operation`: hidden where not offered. */
    v4?: CallSpec;
}

export interface Action {
    id: string;
    label: string;
    access: PermissionList;
    /**
     * `bulk`: on the list's selection (generic field update); `record`: a custom button on the edit
     * view; `list`: a custom button in the list's toolbar (a bulk credit from a CSV).
     */
    placement: 'bulk' | 'record' | 'list';
    part?: PartKey;
    /** The declared API call the action makes (its access is the action's: spread `callsOperation`). */
    operation?: AnyOperation;
    /** The call a custom action makes, when not its `operation`: hidden where not offered. */
    v4?: CallSpec;
    /**
     * A record action with an `operation` and no `part` is the generic button (src/views/OperationAction.tsx):
     * what it says, from the message catalogue (`messages.actions.…`).
     */
    notices?: ActionNotices;
    /** The generic button's Material icon, by name (src/layout/icons.ts). */
    icon?: string;
    /** What the call is given from the record; absent: the record's id, no body. */
    request?: (record: ActionRecord) => { params?: OperationParams; body?: unknown };
    /** The job in the answer when the answer is not the job itself (`{ jobs: [job] }`). */
    jobOf?: (answer: unknown) => unknown;
    /** The answer is a new record (`{ id }`, a copy): it opens, and the notice's {id} is its id. */
    opens?: boolean;
}

/** The record a record action is given. */
export type ActionRecord = { id: string | number } & Record<string, unknown>;

/** The sections of the search area (spec §2), in their order there; the partner's artists last, apart. */
export const SEARCH_SECTIONS = ['catalog', 'curation', 'support', 'live', 'delivery', 'music-profile'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

export interface ResourceDef {
    /** The v4 path below /v4, also the console route and the store key. */
    name: string;
    section: string;
    /** Its menu icon: a Material icon's name, as src/layout/icons.ts imports it (absent: a folder). */
    icon?: string;
    /** Its place among the /create screen's entries (spec §1 issue 13), from 1; absent: not offered there. */
    quickCreate?: number;
    /** The curation item type (spec §9: releases, tracks, … page_modules) whose records this resource holds. */
    curationItemType?: string;
    /** Polyglot singular |||| plural. */
    label: string;
    /** Who may see the resource (menu, list, detail). */
    access: PermissionList;
    /**
     * Writes are denied unless listed: who may change records (PATCH; others get a read-only
     * form), create, delete, and bulk-update them. Absent means nobody.
     */
    writeAccess?: PermissionList;
    createAccess?: PermissionList;
    deleteAccess?: PermissionList;
    bulkAccess?: PermissionList;
    fields: Record<string, Field>;
    /**
     * The titled sections its forms lay the fields out in, as Django's fieldsets (`{ Identifiers:
     * ['isrc', 'guid'] }`): sets each named field's `group`, in the words of the spec's entity paragraph.
     */
    groups?: Record<string, readonly string[]>;
    filters: Filter[];
    /** 1 to 3 fixed list columns: field names or nested paths such as `release.name`. */
    columns: string[];
    /** Optional columns shown until the user hides them (a stream's start and end beside its three fixed ones). */
    shownColumns?: string[];
    /** The order a list opens in when it is not by newest id (orders by their date): as the API's own default. */
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    tabs: Tab[];
    /** Cross-field rules, shared by the form and the server: field → message. */
    validate?: (values: Record<string, unknown>, previous?: Record<string, unknown>) => Record<string, string>;
    actions?: Action[];
    recordTitle?: string;
    /**
     * What tells a record apart from others of its title (a track's artists, mix, release, label,
     * year), and its image: every picker, chip, preview, search result and history value reads it
     * (resources/describe.ts). Every resource a reference or a picker points at declares one.
     */
    describe?: DescribeSpec;
    csvExport?: boolean;
    /** Sub-resources whose first rows come with a new record, in the create body under their path. */
    createWith?: SubResourceDef[];
    /** The search area's section that offers this resource as a type (absent: not searchable there). */
    searchSection?: SearchSection;
    /** At most this many rows selected for a bulk action; more shows `message` (with `{limit}`) instead. */
    selectionLimit?: { max: number; message: string };
    /** How a failed save names the record ('Error during {noun} create/update'); the label's singular otherwise. */
    errorNoun?: string;
    /**
     * Lists of rows a custom tab writes to the record's history under their path (an order's
     * items): their fields, so that history reads their changes as it reads the generic lists'.
     */
    historyRows?: Pick<SubResourceDef, 'path' | 'label' | 'fields' | 'columns'>[];
    /** Which of its calls are spec §7's (the words) and which extensions: see `recordCall` for the defaults. */
    v4?: Partial<Record<RecordVerb, CallSpec>>;
}

/** The generic engine's calls on a resource (resources/calls.ts lists their routes). */
export type RecordVerb = 'list' | 'read' | 'create' | 'update' | 'delete' | 'bulk';

/**
 * What the app shell knows of a resource before its schema loads: enough for the menu, routes,
 * access checks, record titles and the search area's list of types.
 */
export const RESOURCE_META_KEYS = [
    'name',
    'section',
    'icon',
    'quickCreate',
    'curationItemType',
    'label',
    'access',
    'writeAccess',
    'createAccess',
    'deleteAccess',
    'bulkAccess',
    'recordTitle',
    'describe',
    'searchSection',
    'defaultSort',
    // Which calls are §7's: the menu, routes and create buttons hide what the server does not offer.
    'v4',
] as const;
export type ResourceMeta = Pick<ResourceDef, (typeof RESOURCE_META_KEYS)[number]>;

export const resourceMeta = (def: ResourceDef): ResourceMeta =>
    Object.fromEntries(RESOURCE_META_KEYS.filter(k => def[k] !== undefined).map(k => [k, def[k]])) as ResourceMeta;

/**
 * Labels a tab would show twice: a field's label that is also a heading of one of the tab's
 * sub-resource lists (a coupon's 'Registered People' count above the 'Registered People' list).
 */
export function repeatedTabLabels(def: Pick<ResourceDef, 'fields' | 'tabs'>): string[] {
    return def.tabs.flatMap(tab => {
        const headings = new Set((tab.subs ?? []).flatMap(sub => labelForms(sub.label)));
        return (tab.fields ?? []).filter(f => headings.has(def.fields[f]?.label)).map(f => `${tab.id}: ${f}`);
    });
}

export function defineResource(def: ResourceDef): ResourceDef {
    if (def.columns.length < 1 || def.columns.length > 3) {
        throw new Error(`${def.name}: a resource has 1 to 3 list columns, not ${def.columns.length}`);
    }
    for (const [name, field] of Object.entries(def.fields)) {
        if (field.kind === 'money' && field.currencyField && def.fields[field.currencyField]?.kind !== 'choice') {
            throw new Error(`${def.name}: ${name} takes its currency from ${field.currencyField}, not a choice field`);
        }
    }
    for (const [group, names] of Object.entries(def.groups ?? {})) {
        for (const name of names) {
            if (!def.fields[name]) throw new Error(`${def.name}: group ${group} names unknown field ${name}`);
            def.fields[name] = { ...def.fields[name], group };
        }
    }
    const repeated = repeatedTabLabels(def);
    if (repeated.length) throw new Error(`${def.name}: a label shown twice on a tab (${repeated.join(', ')})`);
    for (const f of def.filters) {
        if (f.kind === 'dateRange') f.instant ??= def.fields[f.name]?.kind === 'datetime';
        const field = def.fields[f.name];
        if (f.kind === 'text') f.canonical ??= field?.kind === 'text' && !!field.canonical;
    }
    for (const sub of def.createWith ?? []) {
        if (sub.parent !== def.name) throw new Error(`${def.name}: created with ${sub.name}, a list of another parent`);
    }
    for (const part of [...def.tabs, ...(def.actions ?? [])]) {
        if (part.operation && part.access !== part.operation.access)
            throw new Error(`${def.name}: ${part.id} calls ${part.operation.id} but is shown by another access list`);
    }
    for (const action of def.actions ?? []) {
        if (action.placement === 'record' && !action.part && !(action.operation && action.notices))
            throw new Error(`${def.name}: record action ${action.id} needs a part, or an operation and its notices`);
    }
    for (const tab of def.tabs) {
        for (const f of tab.fields ?? []) {
            if (!def.fields[f]) throw new Error(`${def.name}: tab ${tab.id} names unknown field ${f}`);
        }
        const groups = new Set((tab.fields ?? []).map(f => def.fields[f].group));
        for (const g of tab.sections ?? []) {
            if (!groups.has(g))
                throw new Error(`${def.name}: tab ${tab.id} orders group ${g}, which none of its fields has`);
        }
    }
    return def;
}

export const filter = (name: string, kind: FilterKind, label: string, opts: Partial<Filter> = {}): Filter => ({
    name,
    kind,
    label,
    ...opts,
});

/** Fields visible to a user, given an access test. */
export function visibleFields(def: ResourceDef, allowed: (list?: PermissionList) => boolean): string[] {
    return Object.entries(def.fields)
        .filter(([, f]) => allowed(f.access))
        .map(([name]) => name);
}

/** Kinds of field one value can be set for many records at once (a reference: one record for all, a genre). */
const BULK_KINDS: ReadonlySet<FieldKind> = new Set(['boolean', 'choice', 'number', 'date', 'text', 'reference']);

/** The fields a user may set on several records at once: simple, optional, editable, and not identifiers. */
export function bulkFields(def: ResourceDef, allowed: (list?: PermissionList) => boolean): string[] {
    return Object.entries(def.fields)
        .filter(([, f]) => BULK_KINDS.has(f.kind) && !f.required && !f.identifier && canEditField(f, allowed))
        .map(([name]) => name);
}

export type WriteAction = 'update' | 'create' | 'delete' | 'bulk';
/** Who may perform a write: default deny (an empty list grants nobody). */
export function writeAccessFor(
    def: Pick<ResourceMeta, 'writeAccess' | 'createAccess' | 'deleteAccess' | 'bulkAccess'>,
    action: WriteAction
): PermissionList {
    const list = { update: def.writeAccess, create: def.createAccess, delete: def.deleteAccess, bulk: def.bulkAccess }[
        action
    ];
    return list ?? [];
}

/** A row action on a sub-resource: by its own grant, or by replacing the whole list when that is all it has. */
export function rowAccessFor(sub: SubResourceDef, action: 'create' | 'update' | 'delete'): PermissionList {
    return writeAccessFor(sub, action).length ? writeAccessFor(sub, action) : (sub.replaceAccess ?? []);
}
