import { messages } from '../messages';
import { P } from '../permissions';
import { dateRangeErrors } from '../rules';
import { defineResource, filter } from '../schema';
import { boolean, choice, datetime, number, reference, text, url } from '../fields';
import stages from './streamStages';

/** A live stream's status (spec §4): live when enabled, or auto-enabled within its date range. */
export const STREAM_STATUSES = [
    { id: 'live', name: 'Live' },
    { id: 'upcoming', name: 'Upcoming' },
    { id: 'off', name: 'Not live' },
] as const;

/** A stream's times (Mountain time), named as its form names them: the range rule says these labels. */
const startTime = datetime('Start Time', { onCreate: true });
const endTime = datetime('End Time', { onCreate: true });

/** Enabled needs a stage (§5); auto-enabled needs the range it is live in; the range runs forwards. */
export function streamErrors(values: Record<string, unknown>): Record<string, string> {
    const errors: Record<string, string> = {
        ...dateRangeErrors(
            values.start_date,
            values.end_date,
            ['start_date', 'end_date'],
            [startTime.label, endTime.label]
        ),
    };
    if (values.enabled && !(Number(values.stage_count ?? 0) > 0)) errors.enabled = messages.live.enableNeedsStage;
    if (values.is_auto_enabled && (!values.start_date || !values.end_date)) {
        errors.is_auto_enabled = messages.live.autoNeedsRange;
    }
    return errors;
}

/** Live streams: admin and curation (spec §6); times entered and shown in Mountain time, stored as UTC instants. */
export default defineResource({
    name: 'live/streams',
    section: 'live',
    icon: 'LiveTv',
    quickCreate: 6,
    searchSection: 'live',
    label: 'Live Stream |||| Live Streams',
    access: P.LIVE,
    writeAccess: P.LIVE,
    createAccess: P.LIVE,
    v4: { create: 'Live streams GET/POST/PATCH' },
    fields: {
        // Not in the spec's field list: a name tells streams apart in lists and titles.
        name: text('Name', { max: 250, required: true, onCreate: true }),
        status: choice('Status', STREAM_STATUSES, { readOnly: true }),
        enabled: boolean('Enabled', { onCreate: true, helperText: messages.live.enabledHint }),
        is_auto_enabled: boolean('Auto Enabled', { onCreate: true, helperText: messages.live.autoHint }),
        start_date: startTime,
        end_date: endTime,
        genre_id: reference('Genre Page', 'catalog/genres', { display: 'genre.name', onCreate: true }),
        host_vendor_id: reference('Host Vendor', 'live/host-vendors', { display: 'host_vendor.name', onCreate: true }),
        host_vendor_url: url('Host Vendor URL', { max: 255, onCreate: true }),
        tracklist_vendor_id: reference('Tracklist Vendor', 'live/tracklist-vendors', {
            display: 'tracklist_vendor.name',
            onCreate: true,
        }),
        tracklist_vendor_url: url('Tracklist Vendor URL', { max: 255, onCreate: true }),
        stage_count: number('Stages', { readOnly: true }),
        // Changed only through Regenerate (a new random key), never typed.
        api_key: text('API Key', {
            access: P.STAFF,
            secret: true,
            pattern: /^[0-9a-f]{32}$/,
            patternMessage: messages.live.apiKey,
        }),
    },
    groups: {
        Stream: ['name', 'status', 'genre_id'],
        Schedule: ['enabled', 'is_auto_enabled', 'start_date', 'end_date'],
        Host: ['host_vendor_id', 'host_vendor_url'],
        Tracklist: ['tracklist_vendor_id', 'tracklist_vendor_url'],
    },
    filters: [
        filter('id', 'idList', 'Live Stream IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('status', 'choice', 'Status', { choices: STREAM_STATUSES, alwaysOn: true }),
        filter('enabled', 'boolean', 'Enabled'),
        filter('is_auto_enabled', 'boolean', 'Auto Enabled'),
        filter('start_date', 'dateRange', 'Start Date'),
        filter('end_date', 'dateRange', 'End Date'),
    ],
    columns: ['id', 'name', 'status'],
    // When each stream runs, beside its status: what a curator scans the list for.
    shownColumns: ['start_date', 'end_date'],
    defaultSort: { field: 'start_date', order: 'DESC' },
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['name', 'status', 'enabled', 'is_auto_enabled', 'start_date', 'end_date', 'genre_id'],
        },
        { id: 'stages', label: 'Stages', subs: [stages] },
        {
            id: 'vendors',
            label: 'Vendors',
            fields: ['host_vendor_id', 'host_vendor_url', 'tracklist_vendor_id', 'tracklist_vendor_url'],
        },
        { id: 'api-key', label: 'API Key', fields: ['api_key'], part: 'liveStreams.apiKey', access: P.STAFF },
    ],
    // Stages come with a new stream (saved together): it can be created enabled.
    createWith: [stages],
    validate: streamErrors,
    recordTitle: 'name',
});
