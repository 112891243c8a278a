import { describe, expect, it } from 'vitest';
import { hasAccess, P } from '../../resources/permissions';
import { firstMenuResource, resources, referenceResources } from '../../resources';
import { defineResource, filter, repeatedTabLabels, visibleFields, type ResourceDef } from '../../resources/schema';
import { boolean, canEditField, number, text } from '../../resources/fields';
import { columnLabel } from '../../src/views/columns';
import { fieldError, lengthHint, validateRecord } from '../../resources/validation';

const base = (over: Partial<ResourceDef> = {}) =>
    defineResource({
        name: 'test/widgets',
        section: 'test',
        label: 'Widget |||| Widgets',
        access: P.ANY_USER,
        fields: {
            name: text('Name', { max: 5, required: true }),
            size: number('Size', { min: 1, max: 10, integer: true }),
            secret: text('Secret', { access: P.STAFF }),
            locked: boolean('Locked', { editAccess: P.STAFF }),
            computed: text('Computed', { readOnly: true }),
        },
        filters: [filter('name', 'text', 'Name'), filter('id', 'idList', 'IDs', { access: P.STAFF })],
        columns: ['id', 'name'],
        tabs: [{ id: 'main', label: 'Main', fields: ['name', 'size'] }],
        ...over,
    });

const staffUser = { scope: 'app:staff staff:admin' };
const partnerUser = { scope: 'app:partner user:label' };
const allowedFor = (u: { scope: string }) => (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, u);

describe('defineResource', () => {
    it('takes 1 to 3 list columns', () => {
        expect(() => base({ columns: [] })).toThrow(/1 to 3/);
        expect(() => base({ columns: ['id', 'name', 'size', 'secret'] })).toThrow(/1 to 3/);
        expect(base({ columns: ['id', 'name', 'size'] }).columns).toHaveLength(3);
    });
    it('refuses a tab naming an unknown field', () => {
        expect(() => base({ tabs: [{ id: 'x', label: 'X', fields: ['nope'] }] })).toThrow(/unknown field nope/);
    });
    it('every registered resource is valid and has a unique v4 path', () => {
        const names = [...resources, ...referenceResources].map(r => r.name);
        expect(new Set(names).size).toBe(names.length);
        // v4 paths: {category}/{type}.
        for (const r of resources) expect(r.name).toMatch(/^[a-z-]+\/[a-z-]+$/);
    });
});

describe('field access', () => {
    const def = base();
    it('a field the user may not see is absent', () => {
        expect(visibleFields(def, allowedFor(staffUser))).toContain('secret');
        expect(visibleFields(def, allowedFor(partnerUser))).not.toContain('secret');
    });
    it('a field the user may see but not change is read-only', () => {
        expect(canEditField(def.fields.locked, allowedFor(staffUser))).toBe(true);
        expect(canEditField(def.fields.locked, allowedFor(partnerUser))).toBe(false);
        expect(canEditField(def.fields.computed, allowedFor(staffUser))).toBe(false);
    });
});

describe('client validation from the schema', () => {
    const def = base({
        validate: (v): Record<string, string> => (v.size === 3 ? { size: 'Three is not allowed' } : {}),
    });
    it('required, max length, ranges, integers', () => {
        expect(fieldError(def.fields.name, '')).toBe('Required');
        expect(fieldError(def.fields.name, '   ')).toBe('Required');
        expect(fieldError(def.fields.name, 'abcdef')).toBe('Must be 5 characters or fewer');
        expect(fieldError(def.fields.size, 11)).toBe('Must be between 1 and 10');
        expect(fieldError(def.fields.size, 2.5)).toBe('Must be a number');
        expect(fieldError(def.fields.size, null)).toBeUndefined();
    });
    it('record validation covers the given fields and the cross-field rules', () => {
        expect(validateRecord(def, ['name', 'size'], { name: 'abcdef', size: 3 })).toEqual({
            name: 'Must be 5 characters or fewer',
            size: 'Three is not allowed',
        });
        expect(validateRecord(def, ['name'], { name: 'ok', size: 3 })).toEqual({});
    });
    it('length hints count characters against the limit', () => {
        expect(lengthHint(def.fields.name, 'abc')).toBe('3/5');
        expect(lengthHint(def.fields.size, 3)).toBeUndefined();
    });
    it('column labels come from the schema', () => {
        expect(columnLabel(def, 'id')).toBe('ID');
        expect(columnLabel(def, 'name')).toBe('Name');
        const tracks = resources.find(r => r.name === 'catalog/releases')!;
        expect(columnLabel(tracks, 'label.name')).toBe('Label');
    });
});

describe('the first list of the menu', () => {
    const as = (scope: string) => (list?: Parameters<typeof hasAccess>[0]) => hasAccess(list, { scope });
    it('is the first catalog resource the user may see', () => {
        expect(firstMenuResource(as('staff:admin'))?.name).toBe('catalog/tracks');
        expect(firstMenuResource(as('user:label'))?.name).toBe('catalog/tracks');
        expect(firstMenuResource(as('user:dj'))).toBeUndefined();
    });
});

describe('a tab shows each label once', () => {
    it('no resource shows a field label that is also a heading of its tab’s lists', () => {
        for (const def of [...resources, ...referenceResources]) expect(repeatedTabLabels(def), def.name).toEqual([]);
    });

    it('a definition that would is refused', () => {
        const people = resources.find(r => r.name === 'support/coupons')!.tabs.find(t => t.id === 'people')!;
        expect(() =>
            base({
                fields: { registered: number('Registered People', { readOnly: true }) },
                tabs: [{ id: 'people', label: 'People', fields: ['registered'], subs: people.subs }],
            })
        ).toThrow('a label shown twice on a tab (people: registered)');
    });
});

describe('date filters over instants', () => {
    const instant = (resource: string, name: string) =>
        resources.find(r => r.name === resource)!.filters.find(f => f.name === name)!.instant;
    it('are the ones over datetime fields (their days are Mountain days), or say so', () => {
        expect(instant('support/users', 'created_date')).toBe(true);
        expect(instant('support/orders', 'date_created')).toBe(true);
        expect(instant('support/hype-purchases', 'date')).toBe(true);
        // A coupon's start is an instant since issue 40 (its validity turns at a minute, not a day's edge).
        expect(instant('support/coupons', 'start_date')).toBe(true);
        expect(instant('catalog/releases', 'release_date')).toBe(false);
    });
});
