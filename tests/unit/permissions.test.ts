import { describe, expect, it } from 'vitest';
import {
    accessText,
    appContext,
    BRAND_FIRST,
    BRAND_SECOND,
    grantsOf,
    hasAccess,
    P,
    PARTNER_SCOPE,
    STAFF_SCOPE,
} from '../../resources/permissions';

const user = (scope: string, brand = 'download', feature: string[] = []) => ({ scope, brand, feature });
const staffUser = (role: string, brand = 'download') => user(`${STAFF_SCOPE} staff:${role}`, brand);
const partnerUser = (type: string, brand = 'download') => user(`${PARTNER_SCOPE} user:${type}`, brand);

describe('hasAccess: one group fully held grants access', () => {
    it('needs every entry of some group', () => {
        expect(hasAccess([['a', 'b'], ['c']], user('a b'))).toBe(true);
        expect(hasAccess([['a', 'b'], ['c']], user('a'))).toBe(false);
        expect(hasAccess([['a', 'b'], ['c']], user('x c'))).toBe(true);
        expect(hasAccess([], user('a'))).toBe(false);
        expect(hasAccess(undefined, user(''))).toBe(true);
    });
    it('counts features and the brand as grants', () => {
        expect(hasAccess([['feature:x']], user('a', 'download', ['feature:x']))).toBe(true);
        expect(hasAccess([[BRAND_SECOND]], user('a', 'dj'))).toBe(true);
        expect(hasAccess([[BRAND_SECOND]], user('a', 'download'))).toBe(false);
        expect(grantsOf(user('  a   b ', 'download')).has(BRAND_FIRST)).toBe(true);
    });
});

/** The named lists of spec §6 against sample users: [list, users allowed, users refused]. */
const table: [keyof typeof P, ReturnType<typeof user>[], ReturnType<typeof user>[]][] = [
    [
        'ADMIN_CONTENT_OPS',
        [staffUser('admin'), staffUser('content_ops')],
        [staffUser('curation'), partnerUser('label')],
    ],
    ['ADMIN_CONTENT_OPS_CURATION', [staffUser('curation')], [staffUser('marketing')]],
    [
        'CATALOG_EDITORS',
        [staffUser('label_mgmt'), staffUser('support')],
        [staffUser('finance'), staffUser('marketing')],
    ],
    ['ADMIN_SUPPORT', [staffUser('support')], [staffUser('content_ops')]],
    ['ADMIN_MARKETING_SUPPORT', [staffUser('marketing')], [staffUser('curation')]],
    ['ADMIN_CONTENT_OPS_SUPPORT', [staffUser('support'), staffUser('content_ops')], [staffUser('finance')]],
    [
        'ADMIN_CONTENT_OPS_SUPPORT_OR_SECOND_BRAND',
        [staffUser('finance', 'dj'), partnerUser('dj', 'dj')],
        [staffUser('finance')],
    ],
    [
        'ANY_STAFF_SECOND_BRAND',
        [staffUser('finance', 'dj'), staffUser('admin', 'dj')],
        [staffUser('admin'), partnerUser('label', 'dj')],
    ],
    ['ADMIN_CURATION_MARKETING', [staffUser('marketing')], [staffUser('support')]],
    [
        'CATALOG',
        [staffUser('finance'), partnerUser('supplier'), partnerUser('label')],
        [partnerUser('artist'), partnerUser('dj')],
    ],
    ['CHARTS', [staffUser('finance')], [partnerUser('supplier')]],
    ['COUPONS', [staffUser('label_mgmt'), staffUser('marketing')], [staffUser('content_ops')]],
    ['DELIVERIES', [staffUser('label_mgmt')], [staffUser('support')]],
    ['ORDERS', [staffUser('support')], [staffUser('finance')]],
    ['USERS', [staffUser('curation')], [staffUser('marketing')]],
    ['CURATION', [staffUser('marketing')], [staffUser('support')]],
    ['LIVE', [staffUser('curation')], [staffUser('marketing')]],
    ['SUPPLIERS', [staffUser('finance')], [staffUser('support'), partnerUser('supplier')]],
    ['LABELS', [partnerUser('supplier'), staffUser('marketing')], [staffUser('support'), partnerUser('label')]],
    ['SERVICE_AGREEMENT', [partnerUser('supplier')], [partnerUser('label'), user('staff:admin user:supplier')]],
    ['HYPE_FILTER', [staffUser('admin')], [staffUser('admin', 'dj')]],
    [
        'DJ_EDIT_FILTER',
        [staffUser('curation', 'dj')],
        [staffUser('curation'), staffUser('marketing', 'dj'), user('staff:admin', 'dj')],
    ],
];

describe('named permission lists of spec §6', () => {
    for (const [name, yes, no] of table) {
        it(name, () => {
            for (const u of yes) expect(hasAccess(P[name], u), `${name} should allow ${u.scope} ${u.brand}`).toBe(true);
            for (const u of no)
                expect(hasAccess(P[name], u), `${name} should refuse ${u.scope} ${u.brand}`).toBe(false);
        });
    }
});

describe('appContext', () => {
    it('tells the staff app from the partner app, or neither', () => {
        expect(appContext('app:staff staff:admin')).toBe('staff');
        expect(appContext('app:partner user:label')).toBe('partner');
        expect(appContext('staff:admin')).toBeNull();
        expect(appContext('')).toBeNull();
    });
});

describe('accessText: the account page reads a scope in words', () => {
    it('names staff roles and partner types, leaving app contexts and brands out', () => {
        expect(accessText('app:staff staff:admin')).toBe('Staff: Admin');
        expect(accessText('app:staff staff:label_mgmt staff:content_ops brand:dj')).toBe(
            'Staff: Label management, Content ops'
        );
        expect(accessText('app:partner user:dj')).toBe('Partner: DJ');
        expect(accessText('app:partner')).toBe('');
    });
});
