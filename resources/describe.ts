/**
 * How a record is told apart from its namesakes (issue 40 §1): each resource declares once what,
 * beside its title, tells two records of one title apart (a track's artists, mix, release, label
 * and year; an artist's tracks and labels), and every place that names a record — a picker's
 * option, a chip, a preview tile, a search result, a history value, a bulk preview's row — reads
 * it through `describe`. The declaration is plain data, so the app shell's manifest carries it
 * before the resource's schema loads, and the reference API describes its search hits the same way.
 */
import { choiceName, type Choice } from './fields';
import { formatNumber, valueAt } from './format';
import { IDENTIFIER_LABELS, type SearchHit } from './lookup';

/** One piece of a record's detail: a value by its path, or that value read a particular way. */
export type DetailPart =
    | string
    /** A date's year (`2025`). */
    | { path: string; as: 'year' }
    /** A count with its noun (`1 track`, `21 tracks`). */
    | { path: string; as: 'count'; one: string; many: string }
    /** A value after what it is (`Owner: Electric Garden`), where values alone would read alike. */
    | { path: string; as: 'labelled'; label: string }
    /** A choice's name, not its id. */
    | { path: string; as: 'choice'; choices: readonly Choice[] }
    /** Long text, its start only. */
    | { path: string; as: 'short'; max: number };

/** What a resource declares: the parts of its detail, in order, and where its image is. */
export interface DescribeSpec {
    detail: readonly DetailPart[];
    image?: string;
}

export const year = (path: string): DetailPart => ({ path, as: 'year' });
export const count = (path: string, one: string, many: string): DetailPart => ({ path, as: 'count', one, many });
export const labelled = (label: string, path: string): DetailPart => ({ path, as: 'labelled', label });
export const chosen = (path: string, choices: readonly Choice[]): DetailPart => ({ path, as: 'choice', choices });
export const short = (path: string, max: number): DetailPart => ({ path, as: 'short', max });

/** A record as every screen names it. */
export interface Description {
    id: string;
    /** Its title (a track's name, a chart's title), or `#id` when it has none. */
    title: string;
    /** What tells it apart from records of the same title ('' when its resource declares nothing). */
    detail: string;
    /** Its picture, where it has one. */
    image?: string;
}

/** A looked-up record's description by its resource and id (undefined where it was not found). */
export type Descriptions = (resource: string, id: unknown) => Description | undefined;

/** What `describe` reads of a resource: its title field and its declaration (the app shell's manifest has both). */
export interface Describable {
    recordTitle?: string;
    describe?: DescribeSpec;
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

function partText(part: DetailPart, record: Record<string, unknown>): string {
    const value = valueAt(record, typeof part === 'string' ? part : part.path);
    if (blank(value) || typeof value === 'object') return '';
    if (typeof part === 'string') return String(value);
    switch (part.as) {
        case 'year':
            return /^\d{4}/.exec(String(value))?.[0] ?? '';
        case 'count':
            return `${formatNumber(value)} ${Number(value) === 1 ? part.one : part.many}`;
        case 'labelled':
            return `${part.label}: ${String(value)}`;
        case 'choice':
            return choiceName(part.choices, value, () => false);
        case 'short': {
            const text = String(value).replace(/\s+/g, ' ').trim();
            return text.length > part.max ? `${text.slice(0, part.max - 1)}…` : text;
        }
    }
}

/** A record of the resource as people read it: title, detail, id and image. */
export function describe(resource: Describable, record: Record<string, unknown>): Description {
    const title = valueAt(record, resource.recordTitle ?? 'name');
    const id = String(record.id ?? '');
    const image = resource.describe?.image ? valueAt(record, resource.describe.image) : undefined;
    return {
        id,
        title: blank(title) ? `#${id}` : String(title),
        detail: (resource.describe?.detail ?? [])
            .map(part => partText(part, record))
            .filter(Boolean)
            .join(' · '),
        ...(typeof image === 'string' && image ? { image } : {}),
    };
}

/**
 * The line under a title in a picker or a result: the record's own id, then its detail
 * (`ID 204 · Ada Moss · Extended Mix`). The id comes first, beside the title it belongs to: after
 * a related record's name (`Supplier: Wild Echo · ID 10`) it read as that record's id (walk 52).
 */
export const detailLine = (d: Description): string => [`ID ${d.id}`, d.detail].filter(Boolean).join(' · ');

/** A picker's option as it is read aloud: the title, then its detail line. */
export const optionText = (d: Description): string => `${d.title}, ${detailLine(d)}`;

/** A record named in a line of text (a history value, a chip): `Nina Brandt (ID 443 · 21 tracks)`. */
export const describedName = (d: Description): string => `${d.title} (${detailLine(d)})`;

/** A record named briefly, in a list of several (a chart's track order): `Deep Tide (ID 795)`. */
export const shortName = (d: Pick<Description, 'id' | 'title'>): string => `${d.title} (ID ${d.id})`;

/** The paths a declaration reads: what a list's records must carry for their detail (the API's tests hold it). */
export const describedPaths = (spec: DescribeSpec | undefined): string[] => [
    ...(spec?.detail ?? []).map(p => (typeof p === 'string' ? p : p.path)),
    ...(spec?.image ? [spec.image] : []),
];

/** A search hit as a described record: its detail as the API sends it, and what matched when not its name. */
export const describedHit = (hit: SearchHit): Description => ({
    id: String(hit.id),
    title: hit.name || `#${hit.id}`,
    detail: [hit.detail, hit.match === 'name' || hit.match === 'id' ? '' : `${IDENTIFIER_LABELS[hit.match]} match`]
        .filter(Boolean)
        .join(' · '),
    ...(hit.image ? { image: hit.image } : {}),
});
