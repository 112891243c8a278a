/**
 * Every mounted route × every demo account. The expectations are written out by hand from spec §6,
 * not computed from the permission lists the server uses, so that a wrong list fails here; a
 * route the app mounts without a row here fails too (writes are denied unless a list grants them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, makeApi } from './helpers';
import { cases, RELEASE_ORDER } from './permissionCases';
import { casePaths } from './permissionPaths';

describe('permission table: every mounted route × every demo account', () => {
    const api = makeApi(200);
    const pathOf = casePaths(api.db);
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
                // A held write is withdrawn by its requester: the next account's write to the same
                // record is not refused for a change already waiting (409).
                const held = res.status === 202 ? ((await res.clone().json()) as { approval?: { id: number } }) : {};
                if (held.approval)
                    expect(
                        (await api.as(account, `/v4/approvals/${held.approval.id}/`, { method: 'DELETE' })).status
                    ).toBe(204);
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
