/** /create's entries: from the registry by the declared types, each for who may create it. */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { hasAccess, P, partner, staff, STAFF_SCOPE, type PermissionList } from '../../resources/permissions';
import { quickCreateEntries } from '../../resources/quickCreate';

const packaging = { label: 'Release (packaging tool)', access: P.ADMIN_CONTENT_OPS };
const as = (scope: string) => (list?: PermissionList) => hasAccess(list, { scope });
const ids = (allowed: (list?: PermissionList) => boolean, registry = resources) =>
    quickCreateEntries(registry, allowed, packaging).map(e => e.id);

describe('quick create', () => {
    it('offers an admin the packaging tool and each quick-creatable resource it may create', () => {
        expect(ids(as(`${STAFF_SCOPE} ${staff('admin')}`))).toEqual([
            'packaging',
            'catalog/artists',
            'catalog/labels',
            'catalog/charts',
            'curation/pages',
            'support/coupons',
            'live/streams',
        ]);
    });
    it('offers each user only what it may create', () => {
        const curation = ids(as(`${STAFF_SCOPE} ${staff('curation')}`));
        expect(curation).not.toContain('packaging');
        expect(curation).toContain('live/streams');
        expect(ids(as(`app:partner ${partner('label')}`))).toEqual([]);
    });
    it('entries come from the registry: coupons appear to who may create them, and go when unregistered', () => {
        const marketing = as(`${STAFF_SCOPE} ${staff('marketing')}`);
        expect(quickCreateEntries(resources, marketing, packaging).find(e => e.id === 'support/coupons')).toEqual({
            id: 'support/coupons',
            label: 'Coupon',
            to: '/support/coupons/create',
        });
        expect(ids(as(`${STAFF_SCOPE} ${staff('finance')}`))).not.toContain('support/coupons');
        const without = resources.filter(r => r.name !== 'support/coupons');
        expect(ids(marketing, without)).not.toContain('support/coupons');
    });
});
