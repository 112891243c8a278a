/**
 * The notices that name their thing ("Track "Deep Tide" saved", "3 tracks updated", "That track no
 * longer exists"), as polyglot messages built from each resource's label: react-admin's own
 * `resources.<name>.notifications.*` keys and the console's, under the same key. Pure: the i18n
 * provider puts them in its catalogue, `useNotices` fills them in.
 */
import { labelForms } from '../../resources/schema';

/** A resource's name inside a sentence: words lower-cased, acronyms kept ("DJ Profiles" → "DJ profiles"). */
export function nameInSentence(name: string): string {
    return name
        .split(' ')
        .map(word => (/^[A-Z0-9]{2,}s?$/.test(word) ? word : word.toLowerCase()))
        .join(' ');
}

/** The notices of one resource, from its polyglot label ('Track |||| Tracks'). */
export function resourceNotifications(label: string) {
    const [one, many] = labelForms(label);
    const [oneLower, manyLower] = [nameInSentence(one), nameInSentence(many)];
    return {
        // react-admin's own keys (its default save, create, delete and bulk buttons use them).
        created: `${one} created`,
        updated: `${one} saved |||| %{smart_count} ${manyLower} updated`,
        deleted: `${one} deleted |||| %{smart_count} ${manyLower} deleted`,
        // The console's: a record by its name, a count of records, a record that is gone.
        saved: `${one} %{record} saved`,
        removed: `${one} %{record} deleted`,
        bulk_updated: `%{smart_count} ${oneLower} updated |||| %{smart_count} ${manyLower} updated`,
        bulk_deleted: `%{smart_count} ${oneLower} deleted |||| %{smart_count} ${manyLower} deleted`,
        missing: `That ${oneLower} no longer exists`,
    };
}

export type NoticeKey = keyof ReturnType<typeof resourceNotifications>;

/**
 * react-admin's fallbacks, for a notice of no known resource: never "Element". Its keys
 * (`ra.notification.*`) keep their names; only the words change.
 */
export const fallbackNotifications = {
    updated: 'Saved |||| %{smart_count} records updated',
    created: 'Created',
    deleted: 'Deleted |||| %{smart_count} records deleted',
    bad_item: 'That record is not valid',
    item_doesnt_exist: 'That record no longer exists',
    http_error: 'The server could not be reached. Please try again.',
};

/**
 * A record as a notice names it: its title in quotes where the resource has one (`"Deep Tide"`),
 * its id otherwise (`42`).
 */
export function recordInNotice(record: Record<string, unknown> | undefined, recordTitle?: string): string {
    if (!record) return '';
    const title = recordTitle && recordTitle !== 'id' ? record[recordTitle] : undefined;
    if (typeof title === 'string' && title.trim()) return `"${title.trim()}"`;
    return String(record.id ?? '');
}
