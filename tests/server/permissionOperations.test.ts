/**
 * Declared operations (resources/operations/) against the permission table: each has a
 * hand-written row and is mounted, and for every demo account the console's visibility (the pure
 * access function `useOperation` uses) is exactly "the server does not answer 403".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, operationAllowed, operationRoute } from '../../resources/operations';
import { grantsOf } from '../../resources/permissions';
import { SERVES } from '../../server/core/operations';
import { DEMO_ACCOUNTS, makeApi } from './helpers';
import { cases } from './permissionCases';
import { casePaths } from './permissionPaths';

describe('declared operations × the permission table', () => {
    const api = makeApi(200);
    const pathOf = casePaths(api.db);
    const grants = new Map<string, Set<string>>();
    beforeAll(async () => {
        for (const account of DEMO_ACCOUNTS) {
            const who = (await (await api.as(account, '/v4/auth/o/introspect/')).json()) as {
                scope: string;
                feature: string[];
                brand: string;
            };
            grants.set(account, grantsOf(who));
        }
    });
    const routeOf = (op: (typeof OPERATIONS)[number]) => `${op.method} /v4/${operationRoute(op)}`;

    it('has a hand-written permission row for every declared operation, and the app serves each from its declaration', () => {
        // Mounted by serve(): the route's handler names the very declaration (server/core/operations.ts).
        const mounted = new Set(
            api.app.routes.flatMap(r => {
                const op = (r.handler as { [SERVES]?: (typeof OPERATIONS)[number] })[SERVES];
                return op ? [routeOf(op)] : [];
            })
        );
        const rows = new Set(cases.map(c => c.route));
        expect(
            OPERATIONS.map(routeOf).filter(r => !rows.has(r)),
            'declared operations without a permission row'
        ).toEqual([]);
        expect(
            OPERATIONS.map(routeOf).filter(r => !mounted.has(r)),
            'declared operations not served from their declaration'
        ).toEqual([]);
    });

    it('declares each operation once', () => {
        const routes = OPERATIONS.map(routeOf);
        expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    });

    for (const op of OPERATIONS) {
        it(`${routeOf(op)}: the console shows it to exactly the accounts the server does not refuse`, async () => {
            const row = cases.find(c => c.route === routeOf(op));
            expect(row, 'a permission row').toBeDefined();
            const disagree: string[] = [];
            for (const account of DEMO_ACCOUNTS) {
                const res = await api.as(account, pathOf(row!), {
                    method: op.method,
                    json: row!.json?.(),
                    body: row!.form?.(),
                });
                const shown = operationAllowed(op, grants.get(account)!);
                if (shown !== (res.status !== 403)) disagree.push(`${account}: console ${shown}, server ${res.status}`);
            }
            expect(disagree).toEqual([]);
        });
    }
});
