/**
 * Permission rows for the reference-server extensions of issue 30: revert from history (a record's
 * entry, a bulk change), the bulk edit's preview, and view as's admin calls. A revert is a write of
 * the resource: staff who may update it (history is staff-only), forced past conflicts so each
 * account's revert is judged by its grants alone.
 */
import { makePrincipal } from '../../server/core/access';
import { updateRecord } from '../../server/core/engine';
import { asOneBulk } from '../../server/core/history';
import { mountedCollections } from '../../server/core/references';
import type { DB } from '../../server/db';
import { all, CREATORS, only, type Case } from './permissionGroups';

/** Placeholders: genre 1's latest update (or revert) entry, and a bulk change of tracks made for the call. */
export const GENRE_ENTRY = '{genreEntry}';
export const BULK = '{bulk}';

const ADMINS = ['admin', 'dj_store_admin'];
let bpm = 70;

export const historyCases: Case[] = [
    {
        route: 'POST /v4/:record{.+/[0-9]+}/history/:entry{[0-9]+}/revert/',
        path: `/v4/catalog/genres/1/history/${GENRE_ENTRY}/revert/`,
        json: () => ({ force: true }),
        expected: only(CREATORS),
    },
    // The declaration's own access (the first row of a route is the one the operations test reads):
    // everybody gets past it to find no such bulk, partners too (a partner may undo its own import, issue 45).
    {
        route: 'POST /v4/history/:id/revert/',
        path: '/v4/history/999999/revert/',
        json: () => ({ force: true }),
        expected: all(404),
    },
    {
        route: 'POST /v4/history/:id/revert/',
        path: `/v4/history/${BULK}/revert/`,
        json: () => ({ force: true }),
        // The bulk is of tracks: undoing it for all is a bulk change, for those who may bulk-edit tracks
        // (issue 42: curation, support and label_mgmt undid an admin's bulk change while its preview refused them).
        expected: only(CREATORS),
    },
    {
        route: 'POST /v4/:resource{.+}/bulk/preview/',
        path: '/v4/catalog/tracks/bulk/preview/',
        json: () => [{ id: 1, bpm: 126 }],
        expected: only(CREATORS),
    },
    { route: 'GET /v4/view-as/users/', expected: only(ADMINS) },
    { route: 'GET /v4/view-as/sessions/', expected: only(ADMINS) },
];

/** Fills the placeholders when a row is called (the rows before it make the entries). */
export function historyPaths(db: DB, path: string): string {
    if (path.includes(GENRE_ENTRY)) {
        const entry = db
            .prepare(
                "SELECT max(id) FROM history WHERE resource = 'catalog/genres' AND record_id = 1 AND (action = 'update' OR action LIKE 'revert of #%')"
            )
            .pluck()
            .get();
        path = path.replace(GENRE_ENTRY, String(entry));
    }
    if (path.includes(BULK)) path = path.replace(BULK, String(newBulk(db)));
    return path;
}

/** A new bulk change of two tracks, made by admin through the engine (so each account reverts the same kind). */
function newBulk(db: DB): number {
    const admin = db.prepare("SELECT * FROM users WHERE username = 'admin'").get() as Parameters<
        typeof makePrincipal
    >[0];
    const tracks = mountedCollections().find(c => c.def.name === 'catalog/tracks')!;
    db.transaction(() =>
        asOneBulk(db, () =>
            [1, 2].forEach(id => updateRecord(tracks, db, makePrincipal(admin), id, { bpm: bpm++ }, null))
        )
    )();
    return db.prepare('SELECT max(bulk_id) FROM history').pluck().get() as number;
}
