/** In the console (src/resourceManifest.ts): schemas load on demand, once; their field labels reach react-admin's translations when they do. */
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n/provider';
import { findMeta, loadSchema, resources } from '../../src/resourceManifest';

describe('the resource manifest in the console', () => {
    it('knows every resource by name before any schema loads', () => {
        expect(resources.length).toBeGreaterThan(20);
        expect(findMeta('catalog/tracks')).toMatchObject({ section: 'catalog', recordTitle: 'name' });
        expect(findMeta('catalog/genres')).toBeDefined();
        expect(findMeta('catalog/nothing')).toBeUndefined();
        expect(i18nProvider.translate('resources.catalog/tracks.name', { smart_count: 2 })).toBe('Tracks');
    });

    it("adds a resource's field labels once its schema has loaded", async () => {
        // Fresh modules: the unit files share their worker's modules, and another file may have loaded
        // this schema already (a record's opening reads its pickers' choices ahead: src/prefetch.ts).
        vi.resetModules();
        const { i18nProvider } = await import('../../src/i18n/provider');
        const { loadSchema } = await import('../../src/resourceManifest');
        const key = 'resources.catalog/tracks.fields.isrc';
        expect(i18nProvider.translate(key, { _: 'fallback' })).toBe('fallback');
        const schema = loadSchema('catalog/tracks');
        expect(loadSchema('catalog/tracks')).toBe(schema);
        expect((await schema).fields.isrc.label).toBe('ISRC');
        expect(i18nProvider.translate(key, { _: 'fallback' })).toBe('ISRC');
    });

    it('refuses a resource it does not know, and asks again next time', async () => {
        const first = loadSchema('catalog/nothing');
        await expect(first).rejects.toThrow('No resource is called catalog/nothing');
        const second = loadSchema('catalog/nothing');
        expect(second).not.toBe(first);
        await expect(second).rejects.toThrow('No resource is called catalog/nothing');
    });
});
