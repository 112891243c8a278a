/**
 * The permission table's rows for the packaging tool and the partner area, written by hand:
 * packaging is admin and content ops (the section's §6 list); the service agreement the supplier
 * partner alone (§2: "partner scope together with supplier role only"), for its own supplier;
 * partner resources, my/billing and support tickets every partner; accounts/billing admin and finance.
 */
import { solidPng } from '../../server/core/png';
import { SERVICE_AGREEMENT } from '../../server/modules/partner';
import { wav } from '../support/audio';
import { CREATORS, only, type Case } from './permissionGroups';

const PARTNERS = ['supplier', 'label', 'artist', 'dj'];
const BILLING_KEEPERS = ['admin', 'finance', 'dj_store_admin'];

/** A package of one track, valid for whoever may send it. */
function onePackage(): FormData {
    const form = new FormData();
    form.append(
        'package',
        JSON.stringify({
            release: { name: 'Perm Package', label_id: 1, artist_ids: [1] },
            tracks: [{ name: 'Perm Track' }],
        })
    );
    form.append('cover', new File([solidPng(500, 500, [9, 9, 9]) as BlobPart], 'cover.png'));
    form.append('audio_0', new File([wav(0.1) as BlobPart], 'perm.wav'));
    return form;
}

export const packagingCases: Case[] = [
    { route: 'POST /v4/packaging/packages/', form: onePackage, expected: only(CREATORS, 201) },
    { route: 'GET /v4/packaging/drafts/', expected: only(CREATORS) },
    {
        route: 'POST /v4/packaging/drafts/',
        json: () => ({ data: { release: { name: 'Perm draft' } } }),
        expected: only(CREATORS, 201),
    },
    // Nobody's draft 999999: the packagers learn it is not theirs (404), the others are refused first.
    {
        route: 'PUT /v4/packaging/drafts/:id/',
        path: '/v4/packaging/drafts/999999/',
        json: () => ({ data: {} }),
        expected: only(CREATORS, 404),
    },
    {
        route: 'DELETE /v4/packaging/drafts/:id/',
        path: '/v4/packaging/drafts/999999/',
        expected: only(CREATORS, 404),
    },

    // Supplier 1 is the `supplier` account's own.
    {
        route: 'GET /v4/catalog/suppliers/:id/service-agreement/',
        path: '/v4/catalog/suppliers/1/service-agreement/',
        expected: only(['supplier']),
    },
    {
        route: 'POST /v4/catalog/suppliers/:id/service-agreement/',
        path: '/v4/catalog/suppliers/1/service-agreement/',
        json: () => ({ version: SERVICE_AGREEMENT.version }),
        expected: only(['supplier'], 201),
    },

    { route: 'GET /v4/partner-resources/', expected: only(PARTNERS) },
    {
        route: 'GET /v4/partner-resources/:id/download/',
        path: '/v4/partner-resources/1/download/',
        expected: only(PARTNERS),
    },
    { route: 'GET /v4/my/billing/', expected: only(PARTNERS) },
    { route: 'PATCH /v4/my/billing/', json: () => ({ city: 'Boulder' }), expected: only(PARTNERS) },
    // User 9 is the `supplier` account (the ninth seeded: seven staff roles, the DJ-store admin, then it).
    { route: 'GET /v4/accounts/billing/', path: '/v4/accounts/billing/?user_id=9', expected: only(BILLING_KEEPERS) },
    {
        route: 'PATCH /v4/accounts/billing/',
        path: '/v4/accounts/billing/?user_id=9',
        json: () => ({ tax_id: 'TX-1' }),
        expected: only(BILLING_KEEPERS),
    },
    { route: 'GET /v4/support/tickets/', expected: only(PARTNERS) },
    {
        route: 'POST /v4/support/tickets/',
        json: () => ({ subject: 'Perm', message: 'Checking the contact form.' }),
        expected: only(PARTNERS, 201),
    },
];
