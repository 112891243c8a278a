/** A track's songwriters (spec §7 tracks: GET, POST, DELETE {id}; a songwriter is added or removed, not edited). */
import { SONGWRITER_TYPES } from '../constants';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { choice, text } from '../fields';

export default defineSubResource({
    parent: 'catalog/tracks',
    path: 'songwriters',
    label: 'Songwriter |||| Songwriters',
    fields: {
        name: text('Name', { max: 255, required: true }),
        songwriter_type: choice(
            'Songwriter Type',
            SONGWRITER_TYPES.map(t => ({ id: t, name: t })),
            { required: true }
        ),
        ipi: text('IPI Number', { max: 11, pattern: /^\d{9,11}$/, patternMessage: 'An IPI number is 9 to 11 digits' }),
    },
    columns: ['name', 'songwriter_type', 'ipi'],
    createAccess: P.CATALOG_WRITE,
    deleteAccess: P.CATALOG_WRITE,
    empty: 'No songwriters.',
    v4: { list: 'Tracks: GET {id}/… songwriters …; POST … songwriters …; DELETE songwriters/{id}' },
});
