/**
 * The new-user export (spec §5, §9): new users registered in a date range of at most
 * NEW_USER_EXPORT_DAYS days, checked alike by the page and by the reference API.
 */
import { NEW_USER_EXPORT_DAYS } from '../constants';
import { fill, messages } from '../messages';
import { MOUNTAIN } from '../time';

export const NEW_USER_EXPORT_PATH = 'support/users-csv/download/';
/**
 * The CSV's registration time: written in the zone the range's days are in (Mountain time, with its
 * offset: `zonedIso`), so a row's time falls inside the days asked for; the heading names the zone.
 */
export const DATE_JOINED_COLUMN = `date_joined (${MOUNTAIN})`;
/** Ids one export may be restricted to (the optional `ids` list). */
export const EXPORT_ID_LIMIT = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (d: string) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return DAY.test(d) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(d) ? t / 86_400_000 : NaN;
};

/** Calendar days from `from` to `to`, both included (NaN when either is not a real YYYY-MM-DD day). */
export const daysIncluded = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** What is wrong with the range (null: it may be exported). */
export function exportRangeError(from: string | undefined, to: string | undefined): string | null {
    const days = daysIncluded(from ?? '', to ?? '');
    if (Number.isNaN(days) || days < 1) return messages.orders.exportDates;
    if (days > NEW_USER_EXPORT_DAYS) return fill(messages.orders.exportRange, { days: NEW_USER_EXPORT_DAYS });
    return null;
}
