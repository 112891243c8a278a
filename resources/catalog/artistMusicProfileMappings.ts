/**
 * The music-profile partner's artist profiles an artist is mapped to (spec §7 artists: GET, POST,
 * PATCH, DELETE). Staff only, like the partner ID; turning sync off removes the mappings.
 */
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { text } from '../fields';

export default defineSubResource({
    parent: 'catalog/artists',
    path: 'music-profile-mappings',
    label: 'Music-profile mapping |||| Music-profile mappings',
    fields: {
        partner_artist_id: text('Partner Artist ID', {
            max: 64,
            required: true,
            helperText: "Find it in Search › Music-profile Partner (the partner's own artist search).",
        }),
        partner_artist_name: text('Partner Artist Name', { max: 250 }),
    },
    columns: ['partner_artist_id', 'partner_artist_name'],
    access: P.STAFF,
    createAccess: P.ADMIN_CONTENT_OPS_CURATION,
    writeAccess: P.ADMIN_CONTENT_OPS_CURATION,
    deleteAccess: P.ADMIN_CONTENT_OPS_CURATION,
    empty: 'Not mapped to any music-profile artist.',
    v4: { list: 'Artists: … music-profile mappings GET/POST/PATCH/DELETE' },
});
