/**
 * Times shown in Mountain time (or UTC where the spec says so), with the browser's own time-zone
 * data (Intl, through the model's resources/time.ts): no time-zone library in the bundle.
 */

import { formatInstant } from '../../resources/format';
import { MOUNTAIN, wallParts, wallToInstant } from '../../resources/time';

export { MOUNTAIN };

const wall = (p: Record<string, string>) => `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;

/** A timestamp shown in Mountain time (or UTC where the spec says so): the model's one formatter. */
export const formatTime = formatInstant;

/** `datetime-local` values in Mountain time (or UTC) to ISO instants and back. */
export type Zone = 'mountain' | 'utc';
const tz = (zone: Zone) => (zone === 'utc' ? 'UTC' : MOUNTAIN);

export function localToIso(local: string, zone: Zone): string | null {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
    if (!m) return null;
    const t = wallToInstant(+m[1], +m[2], +m[3], +m[4], +m[5], tz(zone));
    return Number.isNaN(t) ? null : new Date(t).toISOString();
}

const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The zone a schema datetime field is entered in: Mountain time unless the schema flags it UTC. */
export const zoneOf = (field: { utc?: boolean }): Zone => (field.utc ? 'utc' : 'mountain');

/**
 * `format`/`parse` for a datetime-local input: the form holds the wire's ISO UTC instant, the
 * input shows wall-clock time in the zone. An unfinished entry parses to null.
 */
export function datetimeInput(zone: Zone) {
    return {
        // DateTimeInput formats its own formatted value again: a zone-less local value stays as it is.
        format: (value: unknown) =>
            typeof value !== 'string' ? '' : LOCAL_VALUE.test(value) ? value : isoToLocal(value, zone),
        parse: (value: unknown) => (typeof value === 'string' && value ? localToIso(value, zone) : null),
    };
}

export function isoToLocal(iso: string | null | undefined, zone: Zone): string {
    if (!iso) return '';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : wall(wallParts(d, tz(zone)));
}
