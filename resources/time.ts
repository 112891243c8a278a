/**
 * Mountain time (America/Denver), the console's zone (spec §9), with the runtime's own time-zone
 * data (Intl): shared by the console (what it shows and the days it asks for) and the reference
 * API (what a day of a date range means). A day of any date range is a Mountain day, DST-correct.
 */

export const MOUNTAIN = 'America/Denver';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall-clock parts of an instant in a zone: year … second, and the zone's short name (MST, MDT). */
export function wallParts(d: Date, timeZone: string): Record<string, string> {
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

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(t: number, timeZone: string): number {
    const p = wallParts(new Date(t), timeZone);
    return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(t / 1000) * 1000;
}

/** The instant (ms) a wall-clock time in a zone names; the offset taken again at that instant settles DST. */
export function wallToInstant(year: number, month: number, day: number, hour: number, minute: number, zone: string) {
    const asUtc = Date.UTC(year, month - 1, day, hour, minute);
    if (Number.isNaN(asUtc)) return NaN;
    const first = asUtc - offsetAt(asUtc, zone);
    return asUtc - offsetAt(first, zone);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * `2025-12-03T07:00:00.000Z`: compared as text with stored instants, with or without their
 * milliseconds (`…:00Z` sorts after `…:00.000Z`, as `.` sorts before `Z`), it falls on the right side.
 */
const isoMs = (t: number) => new Date(t).toISOString();

/** The instant a Mountain day (YYYY-MM-DD) begins, or null when it is not a real day. */
export function mountainDayStart(day: string): string | null {
    const m = DAY.exec(day);
    if (!m) return null;
    const noon = Date.UTC(+m[1], +m[2] - 1, +m[3], 12);
    if (Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== day) return null;
    return isoMs(wallToInstant(+m[1], +m[2], +m[3], 0, 0, MOUNTAIN));
}

/** The day after a YYYY-MM-DD day. */
export const followingDay = (day: string) =>
    new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The instants a range of Mountain days covers: from the first day's midnight (included) to the
 * midnight after the last day (excluded); either end may be open. Null when a given day is not real.
 */
export function mountainDayBounds(
    from: string | undefined,
    to: string | undefined
): { start?: string; end?: string } | null {
    const start = from ? mountainDayStart(from) : undefined;
    const end = to && mountainDayStart(to) ? mountainDayStart(followingDay(to)) : to ? null : undefined;
    if (start === null || end === null) return null;
    return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

/**
 * What a range of days (YYYY-MM-DD, either end open) keeps of a column, as `start <= value < end`:
 * Mountain days over instants; over plain days, the days themselves.
 */
export function dayRangeBounds(from: string | undefined, to: string | undefined, instants: boolean) {
    if (instants) return mountainDayBounds(from, to);
    return { ...(from ? { start: from } : {}), ...(to ? { end: followingDay(to) } : {}) };
}

/**
 * An instant as the wall-clock time of a zone with its offset, to the second:
 * `2026-03-08T01:59:00-07:00` (ISO 8601, so a file read elsewhere loses nothing across DST).
 */
export function zonedIso(instant: string | number | Date, zone: string = MOUNTAIN): string {
    const t = new Date(instant).getTime();
    if (Number.isNaN(t)) return '';
    const p = wallParts(new Date(t), zone);
    const minutes = Math.round(offsetAt(t, zone) / 60_000);
    const abs = Math.abs(minutes);
    const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
    return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The Mountain day (YYYY-MM-DD) an instant falls on. */
export function mountainDayOf(instant: Date | number): string {
    const p = wallParts(new Date(instant), MOUNTAIN);
    return `${p.year}-${p.month}-${p.day}`;
}

/** Today in Mountain time, `offset` days away (-1: yesterday). */
export function mountainToday(offset = 0, now: Date | number = Date.now()): string {
    const today = mountainDayOf(now);
    return new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}
