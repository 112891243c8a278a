import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { grantsOf, hasAccess, type PermissionList } from '../../resources/permissions';
import { defineResource, filter, SEARCH_SECTIONS } from '../../resources/schema';
import { text } from '../../resources/fields';
import { searchArea, searchTypeAt } from '../../resources/searchArea';

const as =
    (scope: string, brand = 'download') =>
    (list?: PermissionList) =>
        hasAccess(list, grantsOf({ scope, feature: [], brand }));

describe('the search area over the registry', () => {
    it('offers staff every catalog type that declares the section, at /search/{section}/{type}', () => {
        const area = searchArea(resources, as('app:staff staff:admin'));
        const catalog = area.find(s => s.section === 'catalog')!;
        expect(catalog.label).toBe('Catalog');
        expect(catalog.types.map(t => t.path)).toContain('/search/catalog/tracks');
        expect(catalog.types.map(t => t.def.name)).toEqual(
            resources.filter(r => r.searchSection === 'catalog' && r.section === 'catalog').map(r => r.name)
        );
        expect(searchTypeAt(area, 'catalog', 'tracks')?.def.name).toBe('catalog/tracks');
        expect(searchTypeAt(area, 'catalog', 'nothing')).toBeUndefined();
    });
    it('leaves out the types a user may not use, and sections left empty', () => {
        const supplier = searchArea(resources, as('app:partner user:supplier'));
        const names = supplier.flatMap(s => s.types.map(t => t.def.name));
        expect(names).toContain('catalog/tracks');
        expect(names).not.toContain('catalog/suppliers');
        expect(names).not.toContain('catalog/charts');
        expect(searchArea(resources, as('app:partner user:artist'))).toEqual([]);
    });
    it('picks up a resource that declares its section, with no other edit', () => {
        // A section with no type this user may search (support, for finance) appears, in its place, once one declares it.
        const users = defineResource({
            name: 'support/payouts',
            section: 'support',
            searchSection: 'support',
            label: 'Payout |||| Payouts',
            access: [['app:staff']],
            fields: { username: text('Username') },
            filters: [filter('username', 'text', 'Username')],
            columns: ['username'],
            tabs: [],
        });
        const who = as('app:staff staff:finance');
        const before = searchArea(resources, who).map(s => s.section);
        expect(before).not.toContain('support');
        const after = searchArea([...resources, users], who);
        expect(after.map(s => s.section)).toEqual(SEARCH_SECTIONS.filter(s => s === 'support' || before.includes(s)));
        expect(after.find(s => s.section === 'support')!.types[0].path).toBe('/search/support/payouts');
    });
});
