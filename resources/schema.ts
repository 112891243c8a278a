/**
 * The declarative resource model. A resource file reads like the spec's entity paragraph; the
 * console's generic views, the menu, the routes and the reference API's validation all read it.
 * Kept free of React so that the server can import it.
 */
import type { CatalogType } from './format';
import type { PersonIdCsvPurpose } from './idCsv';
import { messages } from './messages';
import { EMAIL_ADDRESS, WEB_ADDRESS } from './rules';
import { P, type PermissionList } from './permissions';
import type { PartKey } from './partKeys';
import type { AnyOperation } from './operations/define';
import type { CallSpec } from './capabilities';

export type { PartKey };

interface FieldBase {
    label: string;
    required?: boolean;
    /** Who may see the field at all (absent otherwise, and stripped by the server). */
    access?: PermissionList;
    /** Who may change it; others see it read-only and the server refuses the change. */
    editAccess?: PermissionList;
    /** Set by the system, never by a form. */
    readOnly?: boolean;
    helperText?: string;
    /** Shown in the create form as well as the edit form. */
    onCreate?: boolean;
    /**
     * A value that names one record (ISRC, UPC): never offered for a bulk update, and the API
     * refuses a bulk write that gives one value to several records.
     */
    identifier?: boolean;
    /** The titled section of its tab the field is laid out in ('Identifiers'); ungrouped fields share an untitled one. */
    group?: string;
    /** Columns the field spans in its section's grid: 1, 2, or the whole row ('full'); long text, lists and images default to the row. */
    span?: FieldSpan;
}

export type FieldSpan = 1 | 2 | 'full';

/** The words of a yes/no state: [when true, when false]. */
export type BooleanStates = readonly [string, string];
/** How a yes/no value reads: its states' words, or Yes and No. */
export const booleanText = (value: unknown, states: BooleanStates = ['Yes', 'No']) =>
    value === true || value === 'true' || value === 1 ? states[0] : states[1];

export type Field =
    | (FieldBase & {
          kind: 'text';
          max?: number;
          multiline?: boolean;
          pattern?: RegExp;
          patternMessage?: string;
          /** Live feedback while typing: this when the value matches `pattern`, `patternMessage` when not. */
          validMessage?: string;
          /** The valid form in words, shown under the input at all times (the messages stay short). */
          format?: string;
          /** A credential: masked until revealed, never a list column, changed only by its own action. */
          secret?: boolean;
          /** A longer limit while a boolean of the record is on (a DJ edit's mix name): the rule and the counter. */
          longerWhen?: { field: string; max: number };
      })
    | (FieldBase & { kind: 'number'; min?: number; max?: number; integer?: boolean })
    | (FieldBase & {
          kind: 'boolean';
          /** How a state flag reads (§4 "Indexed or Not indexed"): these words in place of Yes and No. */
          states?: BooleanStates;
      })
    | (FieldBase & { kind: 'date' })
    | (FieldBase & { kind: 'datetime'; utc?: boolean })
    | (FieldBase & {
          kind: 'money';
          /** The choice field holding the amount's currency code (a price override's); USD otherwise. */
          currencyField?: string;
      })
    | (FieldBase & {
          kind: 'choice';
          choices: readonly Choice[];
          /** The ids offered for the record's other values (items shown by slot); empty offers them all. */
          offered?: (values: Record<string, unknown>) => readonly (string | number)[];
      })
    | (FieldBase & {
          kind: 'reference';
          reference: string;
          /** Path of the referenced record's name in the API's record (`label.name`), shown as
           *  text to users who may not list the referenced resource. */
          display?: string;
          /** Fields cleared when this one changes (genre → sub_genre). */
          resets?: string[];
          /** Options filtered by another field's value: { field, param }. */
          dependsOn?: { field: string; param: string };
          /** In a sub-resource row: options filtered by the parent record's id under this param. */
          parentParam?: string;
          /** Shows a link to the referenced record's editor beside the value (a user's DJ profile). */
          link?: boolean;
      })
    | (FieldBase & {
          kind: 'image';
          minWidth: number;
          minHeight: number;
          square?: boolean;
          exact?: boolean;
          keepRatio?: boolean;
          /** What a refused upload says, naming this kind of image (console and API alike). */
          rejection: string;
      })
    | (FieldBase & {
          kind: 'ids';
          /** At most this many ids. */
          max: number;
          /** Filled from an uploaded person-id CSV (resources/idCsv.ts); the purpose picks the messages. */
          csv: PersonIdCsvPurpose;
          /** The resource the ids are of: each listed id links to its record for those who may see it. */
          linksTo?: string;
      });

export type FieldKind = Field['kind'];
export interface Choice {
    id: string | number;
    name: string;
    /** Offered only to those the list grants (a brand's page types); others may not choose it. */
    access?: PermissionList;
    /** What a partner reads instead of `name` (staff wording a partner would not understand). */
    partnerName?: string;
}

type Allowed = (list?: PermissionList) => boolean;
/** A choice's name for this reader: partners read its partner wording where it has one. */
const nameFor = (c: Choice, allowed: Allowed) => (c.partnerName && allowed(P.PARTNER) ? c.partnerName : c.name);

/** The choices a user is offered, named for them. */
export const choicesFor = (choices: readonly Choice[], allowed: Allowed): Choice[] =>
    choices.filter(c => allowed(c.access)).map(c => ({ ...c, name: nameFor(c, allowed) }));

/** A value's choice name for this reader (the value itself when no choice has it). */
export function choiceName(choices: readonly Choice[], value: unknown, allowed: Allowed): string {
    const choice = choices.find(c => String(c.id) === String(value));
    return choice ? nameFor(choice, allowed) : String(value);
}

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
}

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
    /** The order a list opens in when it is not by newest id (orders by their date): as the API's own default. */
    defaultSort?: { field: string; order: 'ASC' | 'DESC' };
    tabs: Tab[];
    /** Cross-field rules, shared by the form and the server: field → message. */
    validate?: (values: Record<string, unknown>, previous?: Record<string, unknown>) => Record<string, string>;
    actions?: Action[];
    recordTitle?: string;
    /** Paths shown beside the title in a picker, to tell records of one name apart (a track's artists, mix, release). */
    pickerDetail?: string[];
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
    'pickerDetail',
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
    }
    for (const sub of def.createWith ?? []) {
        if (sub.parent !== def.name) throw new Error(`${def.name}: created with ${sub.name}, a list of another parent`);
    }
    for (const part of [...def.tabs, ...(def.actions ?? [])]) {
        if (part.operation && part.access !== part.operation.access)
            throw new Error(`${def.name}: ${part.id} calls ${part.operation.id} but is shown by another access list`);
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

type Opts<K extends FieldKind> = Omit<Extract<Field, { kind: K }>, 'kind' | 'label'>;
const make =
    <K extends FieldKind>(kind: K) =>
    (label: string, opts: Opts<K> = {} as Opts<K>): Extract<Field, { kind: K }> =>
        ({ kind, label, ...opts }) as Extract<Field, { kind: K }>;

export const text = make('text');
export const number = make('number');
export const boolean = make('boolean');
export const date = make('date');
export const datetime = make('datetime');
export const money = make('money');
export const choice = (label: string, choices: readonly Choice[], opts: Omit<Opts<'choice'>, 'choices'> = {}) =>
    make('choice')(label, { ...opts, choices });
export const reference = (label: string, ref: string, opts: Omit<Opts<'reference'>, 'reference'> = {}) =>
    make('reference')(label, { ...opts, reference: ref });
export const image = make('image');
/** A list of record ids (a coupon's users), read from a CSV upload. */
export const ids = make('ids');
/** An email address, checked as typed and by the reference API. */
export const email = (label: string, opts: Opts<'text'> = {}) =>
    text(label, { max: 255, pattern: EMAIL_ADDRESS, patternMessage: messages.validation.emailInvalid, ...opts });

/** A web address: https only, one rule and one message wherever a record holds a link. */
export const url = (label: string, opts: Opts<'text'> = {}) =>
    text(label, { max: 2048, pattern: WEB_ADDRESS, patternMessage: messages.validation.webAddress, ...opts });

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

/** Whether a user may change a field. */
export function canEditField(field: Field, allowed: (list?: PermissionList) => boolean): boolean {
    return !field.readOnly && allowed(field.access) && allowed(field.editAccess);
}

/** Kinds of field one value can be set for many records at once. */
const BULK_KINDS: ReadonlySet<FieldKind> = new Set(['boolean', 'choice', 'number', 'date', 'text']);

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

/**
 * Sub-resources: lists that live under one record (a label's contracts, a track's notes). One
 * definition gives the server its routes under the tenancy-checked parent and the console its tab.
 */
export interface SubResourceDef {
    /** `{parent}/{path}`: the key in the registry and in the console's store. */
    name: string;
    /** The parent resource's name (`catalog/labels`). */
    parent: string;
    /** The path below a parent record: `/v4/{parent}/{id}/{path}/`. */
    path: string;
    /** Polyglot singular |||| plural. */
    label: string;
    fields: Record<string, Field>;
    /** 1 to 4 list columns. */
    columns: string[];
    /** Who reads the rows (default: who reads the parent). */
    access?: PermissionList;
    /** Writes are denied unless listed. */
    createAccess?: PermissionList;
    writeAccess?: PermissionList;
    deleteAccess?: PermissionList;
    /** Cross-field rules, shared by the dialog and the server: field → message. */
    validate?: (values: Record<string, unknown>) => Record<string, string>;
    /** Newest first (notes) or in the order they were added (default). */
    newestFirst?: boolean;
    /** What the empty list says. */
    empty: string;
    /** Rows that are catalog records of this type: their `id` column links to /catalog/{type}/{id}. */
    links?: CatalogType;
    /** Rows that are records of a resource with screens (`curation/page-modules`): their `id` links to its editor. */
    linksTo?: string;
    /** The parent needs at least one row: a new parent brings one, the last row cannot be deleted; says this. */
    atLeastOne?: string;
    /**
     * Who may replace the whole list in one PUT (a track's publishers, a supplier's mappings). A list
     * with this and no create grant is edited row by row in the console and saved whole.
     */
    replaceAccess?: PermissionList;
    /**
     * The console saves the list whole (PUT, for those with `replaceAccess`) even where its rows have
     * calls of their own: the spec's way for this list (a supplier's genre and label mappings).
     */
    saveWhole?: boolean;
    /** A rule on the whole list (shares adding up): the message, or nothing when the rows are fine. */
    validateRows?: (rows: Record<string, unknown>[]) => string | undefined;
    /** A field each parent holds at most once (a country), and what a second one is told. */
    unique?: { field: string; message: string };
    /** … only while this boolean field of the parent is on (an enabled stream keeps a stage). */
    atLeastOneWhile?: string;
    /** At most this many rows under one parent: the next is refused with the message. */
    limit?: { max: number; message: string };
    /** The parent's read-only field counting these rows: kept current in the open form as rows change. */
    countField?: string;
    /** What the create form says under the list when the parent brings its first rows (`createWith`). */
    createHint?: string;
    /**
     * Which of its calls are spec §7's: the list's classification, which its other verbs share unless
     * named (`{ list: '§7 words', delete: ext('record-deletion') }`). Absent: unclassified (a test fails).
     */
    v4?: { list: CallSpec } & Partial<Record<SubVerb, CallSpec>>;
}

/** The generic sub-resource engine's calls (`replace`: the whole list in one PUT). */
export type SubVerb = 'list' | 'create' | 'update' | 'delete' | 'replace';

/** A polyglot label's singular and plural ('Contact |||| Contacts'). */
export function labelForms(label: string): [one: string, many: string] {
    const [one, many = one] = label.split('||||').map(s => s.trim());
    return [one, many];
}

export function defineSubResource(def: Omit<SubResourceDef, 'name'>): SubResourceDef {
    if (def.columns.length < 1 || def.columns.length > 4) {
        throw new Error(`${def.parent}/${def.path}: a sub-resource has 1 to 4 columns, not ${def.columns.length}`);
    }
    for (const c of def.columns) if (!def.fields[c]) throw new Error(`${def.parent}/${def.path}: unknown column ${c}`);
    return { ...def, name: `${def.parent}/${def.path}` };
}
