/**
 * The permission table's rows for sales, statements and the dashboard, written by hand from spec §6
 * ("FINANCE": admin and finance, and supplier and label partners on their own; the DJ-store admin
 * is an admin). Supplier 1 is the demo supplier's, and label 1 (the demo label's) belongs to it.
 * Job 1 is a seeded re-encode, so the sales pollers answer 404 for it to everyone.
 */
import { all, only, type Case } from './permissionGroups';

const FINANCE = ['admin', 'finance', 'dj_store_admin', 'supplier', 'label'];
const year = () => ({ year: 2025 });

export const salesCases: Case[] = [
    ...(['sales', 'sales-export'] as const).flatMap((kind): Case[] => [
        { route: `POST /v4/${kind}/`, json: year, expected: only(FINANCE, 201) },
        {
            route: `POST /v4/catalog/suppliers/:id/${kind}/`,
            path: `/v4/catalog/suppliers/1/${kind}/`,
            json: year,
            expected: only(FINANCE, 201),
        },
        { route: `GET /v4/jobs/${kind}/:id/`, path: `/v4/jobs/${kind}/1/`, expected: all(404) },
    ]),
    { route: 'GET /v4/statements/suppliers/', expected: only(FINANCE) },
    {
        route: 'GET /v4/catalog/suppliers/:id/statements/:type/',
        path: '/v4/catalog/suppliers/1/statements/music/',
        expected: only(FINANCE),
    },
    {
        route: 'GET /v4/catalog/suppliers/:id/statements/:type/:statement/',
        path: '/v4/catalog/suppliers/1/statements/music/2025-06/',
        expected: only(FINANCE),
    },
    {
        route: 'GET /v4/catalog/suppliers/:id/statements/:type/:statement/csv/',
        path: '/v4/catalog/suppliers/1/statements/daily/2025-12-31/csv/',
        expected: only(FINANCE),
    },
    { route: 'GET /v4/dashboard/', expected: all(200) },
];
