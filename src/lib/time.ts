/** Times shown in Mountain time (or UTC where the spec says so). Kept apart: date-fns-tz is heavy. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const MOUNTAIN = 'America/Denver';

/** A timestamp shown in Mountain time (or UTC where the spec says so). */
export function formatTime(iso: string | null | undefined, zone: 'mountain' | 'utc' = 'mountain'): string {
    if (!iso) return '';
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return '';
    return zone === 'utc'
        ? formatInTimeZone(d, 'UTC', "yyyy-MM-dd HH:mm 'UTC'")
        : formatInTimeZone(d, MOUNTAIN, 'yyyy-MM-dd HH:mm zzz');
}

/** `datetime-local` values in Mountain time (or UTC) to ISO instants and back. */
export type Zone = 'mountain' | 'utc';
const tz = (zone: Zone) => (zone === 'utc' ? 'UTC' : MOUNTAIN);

export function localToIso(local: string, zone: Zone): string | null {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
    const d = fromZonedTime(local, tz(zone));
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
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
    return Number.isNaN(d.getTime()) ? '' : formatInTimeZone(d, tz(zone), "yyyy-MM-dd'T'HH:mm");
}
