/**
 * Permission rows for changes that wait (issue 44): the approvals inbox and the scheduled changes
 * are staff's (a request is seen by its requester and its approvers: an unknown one is 404 to staff);
 * scheduling a record's change is for the staff who may PATCH it.
 */
import { CATALOG_WRITERS, only, STAFF, type Case } from './permissionGroups';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const approvalCases: Case[] = [
    { route: 'GET /v4/approvals/', expected: only(STAFF) },
    { route: 'GET /v4/approvals/:id/', path: '/v4/approvals/999999/', expected: only(STAFF, 404) },
    { route: 'POST /v4/approvals/:id/approve/', path: '/v4/approvals/999999/approve/', expected: only(STAFF, 404) },
    {
        route: 'POST /v4/approvals/:id/reject/',
        path: '/v4/approvals/999999/reject/',
        json: () => ({ reason: 'No' }),
        expected: only(STAFF, 404),
    },
    { route: 'DELETE /v4/approvals/:id/', path: '/v4/approvals/999999/', expected: only(STAFF, 404) },
    {
        route: 'POST /v4/:record{.+/[0-9]+}/schedule/',
        path: '/v4/catalog/tracks/1/schedule/',
        json: () => ({ at: inAnHour(), changes: { mix_name: 'Scheduled Mix' } }),
        expected: only(
            CATALOG_WRITERS.filter(a => (STAFF as readonly string[]).includes(a)),
            201
        ),
    },
    { route: 'GET /v4/scheduled-changes/', expected: only(STAFF) },
    {
        route: 'PATCH /v4/scheduled-changes/:id/',
        path: '/v4/scheduled-changes/999999/',
        json: () => ({ at: inAnHour() }),
        expected: only(STAFF, 404),
    },
    { route: 'DELETE /v4/scheduled-changes/:id/', path: '/v4/scheduled-changes/999999/', expected: only(STAFF, 404) },
];
