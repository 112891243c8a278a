/** The notices that name their thing, built from a resource's label (src/i18n/notices.ts). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fallbackNotifications, nameInSentence, recordInNotice, resourceNotifications } from '../../src/i18n/notices';

/** The messages as polyglot reads them (plurals by smart_count). */
function translator(label: string) {
    const catalogue = { n: resourceNotifications(label) } as unknown as TranslationMessages;
    const i18n = polyglotI18nProvider(() => catalogue, 'en');
    return (key: string, args: Record<string, unknown> = {}) => i18n.translate(`n.${key}`, args);
}

describe('notices', () => {
    it('name a resource inside a sentence, keeping acronyms', () => {
        expect(nameInSentence('Tracks')).toBe('tracks');
        expect(nameInSentence('Page Modules')).toBe('page modules');
        expect(nameInSentence('DJ Profiles')).toBe('DJ profiles');
        expect(nameInSentence('Music-profile Artist')).toBe('music-profile artist');
    });

    it('name a saved, created, deleted or missing record by its resource', () => {
        const t = translator('Track |||| Tracks');
        expect(t('saved', { record: '"Deep Tide"' })).toBe('Track "Deep Tide" saved');
        expect(t('removed', { record: '42' })).toBe('Track 42 deleted');
        expect(t('created')).toBe('Track created');
        expect(t('missing')).toBe('That track no longer exists');
        expect(translator('Supplier |||| Suppliers')('created')).toBe('Supplier created');
    });

    it('count records in the singular and the plural', () => {
        const t = translator('DJ Profile |||| DJ Profiles');
        expect(t('bulk_updated', { smart_count: 3 })).toBe('3 DJ profiles updated');
        expect(t('bulk_updated', { smart_count: 1 })).toBe('1 DJ profile updated');
        expect(t('bulk_deleted', { smart_count: 2 })).toBe('2 DJ profiles deleted');
        // react-admin's own keys: one record saved, or a count of them.
        expect(t('updated', { smart_count: 1 })).toBe('DJ Profile saved');
        expect(t('updated', { smart_count: 4 })).toBe('4 DJ profiles updated');
        expect(t('deleted', { smart_count: 4 })).toBe('4 DJ profiles deleted');
    });

    it('never say "Element", not even for a resource they do not know', () => {
        const all = [
            ...Object.values(resourceNotifications('Track |||| Tracks')),
            ...Object.values(fallbackNotifications),
        ];
        expect(all.filter(text => /element/i.test(text))).toEqual([]);
    });

    it('give a record by its title in quotes, or by its id', () => {
        expect(recordInNotice({ id: 7, name: ' Deep Tide ' }, 'name')).toBe('"Deep Tide"');
        expect(recordInNotice({ id: 7, name: '' }, 'name')).toBe('7');
        expect(recordInNotice({ id: 7, amount: 3.5 }, 'amount')).toBe('7');
        expect(recordInNotice({ id: 7 }, 'id')).toBe('7');
        expect(recordInNotice({ id: 7 })).toBe('7');
        expect(recordInNotice(undefined, 'name')).toBe('');
    });
});
