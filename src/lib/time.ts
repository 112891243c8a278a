/**
 * Times shown in Mountain time (or UTC where the spec says so), with the browser's own time-zone
 * data (Intl): no time-zone library in the bundle.
 */

export const MOUNTAIN = 'America/Denver';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock parts of an instant in a zone: year … minute, and the zone's short name (MST, MDT). */
function wallParts(d: Date, timeZone: string): Record<string, string> {
    let f = formatters.get(timeZone);
    if (!f) {
        f = new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            timeZoneName: 'short',
        });
        formatters.set(timeZone, f);
    }
    return Object.fromEntries(f.formatToParts(d).map(p => [p.type, p.value]));
}
const wall = (p: Record<string, string>) => `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(t: number, timeZone: string): number {
    const p = wallParts(new Date(t), timeZone);
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(t / 1000) * 1000;
}

/** A timestamp shown in Mountain time (or UTC where the spec says so). */
export function formatTime(iso: string | null | undefined, zone: 'mountain' | 'utc' = 'mountain'): string {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return '';
    const p = wallParts(d, zone === 'utc' ? 'UTC' : MOUNTAIN);
    return `${wall(p).replace('T', ' ')} ${zone === 'utc' ? 'UTC' : p.timeZoneName}`;
}

/** `datetime-local` values in Mountain time (or UTC) to ISO instants and back. */
export type Zone = 'mountain' | 'utc';
const tz = (zone: Zone) => (zone === 'utc' ? 'UTC' : MOUNTAIN);

export function localToIso(local: string, zone: Zone): string | null {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
    if (!m) return null;
    const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
    if (Number.isNaN(asUtc)) return null;
    // The wall time less the zone's offset; the offset taken again at that instant settles DST.
    const first = asUtc - offsetAt(asUtc, tz(zone));
    return new Date(asUtc - offsetAt(first, tz(zone))).toISOString();
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
