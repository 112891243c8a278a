/**
 * Permission rows for a track's songwriters and publishers, a release's notes, and the whole-list
 * replacement of a supplier's mappings, written by hand from spec §6 and §7: read as the catalog is
 * read, changed by those who change the catalog (partners on their own records); mappings by the
 * supplier managers only. Track and release 1 belong to supplier 1's label 1.
 */
import {
    CATALOG_READERS,
    CATALOG_WRITERS,
    CREATORS,
    only,
    STAFF,
    STAFF_EDITORS,
    SUPPLIER_READERS,
    type Case,
} from './permissionGroups';
import { seededGuid } from '../../server/modules/tracks/seed';

/** Artist 10 is seeded linked to the music-profile partner, with mapping 1. */
const artist = '/v4/catalog/artists/10';
const ARTIST_KEEPERS = ['admin', 'content_ops', 'curation', 'dj_store_admin'];

const track = '/v4/catalog/tracks/1';
/** A label-1 track that allows UGC remixes, and a DJ edit of label 1 (made by rows before these): set by the test. */
export const UGC_TRACK = '{ugc-track}';
export const DERIVED_TRACK = '{derived-track}';
/** A body naming another country each time (2, 3, …): a country is allowed once. */
function nextCountry() {
    let country = 1;
    return () => ({ country_id: ++country });
}
export const rightsCases: Case[] = [
    {
        route: 'GET /v4/catalog/tracks/:id/songwriters/',
        path: `${track}/songwriters/`,
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/songwriters/',
        path: `${track}/songwriters/`,
        json: () => ({ name: 'Perm Writer', songwriter_type: 'Composer' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    // An unknown row: those who may delete learn it is not there; the others are refused first.
    {
        route: 'DELETE /v4/catalog/tracks/:id/songwriters/:subId/',
        path: `${track}/songwriters/999999/`,
        expected: only(CATALOG_WRITERS, 404),
    },
    // Where track 1 may be sold: replaced with one country, then each writer adds another.
    {
        route: 'GET /v4/catalog/tracks/:id/countries-allowed/',
        path: `${track}/countries-allowed/`,
        expected: only(CATALOG_READERS),
    },
    {
        route: 'PUT /v4/catalog/tracks/:id/countries-allowed/',
        path: `${track}/countries-allowed/`,
        json: () => [{ country_id: 1 }],
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'POST /v4/catalog/tracks/:id/countries-allowed/',
        path: `${track}/countries-allowed/`,
        json: nextCountry(),
        expected: only(CATALOG_WRITERS, 201),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/countries-allowed/regional-summary/',
        path: `${track}/countries-allowed/regional-summary/`,
        expected: only(CATALOG_READERS),
    },
    {
        route: 'PUT /v4/catalog/tracks/:id/countries-times/update/',
        path: `${track}/countries-times/update/`,
        json: () => ({ publish_time: '2027-01-01T00:00:00Z' }),
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'PUT /v4/catalog/releases/:id/countries-times/update/',
        path: '/v4/catalog/releases/1/countries-times/update/',
        json: () => ({ publish_time: '2027-01-01T00:00:00Z', country_ids: [1, 2] }),
        expected: only(CATALOG_WRITERS),
    },
    // Tracks made from tracks: read like the track, made by staff editors; a derivative names its source.
    { route: 'GET /v4/catalog/tracks/:id/ugc-remix/', path: `${track}/ugc-remix/`, expected: only(CATALOG_READERS) },
    {
        route: 'POST /v4/catalog/tracks/:id/ugc-remix/',
        path: `/v4/catalog/tracks/${UGC_TRACK}/ugc-remix/`,
        json: () => ({ mix_name: 'Perm Remix' }),
        expected: only(STAFF_EDITORS, 201),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/dj-edit-source/',
        path: `/v4/catalog/tracks/${DERIVED_TRACK}/dj-edit-source/`,
        expected: only(CATALOG_READERS),
    },
    // Files by GUID: track 1's seeded master; this server holds no bytes for seeded files.
    { route: 'GET /v4/files/classes/', expected: only([...CATALOG_READERS, 'artist', 'dj']) },
    { route: 'GET /v4/files/:guid/', path: `/v4/files/${seededGuid(1, 0)}/`, expected: only(CATALOG_READERS) },
    {
        route: 'GET /v4/files/:guid/download/',
        path: `/v4/files/${seededGuid(1, 0)}/download/`,
        expected: only(CATALOG_READERS, 404),
    },
    {
        route: 'GET /v4/catalog/tracks/:id/support-downloads/',
        path: `${track}/support-downloads/`,
        expected: only(['admin', 'content_ops', 'support', 'dj_store_admin']),
    },
    {
        route: 'PATCH /v4/catalog/tracks/:id/track-file-update/',
        path: `${track}/track-file-update/`,
        json: () => ({ guid: seededGuid(1, 1), file_name: '1-corrected.mp3' }),
        expected: only(CREATORS),
    },
    // Track 1 has audio: those who read the track may play it.
    { route: 'GET /v4/catalog/tracks/:id/stream/', path: `${track}/stream/`, expected: only(CATALOG_READERS) },
    { route: 'GET /v4/catalog/tracks/:id/publishers/', path: `${track}/publishers/`, expected: only(CATALOG_READERS) },
    {
        route: 'PUT /v4/catalog/tracks/:id/publishers/',
        path: `${track}/publishers/`,
        json: () => [{ name: 'Perm Publishing', share: 50 }],
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'GET /v4/catalog/releases/:id/notes/',
        path: '/v4/catalog/releases/1/notes/',
        expected: only(CATALOG_READERS),
    },
    {
        route: 'POST /v4/catalog/releases/:id/notes/',
        path: '/v4/catalog/releases/1/notes/',
        json: () => ({ note: 'checked' }),
        expected: only(CATALOG_WRITERS, 201),
    },
    // Supplier 2: the plain-list rows above use supplier 1's first rows, which a replacement would renumber.
    {
        route: 'PUT /v4/catalog/suppliers/:id/genre-mappings/',
        path: '/v4/catalog/suppliers/2/genre-mappings/',
        json: () => [{ source_name: 'PERM-GENRE', genre_id: 1 }],
        expected: only(SUPPLIER_READERS),
    },
    {
        route: 'PUT /v4/catalog/suppliers/:id/label-mappings/',
        path: '/v4/catalog/suppliers/2/label-mappings/',
        json: () => [{ source_name: 'PERM-LABEL' }],
        expected: only(SUPPLIER_READERS),
    },
    // The music-profile link: staff read the mappings; those who create artists change them.
    {
        route: 'GET /v4/catalog/artists/:id/music-profile-mappings/',
        path: `${artist}/music-profile-mappings/`,
        expected: only(STAFF),
    },
    {
        route: 'POST /v4/catalog/artists/:id/music-profile-mappings/',
        path: `${artist}/music-profile-mappings/`,
        json: () => ({ partner_artist_id: 'mp-perm' }),
        expected: only(ARTIST_KEEPERS, 201),
    },
    {
        route: 'PATCH /v4/catalog/artists/:id/music-profile-mappings/:subId/',
        path: `${artist}/music-profile-mappings/1/`,
        json: () => ({ partner_artist_name: 'Perm Name' }),
        expected: only(ARTIST_KEEPERS),
    },
    {
        route: 'DELETE /v4/catalog/artists/:id/music-profile-mappings/:subId/',
        path: `${artist}/music-profile-mappings/999999/`,
        expected: only(ARTIST_KEEPERS, 404),
    },
    { route: 'POST /v4/catalog/artists/:id/sync/', path: `${artist}/sync/`, expected: only(ARTIST_KEEPERS) },
    {
        route: 'POST /v4/catalog/artists/:id/pull-image/',
        path: `${artist}/pull-image/`,
        expected: only(ARTIST_KEEPERS, 201),
    },
    // Last of the artist's rows: sync off removes the link the rows above use.
    { route: 'DELETE /v4/catalog/artists/:id/sync/', path: `${artist}/sync/`, expected: only(ARTIST_KEEPERS) },
];
