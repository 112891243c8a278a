/**
 * A resource's identity is its declaration: its icon, /create place and curation item type are
 * properties of it, and its name is one across the model file, the menu section and the server
 * module, or resources/index.ts's NAME_EXCEPTIONS says where and why it differs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOG_ITEM_TYPES } from '../../resources/curation/layout';
import { findResource, NAME_EXCEPTIONS, referenceResources, resources } from '../../resources';
import { CATALOG_LINK_TYPES } from '../../resources/format';
import type { ResourceDef } from '../../resources/schema';
import { SECTIONS } from '../../resources/sections';
import type { ServerModule } from '../../server/core/module';

const registry = [...resources, ...referenceResources];
const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The files a registry imports, by what they export: `import x from './p'` and `import { a, b } from './p'`. */
async function importedModules(registryFile: string): Promise<{ file: string; exports: unknown[] }[]> {
    const base = registryFile.slice(0, registryFile.lastIndexOf('/'));
    const lines = readFileSync(registryFile, 'utf8').matchAll(/^import (?!type )[^'"]+ from '(\.[^']+)';$/gm);
    return Promise.all(
        [...lines].map(async ([, path]) => {
            const stem = `${base}/${path.slice(2)}`;
            const file = existsSync(`${stem}.ts`) ? `${stem}.ts` : `${stem}/index.ts`;
            return { file, exports: Object.values((await import(`../../${file}`)) as Record<string, unknown>) };
        })
    );
}

describe('one identity per resource', () => {
    it('every menu entry names an icon the console has', () => {
        const icons = new Set(
            [
                ...readFileSync('src/layout/icons.ts', 'utf8').matchAll(
                    /^import (\w+) from '@mui\/icons-material\/\1';$/gm
                ),
            ].map(m => m[1])
        );
        const inMenu = resources.filter(r => SECTIONS.some(s => s.hasResources && s.path === r.section));
        const missing = [...inMenu, ...SECTIONS.filter(s => s.path !== 'catalog')]
            .map(e => ('name' in e ? e.name : e.path) + ' → ' + String(e.icon))
            .filter(e => !icons.has(e.split(' → ')[1]));
        expect(missing).toEqual([]);
    });

    it('each /create place and each curation item type is declared by one resource', () => {
        const places = resources.flatMap(r => (r.quickCreate ? [r.quickCreate] : []));
        expect(new Set(places).size).toBe(places.length);
        for (const type of CATALOG_ITEM_TYPES)
            expect(
                resources.filter(r => r.curationItemType === type).map(r => r.name),
                type
            ).toHaveLength(1);
    });

    it('every catalog link type is a registered catalog resource', () => {
        for (const type of CATALOG_LINK_TYPES) expect(findResource(`catalog/${type}`), type).toBeDefined();
    });

    it("support's areas are its resources, by their own name, label and access", () => {
        const areas = SECTIONS.find(s => s.path === 'support')?.areas ?? [];
        expect(areas.length).toBeGreaterThan(0);
        for (const area of areas) {
            const def = resources.find(r => r.name === `support/${area.id}`);
            expect(
                def && { section: def.section, label: def.label.split('||||')[1].trim(), access: def.access },
                area.id
            ).toEqual({
                section: 'support',
                label: area.label,
                access: area.access,
            });
        }
    });

    it('model file, section and server module share the resource’s name, or the table says why not', async () => {
        const models = await importedModules('resources/index.ts');
        const modelOf = (def: ResourceDef) => models.find(m => m.exports.includes(def))?.file;
        const servers = await importedModules('server/registry.ts');
        // The module that serves the resource's collection (others may add routes below it: release encode).
        const serves = (name: string, key: 'collection' | 'routes') =>
            servers.find(m => m.exports.some(e => (e as ServerModule)?.name === name && (e as ServerModule)[key]))
                ?.file;
        const serverOf = (name: string) => serves(name, 'collection') ?? serves(name, 'routes');
        const found = registry.map(def => {
            const [folder, name] = def.name.split('/');
            const stem = `server/modules/${folder === 'catalog' ? '' : `${folder}/`}${camel(name)}`;
            const rule = {
                model: `resources/${folder}/${camel(name)}.ts`,
                section: folder,
                server: [`${stem}.ts`, `${stem}/index.ts`].find(f => f === serverOf(def.name)) ?? `${stem}.ts`,
            };
            const expected = { ...rule, ...NAME_EXCEPTIONS[def.name] };
            delete (expected as { why?: string }).why;
            return {
                name: def.name,
                expected,
                actual: { model: modelOf(def), section: def.section, server: serverOf(def.name) },
            };
        });
        expect(found.map(f => ({ name: f.name, ...f.actual }))).toEqual(
            found.map(f => ({ name: f.name, ...f.expected }))
        );
        // A row for a resource that agrees (or is gone) would explain nothing.
        for (const [name, row] of Object.entries(NAME_EXCEPTIONS)) {
            const def = registry.find(r => r.name === name);
            expect(def, name).toBeDefined();
            expect(row.why.length, name).toBeGreaterThan(10);
        }
    });
});
