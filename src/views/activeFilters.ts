/**
 * What a list's active filters are, in words (pure): one entry per filter value the list sends,
 * read as a person would ("Status: Open"), whether or not its input is on screen.
 */
import type { Allowed, ReferenceNames } from '../../resources/display';
import { type Filter } from '../../resources/schema';
import { booleanText, choiceName } from '../../resources/fields';

export interface ActiveFilter {
    /** The filter's key in the list's filter values. */
    name: string;
    label: string;
    value: string;
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && !v.length);

/** How a chip reads its values: the reader (a choice's partner wording) and the referenced records' names. */
export interface ChipReading {
    allowed?: Allowed;
    names?: ReferenceNames;
}

function valueText(f: Filter | undefined, v: unknown, reading: ChipReading = {}): string {
    if (f?.kind === 'choice' && Array.isArray(v))
        return v.map(x => choiceName(f.choices ?? [], x, reading.allowed ?? (() => false))).join(', ');
    if (f?.kind === 'choice') return choiceName(f.choices ?? [], v, reading.allowed ?? (() => false));
    if (f?.kind === 'boolean') return booleanText(v, f.states);
    if (f?.kind === 'reference') return (f.reference && reading.names?.(f.reference, v)) || `#${String(v)}`;
    if (f?.kind === 'dateRange' && v && typeof v === 'object') {
        const { gte, lte } = v as { gte?: string; lte?: string };
        return gte && lte ? `${gte} – ${lte}` : gte ? `from ${gte}` : lte ? `to ${String(lte)}` : '';
    }
    if (Array.isArray(v)) return v.join(', ');
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** The active filters, in the schema's order, then any the schema does not name (a hand-made link). */
export function activeFilters(
    filters: readonly Filter[],
    values: Record<string, unknown>,
    reading: ChipReading = {}
): ActiveFilter[] {
    const known = filters
        .filter(f => !blank(values[f.name]))
        .map(f => ({ name: f.name, label: f.label, value: valueText(f, values[f.name], reading) }))
        .filter(a => a.value !== '');
    const names = new Set(filters.map(f => f.name));
    const unknown = Object.entries(values)
        .filter(([k, v]) => !names.has(k) && !blank(v))
        .map(([k, v]) => ({ name: k, label: k.replace(/_/g, ' '), value: valueText(undefined, v) }));
    return [...known, ...unknown];
}
