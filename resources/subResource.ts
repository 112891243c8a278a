/** Sub-resources of the declarative model (resources/schema.ts re-exports them). */
import type { CallSpec } from './capabilities';
import type { Field } from './fields';
import type { CatalogType } from './format';
import type { PermissionList } from './permissions';

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
