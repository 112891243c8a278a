/** Cross-field validation rules of spec §5, shared by the forms and the reference API. */
import { fill, messages } from './messages';

const v = messages.validation;

/** DDEX party ID: PADPIDA, 10 digits, and an optional alphanumeric character (spec §5). */
export const DDEX_PARTY_ID = /^PADPIDA\d{10}[A-Za-z0-9]?$/;
/**
 * An identifier in its one stored and searched form: upper case, without hyphens or spaces
 * (`us-hf1-24-00099` is USHF12400099). ISRC, UPC/EAN and GUID are written and matched so
 * (a text field or filter with `canonical`), whoever writes them: a form, bulk, packaging, ingestion, the API.
 */
export const canonicalCode = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
/** ISRC in canonical form: country (2 letters), registrant (3 letters or digits), year (2 digits), number (5 digits). */
export const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;
/** A GUID (the store's GUID0000002A, a UUID) in canonical form: letters and digits. */
export const GUID = /^[0-9A-Z]+$/;
/** UPC-A (12 digits) or EAN-13 (13), sometimes written with 14 (GTIN-14); canonical form. */
export const UPC = /^\d{12,14}$/;
/** A phone number: 7 to 15 digits, an optional leading +, spaces, dots, dashes and brackets between. */
export const PHONE_NUMBER = /^\+?(?:[\s.()-]*\d){7,15}[\s.()-]*$/;
/** An email address: one @, no spaces, a dot in the domain (what a mail server will accept, roughly). */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** A web address: https only, as every call and link of the store (spec §7, §10). */
export const WEB_ADDRESS = /^https:\/\/[^\s/$.?#][^\s]*$/i;
/** A phone extension: digits only. */
export const PHONE_EXTENSION = /^\d{1,8}$/;
type Errors = Record<string, string>;
const isSet = (x: unknown) => x !== undefined && x !== null && x !== '';
const time = (x: unknown) => (isSet(x) ? new Date(String(x)).getTime() : NaN);

/** The fields spec §5's date-range rule names: its words ('Start Date must be before End Date') are theirs. */
export const SPEC_RANGE_LABELS = ['Start Date', 'End Date'] as const;

/**
 * Start must be before end; ignored if either is empty. Each message names the two fields by their
 * own labels (a stream's Start Time and End Time), in §5's words: the spec's own messages for fields
 * called Start Date and End Date.
 */
export function dateRangeErrors(
    start: unknown,
    end: unknown,
    keys: [string, string],
    [startLabel, endLabel]: readonly [string, string] = SPEC_RANGE_LABELS
): Errors {
    if (!isSet(start) || !isSet(end)) return {};
    if (time(start) < time(end)) return {};
    const labels = { start: startLabel, end: endLabel };
    return { [keys[0]]: fill(v.rangeStartBeforeEnd, labels), [keys[1]]: fill(v.rangeEndAfterStart, labels) };
}

/** Hype start and end are each required; start may not come after end. */
export function hypeErrors(values: Record<string, unknown>): Errors {
    if (!values.is_hype) return {};
    const errors: Errors = {};
    if (!isSet(values.hype_start)) errors.hype_start = v.hypeStartRequired;
    if (!isSet(values.hype_end)) errors.hype_end = v.hypeEndRequired;
    if (!errors.hype_start && !errors.hype_end && time(values.hype_start) > time(values.hype_end)) {
        errors.hype_start = v.hypeStartAfterEnd;
    }
    return errors;
}

/**
 * A label not eligible for hype has no trial (its partner reads "Not eligible for hype, so no
 * trial."): trial dates set or changed while it is Ineligible are refused; clearing them is not.
 */
export function hypeTrialErrors(values: Record<string, unknown>, previous?: Record<string, unknown>): Errors {
    const errors: Errors = {};
    if (values.hype_status !== 'Ineligible') return errors;
    for (const key of ['hype_trial_start', 'hype_trial_end']) {
        if (isSet(values[key]) && values[key] !== previous?.[key]) errors[key] = messages.support.hypeTrialIneligible;
    }
    return errors;
}

/** A release's pre-order opens before it is published (its street release date). */
export function preOrderDateErrors(values: Record<string, unknown>): Errors {
    if (!values.is_available_for_pre_order || !isSet(values.pre_order_date) || !isSet(values.release_date)) return {};
    return time(values.pre_order_date) < time(values.release_date) ? {} : { pre_order_date: v.preOrderBeforePublish };
}

/**
 * The music-profile partner ID is required to enable sync, and cannot be changed while sync is
 * on (disable first; disabling removes the mapping).
 */
export function musicProfileErrors(values: Record<string, unknown>, previous?: Record<string, unknown>): Errors {
    if (values.sync_enabled && !isSet(values.music_profile_partner_id)) {
        return { music_profile_partner_id: v.musicProfileRequired };
    }
    if (
        previous?.sync_enabled &&
        values.sync_enabled &&
        isSet(previous.music_profile_partner_id) &&
        values.music_profile_partner_id !== previous.music_profile_partner_id
    ) {
        return { music_profile_partner_id: v.musicProfileLocked };
    }
    return {};
}

export interface TerritoryTimes {
    country_id?: unknown;
    publish_time?: unknown;
    pre_order_time?: unknown;
    takedown_time?: unknown;
}
/** A territory and a valid publish time; pre-order before publish; takedown after publish. */
export function territoryErrors(t: TerritoryTimes): Errors {
    const errors: Errors = {};
    if (!isSet(t.country_id) || !isSet(t.publish_time) || Number.isNaN(time(t.publish_time))) {
        errors.publish_time = v.territoryRequired;
        return errors;
    }
    if (isSet(t.pre_order_time) && !(time(t.pre_order_time) < time(t.publish_time))) {
        errors.pre_order_time = v.preOrderBeforePublish;
    }
    if (isSet(t.takedown_time) && !(time(t.takedown_time) > time(t.publish_time))) {
        errors.takedown_time = v.takedownAfterPublish;
    }
    return errors;
}

/** Moving a track to a 1-based position renumbers all others consecutively. */
export function renumber<T extends { id: number }>(
    ordered: readonly T[],
    id: number,
    position: number
): { id: number; track_position: number }[] {
    const rest = ordered.filter(t => t.id !== id);
    const moving = ordered.find(t => t.id === id);
    if (!moving) throw new Error(`track ${id} is not on this release`);
    const at = Math.min(Math.max(1, Math.trunc(position)), ordered.length) - 1;
    rest.splice(at, 0, moving);
    return rest.map((t, i) => ({ id: t.id, track_position: i + 1 }));
}

/** Whether track positions number the entries 1, 2, 3 … once each, and name each track once. */
export function consecutiveOrder(entries: readonly { id: number; track_position: number }[]): boolean {
    if (new Set(entries.map(e => e.id)).size !== entries.length) return false;
    const positions = entries.map(e => e.track_position).sort((a, b) => a - b);
    return positions.every((pos, i) => pos === i + 1);
}

/**
 * The id filter as it is typed or pasted (a column of ids from a spreadsheet): whitespace becomes
 * commas at once, so the field shows what will be sent; a trailing comma stays for the next id.
 */
export function typedIdList(input: string): string {
    return input.replace(/^[\s,]+/, '').replace(/[\s,]+/g, ',');
}

/** Search id filter: whitespace becomes commas. */
export function normaliseIdFilter(input: string): string {
    return input
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .join(',');
}
