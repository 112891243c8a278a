/**
 * The hostile-text sweep's parts: the payloads, every text field the model declares (resources and
 * their sub-resources, so a new one joins the sweep by itself), who may write each, and what the
 * model's own rules say about a value. Pure: the server and browser sweeps share it.
 */
import { PARTNER_TYPES, STAFF_ROLES, hasAccess, type Grants, type PermissionList } from '../../resources/permissions';
import type { ResourceDef, SubResourceDef } from '../../resources/schema';
import type { Field } from '../../resources/fields';
import { rowAccessFor, writeAccessFor } from '../../resources/schema';
import { fieldError } from '../../resources/validation';

/** What a spreadsheet would run as a formula (the CSV export must neutralise these). */
export const FORMULA_STARTERS = ['=', '+', '-', '@', '\t', '\r'] as const;
/** The one string that is trimmed to each field's longest allowed value. */
export const LONG_LENGTH = 10_000;

export interface Payload {
    id: string;
    value: string;
}

/** Markup carries `window.__pwned` traps: a browser that ran any of it would set the flag. */
export const PAYLOADS: readonly Payload[] = [
    { id: 'script', value: `<script>window.__pwned='script';alert('script')</script>` },
    { id: 'img-onerror', value: `<img src=x onerror="window.__pwned='img';alert('img')">` },
    { id: 'svg-onload', value: `<svg onload="window.__pwned='svg'"><circle r=9 /></svg>` },
    { id: 'attribute-breakout', value: `" autofocus onfocus="window.__pwned='attr'" x="` },
    { id: 'single-quote-breakout', value: `' onmouseover='window.__pwned="attr2"' '` },
    { id: 'iframe-srcdoc', value: `<iframe srcdoc="<script>parent.__pwned='iframe'</script>"></iframe>` },
    { id: 'javascript-url', value: `javascript:window.__pwned='url'` },
    { id: 'anchor', value: `<a href="javascript:window.__pwned='a'">click</a>` },
    { id: 'template', value: "{{constructor.constructor('window.__pwned=1')()}} ${window.__pwned}" },
    { id: 'formula-equals', value: '=HYPERLINK("https://evil.test","Invoice")' },
    { id: 'formula-plus', value: '+1+cmd|" /C calc"!A0' },
    { id: 'formula-minus', value: '-2+3' },
    { id: 'formula-at', value: '@SUM(1+1)*cmd|" /C calc"!A0' },
    { id: 'formula-tab', value: '\t=1+1' },
    { id: 'formula-cr', value: '\r=1+1' },
    { id: 'formula-multiline', value: '=1+1\n=2+2' },
    { id: 'rtl-override', value: 'invoice\u202Egpj.exe' },
    { id: 'emoji', value: '🎧🎛️ 👩🏽‍🎤 🇬🇧 🏳️‍🌈' },
    { id: 'combining', value: 'Z\u0335\u0322a\u0338\u0356l\u0336g\u0335o e\u0301 n\u0303 \u0928\u093F' },
    { id: 'nul', value: 'before\u0000after' },
    { id: 'long', value: 'W'.repeat(LONG_LENGTH) },
];

export const isFormula = (s: string) => FORMULA_STARTERS.some(c => s.startsWith(c));

/** A sub-resource with the parent it lives under. */
export interface SubOf {
    sub: SubResourceDef;
    parent: ResourceDef;
}
export type Owner = { kind: 'resource'; def: ResourceDef } | ({ kind: 'sub' } & SubOf);

export interface TextTarget {
    owner: Owner;
    /** `catalog/artists` or `catalog/labels/contracts`. */
    resource: string;
    name: string;
    field: Extract<Field, { kind: 'text' }>;
    /** The demo account that writes it. */
    writer: Account;
}
export interface Skipped {
    resource: string;
    name: string;
    why: string;
}

/** The demo accounts, staff first, each with the grants the reference API gives it. */
export type Account = string;
export const ACCOUNTS: readonly { name: Account; grants: Grants }[] = [
    ...STAFF_ROLES.map(r => ({ name: r, grants: { scope: `app:staff staff:${r}`, brand: 'download' } })),
    { name: 'dj_store_admin', grants: { scope: 'app:staff staff:admin', brand: 'dj' } },
    ...PARTNER_TYPES.map(t => ({ name: t, grants: { scope: `app:partner user:${t}` } })),
];

/** Every sub-resource named in a tab, once. */
export function subResources(defs: readonly ResourceDef[]): SubOf[] {
    const seen = new Map<string, SubOf>();
    for (const parent of defs)
        for (const tab of parent.tabs) for (const sub of tab.subs ?? []) seen.set(sub.name, { sub, parent });
    return [...seen.values()];
}

const ownerName = (o: Owner) => (o.kind === 'resource' ? o.def.name : o.sub.name);
const fieldsOf = (o: Owner) => (o.kind === 'resource' ? o.def.fields : o.sub.fields);
/** Resources are written by PATCH; a sub-resource's rows by POST (notes can only be added), or in a whole-list PUT. */
const writeList = (o: Owner): PermissionList =>
    o.kind === 'resource' ? writeAccessFor(o.def, 'update') : rowAccessFor(o.sub, 'create');

/** The first demo account that may write the field, or undefined. */
export function writerFor(o: Owner, field: Field): Account | undefined {
    const may = (list?: PermissionList, grants?: Grants) => !!grants && hasAccess(list, grants);
    const read = (g: Grants) =>
        o.kind === 'resource' ? may(o.def.access, g) : may(o.sub.access ?? o.parent.access, g);
    return ACCOUNTS.find(
        a =>
            read(a.grants) &&
            may(writeList(o), a.grants) &&
            may(field.access, a.grants) &&
            may(field.editAccess, a.grants)
    )?.name;
}

/** Every text field of every resource and sub-resource, with its writer; the rest say why not. */
export function textTargets(defs: readonly ResourceDef[]): { targets: TextTarget[]; skipped: Skipped[] } {
    const owners: Owner[] = [
        ...defs.map(def => ({ kind: 'resource' as const, def })),
        ...subResources(defs).map(s => ({ kind: 'sub' as const, ...s })),
    ];
    const targets: TextTarget[] = [];
    const skipped: Skipped[] = [];
    for (const owner of owners) {
        for (const [name, field] of Object.entries(fieldsOf(owner))) {
            if (field.kind !== 'text') continue;
            const resource = ownerName(owner);
            if (field.readOnly) {
                skipped.push({ resource, name, why: 'read-only (set by the system)' });
                continue;
            }
            const writer = writerFor(owner, field);
            if (!writer) skipped.push({ resource, name, why: 'no demo account may write it' });
            else targets.push({ owner, resource, name, field, writer });
        }
    }
    return { targets, skipped };
}

/**
 * The model's verdict on writing `value` to a field of `record` (undefined: accepted), as the
 * API sees it: the field's wire checks, then the cross-field rules on the record after the write.
 */
export function verdict(t: TextTarget, value: string, record: Record<string, unknown> = {}): string | undefined {
    const own = fieldError(t.field, value, { wire: true });
    if (own) return own;
    if (t.owner.kind === 'resource') {
        const errors = t.owner.def.validate?.({ ...record, [t.name]: value }, record) ?? {};
        return Object.values(errors)[0];
    }
    const errors = t.owner.sub.validate?.({ ...baseValues(t), [t.name]: value }) ?? {};
    return Object.values(errors)[0];
}

/** The longest string of one repeated character (≤ `limit`) that `accepts` takes, or undefined. */
export function longestAllowed(accepts: (v: string) => boolean, limit = LONG_LENGTH, chars = ['W', 'w', '9']) {
    const c = chars.find(ch => accepts(ch));
    if (!c) return undefined;
    let [lo, hi] = [1, limit];
    while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        if (accepts(c.repeat(mid))) lo = mid;
        else hi = mid - 1;
    }
    return c.repeat(lo);
}

/** The value a payload becomes for a field: the long string is trimmed to the longest allowed. */
export function valueFor(t: TextTarget, p: Payload, record?: Record<string, unknown>): string {
    if (p.id !== 'long') return p.value;
    return longestAllowed(v => !verdict(t, v, record)) ?? p.value;
}

/**
 * A record whose rules let every target field change (a locked field would refuse everything).
 * A field whose own pattern refuses the probe (a DDEX party ID) says nothing about the record.
 */
export function pickRecord<R extends Record<string, unknown>>(targets: readonly TextTarget[], records: readonly R[]) {
    const probed = targets.filter(t => !fieldError(t.field, 'sweep', { wire: true }));
    return records.find(r => probed.every(t => !verdict(t, 'sweep', r)));
}

/** A value for a required field beside the one swept: text, its least number, the first choice, or record 1 of a reference. */
function filler(f: Field): unknown {
    if (f.kind === 'text') return 'Sweep';
    if (f.kind === 'number') return f.min ?? 1;
    if (f.kind === 'choice') return f.choices[0]?.id;
    if (f.kind === 'reference') return 1;
    return undefined;
}

/**
 * The other required fields of a new sub-resource row; `row` is its place among rows added together:
 * a number each row of the parent holds once (a stream's stage number) counts down from its largest,
 * above the numbers the seeded rows take from 1.
 */
export function baseValues(t: TextTarget, row = 0): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const unique = t.owner.kind === 'sub' ? t.owner.sub.unique?.field : undefined;
    for (const [name, f] of Object.entries(fieldsOf(t.owner))) {
        if (name === t.name || !f.required || f.readOnly) continue;
        const value = name === unique && f.kind === 'number' && f.max !== undefined ? f.max - row : filler(f);
        if (value === undefined) throw new Error(`${t.resource}: cannot fill required ${f.kind} field ${name}`);
        out[name] = value;
    }
    return out;
}

/**
 * What an input shows of a value (HTML's value rules): a one-line input drops line breaks; a
 * textarea reports CR LF and lone CR as LF.
 */
export function inputValue(field: Extract<Field, { kind: 'text' }>, value: string): string {
    return field.multiline ? value.replace(/\r\n?/g, '\n') : value.replace(/[\r\n]/g, '');
}
