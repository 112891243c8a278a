import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { grantsOf, hasAccess, type PermissionList } from '../../resources/permissions';
import { defineResource, filter, text } from '../../resources/schema';
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
        const pages = defineResource({
            name: 'curation/pages',
            section: 'curation',
            searchSection: 'curation',
            label: 'Page |||| Pages',
            access: [['app:staff']],
            fields: { name: text('Name') },
            filters: [filter('name', 'text', 'Name')],
            columns: ['name'],
            tabs: [],
        });
        const area = searchArea([...resources, pages], as('app:staff staff:curation'));
        expect(area.map(s => s.section)).toEqual(['catalog', 'curation']);
        expect(area[1].types[0].path).toBe('/search/curation/pages');
    });
});
