/**
 * Every call the console may make, by route, with its classification (spec §7's words or the
 * extension it needs), computed from the declarations: operations (`spec`), resources and
 * sub-resources (`v4`, with the defaults of `recordCall` and `subCall`), and the generic extras.
 * The reference server's §7-only profile mounts exactly the routes classified §7 here
 * (server/core/profile.ts); a test holds every route the server mounts to a row of this table.
 */
import { ext, type CallSpec } from './capabilities';
import moduleItems from './curation/moduleItems';
import { pageModulesOfPage } from './curation/pages';
import { referenceResources, resources } from './index';
import { OPERATIONS } from './operations';
import { operationRoute, type OperationMethod } from './operations/define';
import { type ResourceDef, type SubResourceDef } from './schema';
import { recordCall, subCall } from './offered';
import { MODULE_CALLS } from './moduleCalls';

/** `GET /v4/catalog/tracks/:id/` → how it is classified. */
export type CallTable = ReadonlyMap<string, CallSpec>;

export const callKey = (method: OperationMethod | string, route: string) => `${method} ${route}`;

/** Sub-resources the server serves that no tab lists (a module's items, a page's modules: each shown by a custom tab). */
const UNTABBED_SUBS: readonly SubResourceDef[] = [moduleItems, pageModulesOfPage];

/** Every sub-resource of the model: by tab, by create form and the untabbed ones. */
export function allSubResources(defs: readonly ResourceDef[]): SubResourceDef[] {
    const byName = new Map<string, SubResourceDef>();
    for (const def of defs)
        for (const sub of [...def.tabs.flatMap(t => t.subs ?? []), ...(def.createWith ?? [])])
            byName.set(sub.name, sub);
    for (const sub of UNTABBED_SUBS) byName.set(sub.name, sub);
    return [...byName.values()];
}

function resourceCalls(def: ResourceDef): [string, CallSpec][] {
    const base = `/v4/${def.name}`;
    return [
        [callKey('GET', `${base}/`), recordCall(def, 'list')],
        [callKey('GET', `${base}/:id/`), recordCall(def, 'read')],
        [callKey('POST', `${base}/`), recordCall(def, 'create')],
        [callKey('PATCH', `${base}/:id/`), recordCall(def, 'update')],
        [callKey('DELETE', `${base}/:id/`), recordCall(def, 'delete')],
        // §7 names PUT bulk for every type and PATCH bulk for tracks and users: one bulk write, either method.
        [callKey('PATCH', `${base}/bulk/`), recordCall(def, 'bulk')],
        [callKey('PUT', `${base}/bulk/`), recordCall(def, 'bulk')],
        [callKey('GET', `${base}/:id/history/`), ext('history')],
    ];
}

function subCalls(sub: SubResourceDef): [string, CallSpec][] {
    const base = `/v4/${sub.parent}/:id/${sub.path}`;
    // The engine mounts a write only for a list that grants it (server/core/subCollection.ts).
    const rows: [string, CallSpec | undefined, boolean][] = [
        [callKey('GET', `${base}/`), subCall(sub, 'list'), true],
        [callKey('POST', `${base}/`), subCall(sub, 'create'), !!sub.createAccess],
        [callKey('PATCH', `${base}/:subId/`), subCall(sub, 'update'), !!sub.writeAccess],
        [callKey('DELETE', `${base}/:subId/`), subCall(sub, 'delete'), !!sub.deleteAccess],
        [callKey('PUT', `${base}/`), subCall(sub, 'replace'), !!sub.replaceAccess],
    ];
    return rows.flatMap(([key, spec, mounted]) => (spec && mounted ? [[key, spec] as [string, CallSpec]] : []));
}

/** The generic extras every resource shares, mounted once with patterns. */
const GENERIC_EXTRAS: [string, CallSpec][] = [
    [callKey('POST', '/v4/:record{.+/[0-9]+}/history/:entry{[0-9]+}/revert/'), ext('history')],
    [callKey('POST', '/v4/:resource{.+}/bulk/preview/'), ext('bulk-edit')],
    [callKey('GET', '/v4/capabilities/'), ext('capabilities')],
    [callKey('POST', '/v4/:resource{.+}/import/preview/'), ext('csv-import')],
    [callKey('POST', '/v4/:resource{.+}/import/'), ext('csv-import')],
    [callKey('GET', '/v4/saved-views/'), ext('saved-views')],
    [callKey('POST', '/v4/saved-views/'), ext('saved-views')],
    [callKey('PATCH', '/v4/saved-views/:id/'), ext('saved-views')],
    [callKey('DELETE', '/v4/saved-views/:id/'), ext('saved-views')],
    // Changes that wait (issue 44).
    [callKey('GET', '/v4/approvals/'), ext('approvals')],
    [callKey('GET', '/v4/approvals/:id/'), ext('approvals')],
    [callKey('POST', '/v4/approvals/:id/approve/'), ext('approvals')],
    [callKey('POST', '/v4/approvals/:id/reject/'), ext('approvals')],
    [callKey('DELETE', '/v4/approvals/:id/'), ext('approvals')],
    [callKey('POST', '/v4/:record{.+/[0-9]+}/schedule/'), ext('scheduled-changes')],
    [callKey('GET', '/v4/scheduled-changes/'), ext('scheduled-changes')],
    [callKey('PATCH', '/v4/scheduled-changes/:id/'), ext('scheduled-changes')],
    [callKey('DELETE', '/v4/scheduled-changes/:id/'), ext('scheduled-changes')],
];

/** The classification of every declared call, by `METHOD route` (Hono's route syntax). */
export function declaredCalls(): CallTable {
    const table = new Map<string, CallSpec>();
    const defs = [...resources, ...referenceResources];
    for (const [key, spec] of defs.flatMap(resourceCalls)) table.set(key, spec);
    for (const [key, spec] of allSubResources(defs).flatMap(subCalls)) table.set(key, spec);
    for (const [key, spec] of [...GENERIC_EXTRAS, ...Object.entries(MODULE_CALLS)]) table.set(key, spec);
    // An operation's own declaration wins over any generic row at its route.
    for (const op of OPERATIONS) table.set(callKey(op.method, `/v4/${operationRoute(op)}`), op.spec);
    return table;
}

/**
 * The calls of each extension, as the README's table lists them: a resource's path written `{type}`
 * where every resource has the call (history), so that each kind of call is one line.
 */
export function callsByExtension(calls: CallTable = declaredCalls()): Map<string, string[]> {
    const names = [...resources, ...referenceResources].map(r => r.name).sort((a, b) => b.length - a.length);
    const byExtension = new Map<string, Set<string>>();
    for (const [key, spec] of calls) {
        if (typeof spec === 'string') continue;
        const [method, route] = key.split(' ');
        const path = route.replace(/^\/v4\//, '');
        const owner = names.find(n => path.startsWith(`${n}/`));
        const rest = owner ? path.slice(owner.length) : '';
        const generic = owner && ['/', '/:id/', '/:id/history/'].includes(rest) ? `{type}${rest}` : path;
        if (!byExtension.has(spec.extension)) byExtension.set(spec.extension, new Set());
        byExtension.get(spec.extension)!.add(`${method} ${generic}`);
    }
    return new Map([...byExtension].map(([k, v]) => [k, [...v].sort()]));
}
