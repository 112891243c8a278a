/** The list's columns: fixed ones first, then the fields a person can read in a list cell. */
import { describe, expect, it } from 'vitest';
import tracks from '../../resources/catalog/tracks';
import releases from '../../resources/catalog/releases';
import labelManagers from '../../resources/catalog/labelManagers';
import { hasAccess } from '../../resources/permissions';
import { cellText, hiddenByDefault, listColumns, valueAt } from '../../src/views/columns';

const as =
    (scope: string, brand = 'download') =>
    (list?: Parameters<typeof hasAccess>[0]) =>
        hasAccess(list, { scope, brand });
const admin = as('app:staff staff:admin');

describe('listColumns', () => {
    it('puts the fixed columns first, then the optional ones, hidden by default', () => {
        const columns = listColumns(tracks, admin);
        expect(columns.slice(0, 3).map(c => [c.source, c.fixed])).toEqual([
            ['id', true],
            ['name', true],
            ['artist_name', true],
        ]);
        const optional = columns.filter(c => !c.fixed).map(c => c.source);
        expect(optional).toEqual(expect.arrayContaining(['mix_name', 'bpm', 'release.name', 'genre.name', 'is_hype']));
        expect(hiddenByDefault(columns)).toEqual(optional);
    });
    it('leaves out what a list cell cannot show and fields the user may not see', () => {
        const sources = listColumns(tracks, as('app:staff staff:admin', 'dj')).map(c => c.source);
        expect(sources).not.toContain('copyright_holder');
        expect(sources).not.toContain('release_id');
        expect(sources).not.toContain('is_hype');
        expect(listColumns(releases, as('app:partner user:label')).map(c => c.source)).not.toContain('price_override');
        expect(listColumns(releases, admin).map(c => c.source)).not.toContain('image');
    });
    it('shows the optional columns the model shows (a release’s track count) until the user hides them', () => {
        const columns = listColumns(releases, admin);
        expect(columns.find(c => c.source === 'track_count')).toMatchObject({ fixed: false, label: 'Tracks' });
        expect(hiddenByDefault(columns)).not.toContain('track_count');
        expect(hiddenByDefault(columns)).toContain('catalog_number');
    });
    it('does not offer a fixed column twice', () => {
        const sources = listColumns(releases, admin).map(c => c.source);
        expect(sources.filter(s => s === 'label.name')).toHaveLength(1);
    });
});

describe('cellText', () => {
    it('shows choices by name, amounts in their currency, booleans and Mountain time', () => {
        const f = releases.fields;
        expect(cellText(f.exclusive_period_id, 2)).toBe('4 Weeks');
        expect(cellText(f.price_override, 9.5, { price_override_currency: 'EUR' })).toBe('€9.50');
        expect(cellText(f.is_hidden, 0)).toBe('No');
        expect(cellText({ kind: 'datetime', label: 'At' }, '2026-01-01T18:00:00Z')).toBe('2026-01-01 11:00 MST');
        expect(cellText(f.name, null)).toBe('');
        expect(valueAt({ release: { name: 'R' } }, 'release.name')).toBe('R');
    });

    it('a fixed column that is a field shows like one: Yes/No, not true/false', () => {
        const enabled = listColumns(labelManagers, admin).find(c => c.source === 'enabled')!;
        expect(enabled.fixed).toBe(true);
        expect(cellText(enabled.field!, true)).toBe('Yes');
        expect(cellText(enabled.field!, false)).toBe('No');
    });
});
