import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { short } from '../describe';
import { text } from '../fields';

/**
 * Host and tracklist vendors (spec §3 reference lists: id, name, description), kept by admin and
 * curation (§6) and chosen on a live stream. The reference lists under /v4/auxiliary/ serve the same rows.
 */
export const vendorResource = (kind: 'host' | 'tracklist', label: string) =>
    defineResource({
        name: `live/${kind}-vendors`,
        section: 'live',
        icon: kind === 'host' ? 'Cast' : 'Lyrics',
        searchSection: 'live',
        label,
        access: P.LIVE,
        writeAccess: P.LIVE,
        createAccess: P.LIVE,
        v4: { create: 'host vendors and tracklist vendors GET/POST/PATCH' },
        fields: {
            name: text('Name', { max: 100, required: true, onCreate: true }),
            description: text('Description', { max: 255, onCreate: true }),
        },
        filters: [
            filter('id', 'idList', 'IDs', { alwaysOn: true }),
            filter('name', 'text', 'Name', { alwaysOn: true }),
        ],
        columns: ['id', 'name', 'description'],
        tabs: [{ id: 'summary', label: 'Summary', fields: ['name', 'description'] }],
        recordTitle: 'name',
        describe: { detail: [short('description', 48)] },
    });
