/** The app shell's view of the registry (scripts/resourceManifest.ts): built from it, nothing lost. */
import { describe, expect, it } from 'vitest';
import { referenceResources, resources } from '../../resources';
import { RESOURCE_META_KEYS, resourceMeta, type ResourceDef } from '../../resources/schema';
import { manifestModule } from '../../scripts/resourceManifest';

const exported = (code: string, name: string) =>
    JSON.parse(new RegExp(`^export const ${name} = (.*);$`, 'm').exec(code)![1]) as unknown;

describe('resourceMeta', () => {
    it('keeps what the shell needs and nothing of the schema', () => {
        const tracks = resources.find(r => r.name === 'catalog/tracks')!;
        const meta = resourceMeta(tracks);
        expect(Object.keys(meta).every(k => (RESOURCE_META_KEYS as readonly string[]).includes(k))).toBe(true);
        expect(meta).toMatchObject({ name: 'catalog/tracks', label: tracks.label, access: tracks.access });
        expect(meta).not.toHaveProperty('fields');
        expect(meta).not.toHaveProperty('filters');
        // Keys a resource leaves out stay out (no `deleteAccess: undefined` in the shell).
        expect('deleteAccess' in meta).toBe(tracks.deleteAccess !== undefined);
    });
});

// Each test reads every resource module: seconds on a busy machine, not the unit default of 5.
describe('the manifest module', { timeout: 30_000 }, () => {
    it('lists every resource of the registry in order, as resourceMeta has it', async () => {
        const { code } = await manifestModule();
        expect(exported(code, 'resources')).toEqual(JSON.parse(JSON.stringify(resources.map(resourceMeta))));
        expect(exported(code, 'referenceResources')).toEqual(
            JSON.parse(JSON.stringify(referenceResources.map(resourceMeta)))
        );
    });

    it("loads each resource's schema from the module that declares it", async () => {
        const { code } = await manifestModule();
        const loaders = [...code.matchAll(/^ {4}"([^"]+)": \(\) => import\("([^"]+)"\),$/gm)];
        const all = [...resources, ...referenceResources];
        expect(loaders.map(l => l[1])).toEqual(all.map(r => r.name));
        for (const [, name, file] of loaders) {
            const { default: def } = (await import(file)) as { default: ResourceDef };
            expect(def.name).toBe(name);
        }
    });
});
