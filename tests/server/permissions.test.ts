/**
 * Every mounted route × every demo account. The expectations are written out by hand from spec §6,
 * not computed from the permission lists the server uses, so that a wrong list fails here; a
 * route the app mounts without a row here fails too (writes are denied unless a list grants them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, makeApi } from './helpers';
import { ARTIST, cases, DJ_PROFILE, DJ_USER, RELEASE_ORDER, type Case } from './permissionCases';
import { DERIVED_TRACK, UGC_TRACK } from './permissionCasesRights';

describe('permission table: every mounted route × every demo account', () => {
    const api = makeApi(200);
    const artist = api.db.prepare('SELECT artist_id FROM track_artists WHERE track_id = 1 LIMIT 1').pluck().get();
    // A DJ profile of an artist on a track of label 1 (so supplier 1 and label 1 see it), and the `dj` user.
    const djProfile = api.db
        .prepare(
            `SELECT a.dj_profile_id FROM artists a JOIN track_artists ta ON ta.artist_id = a.id
             JOIN tracks x ON x.id = ta.track_id WHERE x.label_id = 1 AND a.dj_profile_id IS NOT NULL LIMIT 1`
        )
        .pluck()
        .get();
    const djUser = api.db.prepare("SELECT id FROM users WHERE username = 'dj'").pluck().get();
    const ugcTrack = api.db
        .prepare('SELECT id FROM tracks WHERE label_id = 1 AND ugc_remixes = 1 AND parent_track_id IS NULL LIMIT 1')
        .pluck()
        .get();
    const pathOf = (c: Case) =>
        (c.path ?? c.route.split(' ')[1])
            .replace(ARTIST, String(artist))
            .replace(DJ_PROFILE, String(djProfile))
            .replace(DJ_USER, String(djUser))
            .replace(UGC_TRACK, String(ugcTrack))
            // Looked up when called: the DJ-edit rows before it make the edit.
            .replace(DERIVED_TRACK, () =>
                String(
                    api.db
                        .prepare('SELECT id FROM tracks WHERE parent_track_id IS NOT NULL AND label_id = 1 LIMIT 1')
                        .pluck()
                        .get()
                )
            );
    beforeAll(async () => {
        for (const a of DEMO_ACCOUNTS) await api.token(a);
        const ids = api.db
            .prepare('SELECT id FROM tracks WHERE release_id = 1 AND is_dj_edit = 0 ORDER BY track_position, id')
            .pluck()
            .all() as number[];
        RELEASE_ORDER.splice(0, RELEASE_ORDER.length, ...ids.map((id, i) => ({ id, track_position: i + 1 })));
    });

    it('has a hand-written row for every route the app mounts, and no row for a route it does not', () => {
        const mounted = new Set(api.app.routes.filter(r => r.method !== 'ALL').map(r => `${r.method} ${r.path}`));
        const rows = new Set(cases.map(c => c.route));
        expect(
            [...mounted].filter(r => !rows.has(r)),
            'mounted routes without a row'
        ).toEqual([]);
        expect(
            [...rows].filter(r => !mounted.has(r)),
            'rows for routes not mounted'
        ).toEqual([]);
    });

    for (const c of cases) {
        for (const account of DEMO_ACCOUNTS) {
            it(`${c.route} as ${account} → ${c.expected[account]}`, async () => {
                const [verb] = c.route.split(' ');
                const res = await api.as(account, pathOf(c), {
                    method: verb,
                    json: c.json?.(),
                    body: c.form?.(),
                });
                expect(res.status, await res.clone().text()).toBe(c.expected[account]);
                if (res.status >= 400) expect(typeof ((await res.json()) as { detail: unknown }).detail).toBe('string');
            });
        }
    }

    it('refuses every /v4 call outside auth without a token', async () => {
        for (const c of cases.filter(x => !x.route.includes('/auth/') && !x.public)) {
            const res = await api.request(pathOf(c), { method: c.route.split(' ')[0] });
            expect(res.status, c.route).toBe(401);
        }
    });
});
