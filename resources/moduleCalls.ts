/**
 * Calls answered by server modules' own routes that no operation declares (yet): their
 * classification, by `METHOD route`. A route that becomes an operation takes the operation's `spec`
 * (resources/calls.ts lets the declaration win), and its row here can go.
 */
import { ext, type CallSpec } from './capabilities';

const AUTH_PAGES = 'Auth: … auth/o/authorize/, auth/o/redirect/, auth/logout/.';
const TRACK_READS =
    'Tracks: GET {id}/notes, songwriters, publishers, audio-files, support-downloads, stream, dj-edit, …';
const PLAYLIST_READS = 'Playlists: GET, tracks, partners, chart-mapping';
const PLAYLIST_PUTS = 'Playlists: … PUT tracks/bulk and partners-bulk.';
const FTP_USERS = 'Others: … hype-subscriptions, hype-offers, hype-purchases, ftp-users, pipeline, al/files.';
const ORDERS = 'Orders: GET; items; items CSV download; downloads GET/PATCH; items/refund GET; POST refund-items.';
const STATEMENTS = 'Suppliers: … statements (music, daily and others; list, item, CSV download)';
const IMAGES = 'Releases: … POST release, notes, images, reencode';

export const MODULE_CALLS: Record<string, CallSpec> = {
    'POST /v4/auth/o/token/': 'Auth: POST auth/o/token/ (query parameters, form content type)',
    'POST /v4/auth/o/authorize/': AUTH_PAGES,
    'GET /v4/auth/o/redirect/': AUTH_PAGES,
    'GET /v4/auth/logout/': AUTH_PAGES,
    'GET /v4/auxiliary/:list/': 'Reference lists: GET under auxiliary/* (account-types, …)',
    'GET /v4/catalog/labels/csv/download/': 'Labels: … CSV download.',
    'POST /v4/catalog/artists/:id/sync/': 'Artists: … sync POST/DELETE',
    'DELETE /v4/catalog/artists/:id/sync/': 'Artists: … sync POST/DELETE',
    'POST /v4/catalog/artists/:id/images/': 'Artists: … POST images',
    'GET /v4/catalog/releases/:id/tracks/': 'Releases: GET list, {id}, notes, tracks',
    'PATCH /v4/catalog/releases/:id/tracks/bulk/': 'Releases: … PATCH {id}, tracks/bulk',
    'POST /v4/catalog/releases/:id/tracks/move/': ext('conveniences'),
    'POST /v4/catalog/releases/:id/images/': IMAGES,
    'GET /v4/catalog/releases/:id/al/files/': FTP_USERS,
    'GET /v4/catalog/releases/:id/al/files/:fileId/download/': FTP_USERS,
    'GET /v4/catalog/tracks/:id/audio-files/': TRACK_READS,
    'POST /v4/catalog/tracks/:id/audio-files/': ext('track-extras'),
    'GET /v4/catalog/tracks/:id/countries-publish-date/':
        'Tracks: GET {id}/… countries-publish-date (query commercial_model_type)',
    'PUT /v4/catalog/tracks/:id/countries-publish-date/': 'Tracks: … PUT publishers, countries-publish-date',
    'GET /v4/catalog/tracks/:id/promo-versions/': ext('track-extras'),
    'GET /v4/catalog/tracks/:id/dj-edit/': TRACK_READS,
    'POST /v4/catalog/tracks/:id/dj-edit/': 'Tracks: … POST notes, songwriters, dj-edit',
    'GET /v4/catalog/tracks/:id/ugc-remix/': ext('track-extras'),
    'POST /v4/catalog/tracks/:id/ugc-remix/': ext('track-extras'),
    'PUT /v4/catalog/tracks/:id/countries-times/update/': 'Tracks: … PUT … countries-times/update',
    'PATCH /v4/users/:id/dj-profile/': 'DJ profiles: … PATCH users/{id}/dj-profile.',
    'GET /v4/catalog/charts/:id/tracks/': 'Charts: GET {id}, tracks, playlist-mappings',
    'PUT /v4/catalog/charts/:id/tracks/': 'Charts: … PUT tracks.',
    'POST /v4/catalog/charts/:id/images/': 'Charts: … POST create, images, playlist-mappings',
    'POST /v4/catalog/labels/:id/images/': 'Labels: … images',
    'GET /v4/catalog/playlists/:id/tracks/': PLAYLIST_READS,
    'GET /v4/catalog/playlists/:id/partners/': PLAYLIST_READS,
    'PUT /v4/catalog/playlists/:id/tracks/bulk/': PLAYLIST_PUTS,
    'PUT /v4/catalog/playlists/:id/partners-bulk/': PLAYLIST_PUTS,
    'GET /v4/files/:guid/': 'Others: … files by guid',
    'GET /v4/files/:guid/download/': ext('conveniences'),
    'POST /v4/curation/page-modules/:id/images/': ext('curation'),
    'GET /v4/search/autocomplete/': 'Others: search and search/autocomplete GET',
    'GET /v4/xsd_files/': 'Others: … xsd_files/automated_ingestion/genre GET',
    'GET /v4/catalog/suppliers/:id/ftp-users/': FTP_USERS,
    'POST /v4/catalog/suppliers/:id/ftp-users/': FTP_USERS,
    'PATCH /v4/catalog/suppliers/:id/ftp-users/:ftpId/': FTP_USERS,
    'POST /v4/catalog/suppliers/:id/ftp-users/:ftpId/reset-password/': FTP_USERS,
    'GET /v4/partner-resources/:id/download/': ext('partner-resources'),
    'GET /v4/hype/labels/': ext('hype-labels'),
    'GET /v4/support/orders/:id/items/': ORDERS,
    'GET /v4/support/orders/:id/items/csv/download/': ORDERS,
    'GET /v4/support/orders/:id/items/refund/': ORDERS,
    'POST /v4/support/orders/:id/refund-items/': ORDERS,
    'GET /v4/support/orders/:id/downloads/': ORDERS,
    'PATCH /v4/support/orders/:id/downloads/': ORDERS,
    'GET /v4/support/users-csv/download/':
        'Users: … new-users CSV and order-items CSV downloads (users-csv/download, order-items-csv/download).',
    'POST /v4/support/users-csv/download/': ext('conveniences'),
    'GET /v4/support/order-items-csv/download/':
        'Users: … new-users CSV and order-items CSV downloads (users-csv/download, order-items-csv/download).',
    'GET /v4/statements/suppliers/': ext('statement-suppliers'),
    'GET /v4/catalog/suppliers/:id/statements/:type/': STATEMENTS,
    'GET /v4/catalog/suppliers/:id/statements/:type/:statement/': STATEMENTS,
    'GET /v4/catalog/suppliers/:id/statements/:type/:statement/csv/': STATEMENTS,
    'POST /v4/media/images/': 'Others: … POST media/images',
    // The address an upload answers with (in production the store's image host serves it).
    'GET /v4/media/images/:id/': 'Others: … POST media/images',
};
