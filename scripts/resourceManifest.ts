/**
 * The Vite plugin behind `virtual:resource-manifest`: what the app shell needs of every resource
 * before its schema loads (`resourceMeta`: name, label, section, access, record title, search
 * section) and one loader per schema. It is computed from the registry when the console is built,
 * so each resource is still declared once, in its own file, while its fields, filters and tabs load
 * with its views instead of with the app shell.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { ResourceDef, ResourceMeta } from '../resources/schema';

const ID = 'virtual:resource-manifest';
const registryFile = fileURLToPath(new URL('../resources/index.ts', import.meta.url));

interface Registry {
    resources: ResourceDef[];
    referenceResources: ResourceDef[];
}

/** The module that declares each resource, from the registry's own imports. */
async function resourceFiles(): Promise<Map<string, string>> {
    const files = new Map<string, string>();
    const imports = readFileSync(registryFile, 'utf8').matchAll(/^import (\w+) from '(\.[^']+)';$/gm);
    for (const [, , path] of imports) {
        const file = resolve(dirname(registryFile), `${path}.ts`);
        const { default: def } = (await tsImport(file, import.meta.url)) as { default?: Partial<ResourceDef> };
        if (def?.name) files.set(def.name, file);
    }
    return files;
}

export async function manifestModule(): Promise<{ code: string; files: string[] }> {
    const { resources, referenceResources } = (await tsImport(registryFile, import.meta.url)) as Registry;
    const { resourceMeta } = (await tsImport('../resources/schema.ts', import.meta.url)) as {
        resourceMeta: (def: ResourceDef) => ResourceMeta;
    };
    const files = await resourceFiles();
    const loaders = [...resources, ...referenceResources].map(def => {
        const file = files.get(def.name);
        if (!file) throw new Error(`resource manifest: no module of resources/index.ts declares ${def.name}`);
        return `    ${JSON.stringify(def.name)}: () => import(${JSON.stringify(file)}),`;
    });
    const code = [
        `export const resources = ${JSON.stringify(resources.map(resourceMeta))};`,
        `export const referenceResources = ${JSON.stringify(referenceResources.map(resourceMeta))};`,
        `export const loaders = {\n${loaders.join('\n')}\n};`,
    ].join('\n');
    return { code, files: [registryFile, ...files.values()] };
}

export function resourceManifest(): Plugin {
    return {
        name: 'resource-manifest',
        resolveId: id => (id === ID ? `\0${ID}` : undefined),
        async load(id) {
            if (id !== `\0${ID}`) return undefined;
            const { code, files } = await manifestModule();
            for (const file of files) this.addWatchFile(file);
            return code;
        },
    };
}
