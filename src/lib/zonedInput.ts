/** `datetime-local` values in Mountain time (or UTC) to ISO instants and back. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { MOUNTAIN } from './format';

export type Zone = 'mountain' | 'utc';
const tz = (zone: Zone) => (zone === 'utc' ? 'UTC' : MOUNTAIN);

export function localToIso(local: string, zone: Zone): string | null {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return null;
    const d = fromZonedTime(local, tz(zone));
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function isoToLocal(iso: string | null | undefined, zone: Zone): string {
    if (!iso) return '';
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : formatInTimeZone(d, tz(zone), "yyyy-MM-dd'T'HH:mm");
}
