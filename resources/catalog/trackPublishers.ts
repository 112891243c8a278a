/**
 * A track's publishers and their shares (spec §7 tracks: GET, and PUT to replace the list): the
 * console edits rows one by one and saves the whole list; shares may not add up to over 100 %.
 */
import { messages } from '../messages';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { number, text } from '../fields';

export default defineSubResource({
    parent: 'catalog/tracks',
    path: 'publishers',
    label: 'Publisher |||| Publishers',
    fields: {
        name: text('Publisher', { max: 255, required: true }),
        share: number('Share %', { min: 0, max: 100, required: true }),
        society: text('Society', { max: 45 }),
    },
    columns: ['name', 'share', 'society'],
    replaceAccess: P.CATALOG_WRITE,
    validateRows: rows =>
        rows.reduce((sum, row) => sum + (Number(row.share) || 0), 0) > 100 ? messages.validation.sharesOver : undefined,
    empty: 'No publishers.',
    v4: { list: 'Tracks: GET {id}/… publishers …; PUT publishers' },
});
