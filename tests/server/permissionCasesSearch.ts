/**
 * The permission table's rows for the search calls (spec §7 "Others"; §2: both kinds of user work
 * through a search area): every signed-in user may call them, and each answer holds only the
 * types that user may read (checked in search.test.ts). A missing query is refused alike for all.
 * The music-profile partner's artist search is read-only: nobody writes the partner's profiles.
 */
import { all, NOBODY, only, type Case } from './permissionGroups';

/** The music-profile partner's artists: searched by staff who map artists (admin, content_ops, curation). */
const MAPPERS = ['admin', 'content_ops', 'curation', 'dj_store_admin'];
const PARTNER_ARTISTS = '/v4/music-profile/artists';

export const searchCases: Case[] = [
    { route: 'GET /v4/search/', path: '/v4/search/?q=a', expected: all(200) },
    { route: 'GET /v4/search/autocomplete/', path: '/v4/search/autocomplete/?q=a', expected: all(200) },

    { route: `GET ${PARTNER_ARTISTS}/`, path: `${PARTNER_ARTISTS}/?name=a`, expected: only(MAPPERS) },
    { route: `GET ${PARTNER_ARTISTS}/:id/`, path: `${PARTNER_ARTISTS}/1/`, expected: only(MAPPERS) },
    { route: `GET ${PARTNER_ARTISTS}/:id/history/`, path: `${PARTNER_ARTISTS}/1/history/`, expected: only(MAPPERS) },
    { route: `POST ${PARTNER_ARTISTS}/`, json: () => ({ name: 'x' }), expected: only(NOBODY) },
    {
        route: `PATCH ${PARTNER_ARTISTS}/:id/`,
        path: `${PARTNER_ARTISTS}/1/`,
        json: () => ({ name: 'x' }),
        expected: only(NOBODY),
    },
    { route: `PATCH ${PARTNER_ARTISTS}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: `PUT ${PARTNER_ARTISTS}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
    { route: `DELETE ${PARTNER_ARTISTS}/:id/`, path: `${PARTNER_ARTISTS}/1/`, expected: only(NOBODY) },
];
