/**
 * The permission table's rows for jobs and the release encode calls, written by hand: every user
 * lists their own jobs; job 1 (seeded) is content_ops's, so only its owner and the admins (who see
 * every job) find it, and others get 404 rather than a 403 that would confirm it exists. A DONE job
 * cannot be retried (409) and has no file (404). Encoding or re-encoding a release: admin and
 * content_ops (§6 list "admin or content_ops", as for a track's re-encode).
 */
import { all, CREATORS, only, type Case } from './permissionGroups';

const JOB_SEERS = ['admin', 'content_ops', 'dj_store_admin'];

export const jobCases: Case[] = [
    { route: 'GET /v4/jobs/', expected: all(200) },
    { route: 'GET /v4/jobs/:id/', path: '/v4/jobs/1/', expected: only(JOB_SEERS, 200, 404) },
    { route: 'POST /v4/jobs/:id/retry/', path: '/v4/jobs/1/retry/', expected: only(JOB_SEERS, 409, 404) },
    { route: 'GET /v4/jobs/:id/download/', path: '/v4/jobs/1/download/', expected: all(404) },
    ...(['on-demand', 'beatdrop'] as const).map((target): Case => ({
        route: `POST /v4/catalog/releases/:id/${target}/encode/`,
        path: `/v4/catalog/releases/1/${target}/encode/`,
        // Partners are refused by the releases' own access first, or by the list after it.
        expected: only(CREATORS, 201),
    })),
    // A release's re-encode (§7 releases "POST … reencode"): as a track's, admin and content_ops.
    {
        route: 'POST /v4/catalog/releases/:id/reencode/',
        path: '/v4/catalog/releases/1/reencode/',
        expected: only(CREATORS, 201),
    },
];
