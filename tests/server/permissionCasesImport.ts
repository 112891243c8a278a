/**
 * Permission rows for issue 45: the CSV import (whoever may PATCH the records: a file that changes
 * nothing, so each account's answer is its grants alone) and saved views (views of lists one reads).
 */
import { all, CATALOG_READERS, CATALOG_WRITERS, only, type Case } from './permissionGroups';

/** A file naming track 1 and changing nothing of it: a writer's answer is 200, a partner's row is unknown. */
const unchangingFile = () => {
    const form = new FormData();
    form.set('file', new File(['id,bpm\r\n1,\r\n'], 'tracks.csv', { type: 'text/csv' }));
    return form;
};

const view = () => ({
    resource: 'catalog/tracks',
    name: 'Permission row',
    query: { filter: {}, sort: null, per_page: 25 },
    columns: null,
    shared: 'me',
});

export const importCases: Case[] = [
    {
        route: 'POST /v4/:resource{.+}/import/preview/',
        path: '/v4/catalog/tracks/import/preview/',
        form: unchangingFile,
        expected: only(CATALOG_WRITERS),
    },
    {
        route: 'POST /v4/:resource{.+}/import/',
        path: '/v4/catalog/tracks/import/',
        form: unchangingFile,
        expected: only(CATALOG_WRITERS),
    },
    // A view is of a list one reads: of another list, the body is refused.
    {
        route: 'GET /v4/saved-views/',
        path: '/v4/saved-views/?resource=catalog/tracks',
        expected: only(CATALOG_READERS, 200, 400),
    },
    { route: 'POST /v4/saved-views/', json: view, expected: only(CATALOG_READERS, 201, 400) },
    // Another's private view is not found, as one that does not exist (tests/server/savedViews.test.ts: owners and admins).
    { route: 'PATCH /v4/saved-views/:id/', path: '/v4/saved-views/999999/', json: () => ({}), expected: all(404) },
    { route: 'DELETE /v4/saved-views/:id/', path: '/v4/saved-views/999999/', expected: all(404) },
];
