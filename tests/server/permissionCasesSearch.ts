/**
 * The permission table's rows for the search calls (spec §7 "Others"; §2: both kinds of user work
 * through a search area): every signed-in user may call them, and each answer holds only the
 * types that user may read (checked in search.test.ts). A missing query is refused alike for all.
 */
import { all, type Case } from './permissionGroups';

export const searchCases: Case[] = [
    { route: 'GET /v4/search/', path: '/v4/search/?q=a', expected: all(200) },
    { route: 'GET /v4/search/autocomplete/', path: '/v4/search/autocomplete/?q=a', expected: all(200) },
];
