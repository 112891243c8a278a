import { describe, expect, it } from 'vitest';
import {
    clearPreferences,
    emptyPreferences,
    preferencesFor,
    readPreferences,
    setPreference,
} from '../../authProvider/preferences';
import { PREFERENCES_VERSION } from '../../resources/constants';

const mine = { version: 2, user: 'admin', items: { 'search.catalog/tracks.columns': ['bpm'] } };

describe('preferences (version 2, per user)', () => {
    it('are version 2', () => {
        expect(PREFERENCES_VERSION).toBe(2);
        expect(emptyPreferences('admin')).toEqual({ version: 2, user: 'admin', items: {} });
    });
    it('read what was stored when it is this version, the defaults otherwise', () => {
        expect(readPreferences(mine)).toEqual(mine);
        expect(readPreferences({ ...mine, version: 1 })).toEqual(emptyPreferences());
        expect(readPreferences({ ...mine, items: [1] })).toEqual(emptyPreferences());
        expect(readPreferences(null)).toEqual(emptyPreferences());
        expect(readPreferences('junk')).toEqual(emptyPreferences());
    });
    it('are initialised per user: kept for the same user, fresh for another', () => {
        expect(preferencesFor(mine, 'admin')).toBe(mine);
        expect(preferencesFor(mine, 'marketing')).toMatchObject({ version: 2, user: 'marketing', items: {} });
        expect(preferencesFor({ ...mine, version: 1 }, 'admin')).toEqual(emptyPreferences('admin'));
    });
    it('are kept apart per user: another user signing in and out leaves the first one’s choices', () => {
        const marketing = preferencesFor(mine, 'marketing');
        const theirs = setPreference(marketing, 'catalog/labels.columns', ['enabled']);
        const back = preferencesFor(theirs, 'admin');
        expect(back).toMatchObject({ user: 'admin', items: mine.items });
        expect(preferencesFor(back, 'marketing').items).toEqual({ 'catalog/labels.columns': ['enabled'] });
        expect(preferencesFor(back, 'finance').items).toEqual({});
        // And through what is stored between two page loads.
        expect(preferencesFor(readPreferences(JSON.parse(JSON.stringify(theirs))), 'admin').items).toEqual(mine.items);
    });
    it('update one choice without touching the others', () => {
        const next = setPreference(mine, 'search.catalog/tracks.listParams', { filter: { name: 'deep' } });
        expect(next.items).toEqual({ ...mine.items, 'search.catalog/tracks.listParams': { filter: { name: 'deep' } } });
        expect(mine.items).not.toHaveProperty('search.catalog/tracks.listParams');
    });
    it('clear one type’s choices, or all of them', () => {
        const both = setPreference(mine, 'search.catalog/labels.columns', ['enabled']);
        expect(clearPreferences(both, 'search.catalog/tracks.').items).toEqual({
            'search.catalog/labels.columns': ['enabled'],
        });
        expect(clearPreferences(both).items).toEqual({});
        expect(clearPreferences(both).user).toBe('admin');
    });
});
