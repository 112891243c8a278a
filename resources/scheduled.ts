/**
 * Scheduled changes as the console reads them (issue 44): the record's line, the agenda's days
 * (Mountain days, the store's zone) and the zone's name for a time (MST or MDT, by its date).
 */
import type { ScheduledChange } from './approvals';
import { fill } from './messages/fill';
import { scheduled as text } from './messages/approvals';
import { formatInstant } from './format';
import { MOUNTAIN, mountainDayOf, mountainToday, wallParts } from './time';

/** The Mountain zone's short name at an instant: `MST` in winter, `MDT` in summer ('' for no instant). */
export function mountainZoneAt(iso: string | null | undefined): string {
    const t = iso ? Date.parse(iso) : NaN;
    return Number.isNaN(t) ? '' : (wallParts(new Date(t), MOUNTAIN).timeZoneName ?? '');
}

/** Still to happen, first first. */
export const upcoming = (changes: readonly ScheduledChange[]): ScheduledChange[] =>
    changes.filter(c => c.status === 'scheduled').sort((a, b) => a.at.localeCompare(b.at));

/** "1 change scheduled for …" / "{count} changes scheduled, the first for …"; '' for none. */
export function scheduledLine(changes: readonly ScheduledChange[]): string {
    const due = upcoming(changes);
    if (!due.length) return '';
    const at = formatInstant(due[0].at);
    return due.length === 1 ? fill(text.lineOne, { at }) : fill(text.lineMany, { count: due.length, at });
}

/** The agenda: changes by the Mountain day of their time, days in order, each day's changes by time. */
export function byMountainDay(changes: readonly ScheduledChange[]): { day: string; changes: ScheduledChange[] }[] {
    const days = new Map<string, ScheduledChange[]>();
    for (const c of [...changes].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)) {
        const day = mountainDayOf(Date.parse(c.at));
        days.set(day, [...(days.get(day) ?? []), c]);
    }
    return [...days].map(([day, list]) => ({ day, changes: list }));
}

/** The next midnight in Mountain time as a `datetime-local` value: the dialog's first proposal. */
export const nextMountainMidnight = (now: Date | number = Date.now()): string => `${mountainToday(1, now)}T00:00`;

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
/** An agenda day's heading: `Tuesday, 2026-12-01`. */
export const dayHeading = (day: string): string => `${WEEKDAY.format(new Date(`${day}T12:00:00Z`))}, ${day}`;
