/**
 * Field changes as people read them: "Genre: Trance → Techno", each value through its field's own
 * display (resources/display.ts) with the field's label; a change to a row of one of the record's
 * lists reads by the row's name ("Item “Deep Tide” · Availability: Dissociated → Available").
 * Shared by the edit conflict dialog and the History tab.
 */
import { codeWords } from './format';
import { shortName, type Descriptions } from './describe';
import { displayText, isBlank, type Allowed, type ReferenceNames } from './display';
import { labelForms, type ResourceDef, type SubResourceDef } from './schema';
import { type Field } from './fields';

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface FieldChange {
    name: string;
    label: string;
    before: string;
    after: string;
    /** The list row the change is in, named by what it is ('Item “Deep Tide”'). */
    row?: string;
    /** The whole line, where a long value was shortened: shown on hover, never cut silently. */
    whole?: string;
    /** A row of a list added or removed whole (a note), by what it is: a revert removes it or adds it back. */
    rowMade?: { made: 'added' | 'removed'; thing: string };
}

export const EMPTY_VALUE = '(empty)';
const LONGEST = 160;

/** What a history line needs to read values: the reader, looked-up names, the record (an amount's currency). */
export interface ReadingContext {
    allowed?: Allowed;
    /** A referenced record in a line of its own: its description (`Nina Brandt (ID 443 · 21 tracks)`). */
    names?: ReferenceNames;
    /** Records named among several (a chart's track order): each by its title and id. */
    descriptions?: Descriptions;
    record?: Record<string, unknown>;
}

/**
 * Changes the API records as lists of record ids, not as fields (a release's or a chart's track
 * order, under the key server/core/trackOrder.ts gives it): each id is read as its record.
 */
export const ID_LISTS: Record<string, { label: string; one: string; many: string; reference: string }> = {
    track_order: { label: 'Track Order', one: 'Track', many: 'Tracks', reference: 'catalog/tracks' },
};

/**
 * An id list's change: the records added and removed, each by its title (walk 53: a chart's removed
 * track was lost in two shortened lists); the whole order when the same records only moved.
 */
function idListChanges(name: string, before: unknown, after: unknown, context: ReadingContext): FieldChange[] {
    const ids = ID_LISTS[name];
    const was = Array.isArray(before) ? before : [];
    const now = Array.isArray(after) ? after : [];
    const added = now.filter(id => !was.includes(id));
    const removed = was.filter(id => !now.includes(id));
    const label = (list: unknown[], verb: string) => `${list.length === 1 ? ids.one : ids.many} ${verb}`;
    const text = (list: unknown[]) => idListText(ids.reference, list, context);
    if (!added.length && !removed.length)
        return [line(name, ids.label, idListText(ids.reference, before, context), text(now))];
    return [
        ...(added.length ? [line(name, label(added, 'added'), EMPTY_VALUE, text(added))] : []),
        ...(removed.length ? [line(name, label(removed, 'removed'), text(removed), EMPTY_VALUE)] : []),
    ];
}

/** A list of record ids as the records' titles and ids, in order ('Deep Tide (ID 795), …'). */
function idListText(reference: string, ids: unknown, context: ReadingContext): string {
    if (!Array.isArray(ids) || !ids.length) return EMPTY_VALUE;
    return ids
        .map(id => {
            const found = context.descriptions?.(reference, id);
            return found ? shortName(found) : `ID ${String(id)}`;
        })
        .join(', ');
}

const shorten = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** One stored value as text, `(empty)` for none. */
const wholeText = (field: Field | undefined, value: unknown, context: ReadingContext) =>
    isBlank(value) ? EMPTY_VALUE : displayText(field, value, context.record, context.allowed, context.names);

/** One stored value as text, `(empty)` for none; long text is shortened. */
export function valueText(field: Field | undefined, value: unknown, context: ReadingContext = {}): string {
    return shorten(wholeText(field, value, context));
}

/** A change's line with long values shortened, carrying the whole line when it was. */
function line(name: string, label: string, before: string, after: string, row?: string): FieldChange {
    const change: FieldChange = {
        name,
        label,
        before: shorten(before),
        after: shorten(after),
        ...(row ? { row } : {}),
    };
    if (change.before !== before || change.after !== after)
        change.whole = `${row ? `${row} · ` : ''}${label}: ${before} → ${after}`;
    return change;
}
/** A value as a form holds it: an emptied input, a missing value and null are all no value. */
const formValue = (value: unknown) => (value === undefined || value === '' ? null : value);
/** Whether two values are the same once normalised as the form and the save normalise them. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(formValue(a)) === JSON.stringify(formValue(b));

/** Fields whose value differs between two versions of a record, for the fields given. */
export function changesBetween(
    fields: Record<string, Field>,
    before: Record<string, unknown>,
    after: Record<string, unknown>
): Changes {
    const out: Changes = {};
    for (const name of Object.keys(fields)) {
        if (!sameValue(before[name], after[name]))
            out[name] = { before: formValue(before[name]), after: formValue(after[name]) };
    }
    return out;
}

/**
 * What a save changes: of the fields given, those the saved data holds (the system's read-only
 * ones never travel) whose value differs from the one the form loaded.
 */
export function savedChanges(
    fields: Record<string, Field>,
    loaded: Record<string, unknown>,
    data: Record<string, unknown>
): Changes {
    const sent = Object.fromEntries(Object.entries(fields).filter(([name]) => name in data));
    return changesBetween(sent, loaded, data);
}

/** A list of rows kept under a record and written to its history under its path (`items`, `items/382`). */
export type RowList = Pick<SubResourceDef, 'path' | 'label' | 'fields' | 'columns'>;

/** The lists a resource's history may hold row changes of: its tabs' lists, its first rows, its other lists. */
export const rowListsOf = (def: Pick<ResourceDef, 'tabs' | 'createWith' | 'historyRows'>): RowList[] => [
    ...def.tabs.flatMap(t => t.subs ?? []),
    ...(def.createWith ?? []),
    ...(def.historyRows ?? []),
];

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);

/** A row by what it is: its first text column with a value ('Deep Tide'), else its first column, else its id. */
export function rowName(list: RowList, row: Row, context: ReadingContext = {}): string {
    const text = list.columns.find(c => list.fields[c]?.kind === 'text' && !isBlank(row[c]));
    if (text) return shorten(String(row[text]));
    const first = list.columns.find(c => !isBlank(row[c]));
    if (first) return valueText(list.fields[first], row[first], { ...context, record: row });
    return `#${String(row.id ?? '')}`;
}

/** A row's listed values in a line ('Deep Tide · Available'). */
const rowSummary = (list: RowList, row: Row, context: ReadingContext) =>
    list.columns
        .filter(c => !isBlank(row[c]))
        .map(c => wholeText(list.fields[c], row[c], { ...context, record: row }))
        .join(' · ') || rowName(list, row, context);

const listFor = (lists: readonly RowList[], key: string) =>
    lists.find(l => key === l.path || key.startsWith(`${l.path}/`));

/** One row's change: each changed field by the row's name; a row added or removed by its values. */
function rowChanges(
    list: RowList,
    key: string,
    before: unknown,
    after: unknown,
    context: ReadingContext
): FieldChange[] {
    const [one, many] = labelForms(list.label);
    if (Array.isArray(before) || Array.isArray(after)) {
        const all = (rows: unknown) =>
            Array.isArray(rows) && rows.length
                ? rows.map(r => (isRow(r) ? rowSummary(list, r, context) : String(r))).join('; ')
                : EMPTY_VALUE;
        return [line(key, many, all(before), all(after))];
    }
    if (!isRow(before) || !isRow(after)) {
        const row = isRow(before) ? before : isRow(after) ? after : {};
        const summary = rowSummary(list, row, context);
        const thing = one.toLowerCase();
        return [
            isRow(after)
                ? { ...line(key, `${one} added`, EMPTY_VALUE, summary), rowMade: { made: 'added', thing } }
                : { ...line(key, `${one} removed`, summary, EMPTY_VALUE), rowMade: { made: 'removed', thing } },
        ];
    }
    const row = `${one} “${rowName(list, { ...before, ...after }, context)}”`;
    const order = Object.keys(list.fields);
    return Object.keys(list.fields)
        .filter(f => f in after && !sameValue(before[f], after[f]))
        .sort((a, b) => order.indexOf(a) - order.indexOf(b))
        .map(f =>
            line(
                `${key}.${f}`,
                list.fields[f].label,
                wholeText(list.fields[f], before[f], { ...context, record: before }),
                wholeText(list.fields[f], after[f], { ...context, record: after }),
                row
            )
        );
}

/**
 * Changes in the schema's field order first, then any other stored column by name; a change to
 * a row of one of the record's lists (`lists`) reads field by field under the row's name.
 */
export function describeChanges(
    fields: Record<string, Field>,
    changes: Changes,
    context: ReadingContext = {},
    lists: readonly RowList[] = []
): FieldChange[] {
    const order = Object.keys(fields);
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return (
        Object.keys(changes)
            // A record's own id, given as it was made, is the record the entry is about: not a change to it.
            .filter(name => !(name === 'id' && isBlank(changes[name].before)))
            .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
            .flatMap(name => {
                const list = fields[name] ? undefined : listFor(lists, name);
                if (list) return rowChanges(list, name, changes[name].before, changes[name].after, context);
                if (!fields[name] && ID_LISTS[name])
                    return idListChanges(name, changes[name].before, changes[name].after, context);
                return [
                    line(
                        name,
                        fields[name]?.label ?? codeWords(name),
                        wholeText(fields[name], changes[name].before, context),
                        wholeText(fields[name], changes[name].after, context)
                    ),
                ];
            })
    );
}

/**
 * A value a revert would overwrite, as a person reads it (walk 53: a list's rows were shown as JSON):
 * a field by its display, a row of a list by its values, a whole list by its rows, an id list by titles.
 */
export function conflictValue(
    fields: Record<string, Field>,
    key: string,
    value: unknown,
    context: ReadingContext = {},
    lists: readonly RowList[] = []
): { label: string; text: string } {
    const list = fields[key] ? undefined : listFor(lists, key);
    if (list) {
        const [one, many] = labelForms(list.label);
        const rows = (Array.isArray(value) ? value : [value]).filter(isRow);
        const text = rows.length ? rows.map(r => rowSummary(list, r, context)).join('; ') : EMPTY_VALUE;
        return { label: Array.isArray(value) ? many : one, text: shorten(text) };
    }
    const ids = fields[key] ? undefined : ID_LISTS[key];
    if (ids) return { label: ids.label, text: shorten(idListText(ids.reference, value, context)) };
    return { label: fields[key]?.label ?? codeWords(key), text: valueText(fields[key], value, context) };
}

/** The referenced records a page of changes names, by resource: their names are looked up together. */
export function referencedIds(
    fields: Record<string, Field>,
    changes: readonly Changes[],
    lists: readonly RowList[] = []
): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    const addId = (reference: string, value: unknown) => {
        let ids = out.get(reference);
        if (!ids) out.set(reference, (ids = new Set()));
        ids.add(String(value));
    };
    const add = (field: Field | undefined, value: unknown) => {
        if (field?.kind !== 'reference' || isBlank(value) || typeof value === 'object') return;
        addId(field.reference, value);
    };
    const addRow = (list: RowList, row: unknown) => {
        for (const r of Array.isArray(row) ? row : [row])
            if (isRow(r)) for (const [f, field] of Object.entries(list.fields)) add(field, r[f]);
    };
    for (const entry of changes) {
        for (const [key, { before, after }] of Object.entries(entry ?? {})) {
            const list = fields[key] ? undefined : listFor(lists, key);
            const idList = fields[key] ? undefined : ID_LISTS[key];
            if (list) {
                addRow(list, before);
                addRow(list, after);
            } else if (idList) {
                for (const id of [before, after].flat()) if (!isBlank(id)) addId(idList.reference, id);
            } else {
                add(fields[key], before);
                add(fields[key], after);
            }
        }
    }
    return out;
}
