/**
 * The permission table's rows for live streams, their stages and the host and tracklist vendors,
 * written by hand from spec §6: "Link partners, live streams, host and tracklist vendors: admin,
 * curation" (and the DJ-store admin, an admin). Nobody else, staff or partner, reads them.
 * Seeded: stream 1 has stages 1 and 2; stream 6 has one stage (the three keepers add one each: 4 ≤ 5).
 */
import { NOBODY, only, type Case } from './permissionGroups';

const LIVE_KEEPERS = ['admin', 'curation', 'dj_store_admin'];

/** GET, POST, PATCH for the keepers; never bulk-changed or deleted; history for them. */
function keptByLive(type: string, json: () => unknown): Case[] {
    const base = `/v4/live/${type}`;
    return [
        { route: `GET ${base}/`, expected: only(LIVE_KEEPERS) },
        { route: `GET ${base}/:id/`, path: `${base}/1/`, expected: only(LIVE_KEEPERS) },
        { route: `POST ${base}/`, json, expected: only(LIVE_KEEPERS, 201) },
        { route: `PATCH ${base}/:id/`, path: `${base}/1/`, json, expected: only(LIVE_KEEPERS) },
        { route: `PATCH ${base}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `PUT ${base}/bulk/`, json: () => [{ id: 1, name: 'x' }], expected: only(NOBODY) },
        { route: `DELETE ${base}/:id/`, path: `${base}/1/`, expected: only(NOBODY) },
        { route: `GET ${base}/:id/history/`, path: `${base}/1/history/`, expected: only(LIVE_KEEPERS) },
    ];
}

export const liveCases: Case[] = [
    ...keptByLive('streams', () => ({ name: 'Perm Stream' })),
    ...keptByLive('host-vendors', () => ({ name: 'Perm Host' })),
    ...keptByLive('tracklist-vendors', () => ({ name: 'Perm Tracklist' })),
    {
        route: 'GET /v4/live/streams/:id/stages/',
        path: '/v4/live/streams/1/stages/',
        expected: only(LIVE_KEEPERS),
    },
    {
        route: 'POST /v4/live/streams/:id/stages/',
        path: '/v4/live/streams/6/stages/',
        // Each asks with a number the stream does not hold yet (2 to 5 in turn): the keepers, 1st, 3rd and 8th, take 3, 5 and 2.
        json: (() => {
            let asked = 0;
            return () => ({ name: 'Perm Stage', number: (++asked % 4) + 2 });
        })(),
        expected: only(LIVE_KEEPERS, 201),
    },
    {
        route: 'PATCH /v4/live/streams/:id/stages/:subId/',
        path: '/v4/live/streams/1/stages/1/',
        json: () => ({ name: 'Renamed Stage' }),
        expected: only(LIVE_KEEPERS),
    },
    // An unknown row: those who may delete learn it is not there; the others are refused first.
    {
        route: 'DELETE /v4/live/streams/:id/stages/:subId/',
        path: '/v4/live/streams/1/stages/999999/',
        expected: only(LIVE_KEEPERS, 404),
    },
];
