/**
 * Sub-resources: lists that live under one record (a label's contracts, a track's notes). One
 * definition gives the server its routes under the tenancy-checked parent and the console its tab.
 */
import type { PermissionList } from './permissions';
import type { Field } from './schema';

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
}

export function defineSubResource(def: Omit<SubResourceDef, 'name'>): SubResourceDef {
    if (def.columns.length < 1 || def.columns.length > 4) {
        throw new Error(`${def.parent}/${def.path}: a sub-resource has 1 to 4 columns, not ${def.columns.length}`);
    }
    for (const c of def.columns) if (!def.fields[c]) throw new Error(`${def.parent}/${def.path}: unknown column ${c}`);
    return { ...def, name: `${def.parent}/${def.path}` };
}
