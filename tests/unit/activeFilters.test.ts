/** A list's active filters in words, whether or not their inputs are on screen. */
import { describe, expect, it } from 'vitest';
import pageModules from '../../resources/curation/pageModules';
import deliveries from '../../resources/delivery/deliveries';
import orders from '../../resources/support/orders';
import { hasAccess } from '../../resources/permissions';
import { activeFilters } from '../../src/views/activeFilters';

describe('activeFilters', () => {
    it('reads each active filter as a person would, in the schema’s order', () => {
        expect(
            activeFilters(orders.filters, {
                purchaser_ip: '10.0.0.7',
                status: 'open',
                date_created: { gte: '2026-01-01', lte: '2026-01-31' },
                user_id: [3, 4],
            })
        ).toEqual([
            { name: 'status', label: 'Status', value: 'Open' },
            { name: 'purchaser_ip', label: 'Purchaser IP', value: '10.0.0.7' },
            { name: 'date_created', label: 'Date Created', value: '2026-01-01 – 2026-01-31' },
            { name: 'user_id', label: 'User IDs', value: '3, 4' },
        ]);
    });
    it('leaves out empty values and keeps a filter the schema does not name (a hand-made link)', () => {
        expect(activeFilters(orders.filters, { status: '', email: undefined, brand: 'dj' })).toEqual([
            { name: 'brand', label: 'brand', value: 'dj' },
        ]);
        expect(activeFilters(orders.filters, {})).toEqual([]);
    });
});

describe('chips read codes by name', () => {
    it('a choice in the reader’s wording (partners’ own), a reference by its record’s name', () => {
        const partner = (list?: Parameters<typeof hasAccess>[0]) =>
            hasAccess(list, { scope: 'app:partner user:label', brand: 'download' });
        expect(
            activeFilters(deliveries.filters, { release_status: 'filter-rejected' }, { allowed: partner }).map(
                a => a.value
            )
        ).toEqual(['Not accepted']);
        expect(activeFilters(deliveries.filters, { release_status: 'filter-rejected' }).map(a => a.value)).toEqual([
            'Filter rejected',
        ]);
        const names = (resource: string, id: unknown) =>
            resource === 'curation/pages' && id === 3 ? 'Summer House' : undefined;
        expect(activeFilters(pageModules.filters, { page_id: 3 }, { names }).map(a => a.value)).toEqual([
            'Summer House',
        ]);
        expect(activeFilters(pageModules.filters, { page_id: 4 }, { names }).map(a => a.value)).toEqual(['#4']);
    });
});
