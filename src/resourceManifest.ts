/**
 * The resources as the app shell knows them, before their schemas load (built from the registry,
 * see scripts/resourceManifest.ts): the menu, routes, access checks and record titles read these.
 * A resource's schema (fields, filters, tabs) loads with its views, once.
 */
import * as built from 'virtual:resource-manifest';
import type { PermissionList } from '../resources/permissions';
import type { ResourceDef, ResourceMeta } from '../resources/schema';
import { firstMenuEntry } from '../resources/sections';

/** The registry's resources with screens, in menu order, as the app shell knows them. */
export const resources = built.resources as ResourceMeta[];
/** The resources read by references only. */
export const referenceResources = built.referenceResources as ResourceMeta[];
const loaders = built.loaders as Record<string, () => Promise<{ default: ResourceDef }>>;

export const findMeta = (name: string): ResourceMeta | undefined =>
    resources.find(r => r.name === name) ?? referenceResources.find(r => r.name === name);

export const firstMenuResource = (allowed: (list?: PermissionList) => boolean) => firstMenuEntry(resources, allowed);

const requested = new Map<string, Promise<ResourceDef>>();
const loaded = new Map<string, ResourceDef>();

/** A resource's schema: one request, then the same promise (React's `use` needs it stable). */
export function loadSchema(name: string): Promise<ResourceDef> {
    let schema = requested.get(name);
    if (!schema) {
        const load = loaders[name];
        schema = load
            ? load().then(m => (loaded.set(name, m.default), m.default))
            : Promise.reject(new Error(`No resource is called ${name}`));
        // A failed download is tried again the next time the screen opens.
        schema.catch(() => requested.delete(name));
        requested.set(name, schema);
    }
    return schema;
}

/** A resource's schema if it has loaded (no need to wait for it then). */
export const loadedSchema = (name: string): ResourceDef | undefined => loaded.get(name);

/** A field's label, once its resource's schema has loaded. */
export const loadedFieldLabel = (resource: string, field: string): string | undefined =>
    loaded.get(resource)?.fields[field]?.label;
