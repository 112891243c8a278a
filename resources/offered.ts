/**
 * Which of the calls the generic engines make on a resource are spec §7's and which are the reference
 * server's extensions (resources/capabilities.ts), and so whether a server offering a set of
 * capabilities serves each verb, tab, action and sub-resource: what the console shows and the §7-only
 * server profile mounts are both decided here, from the declarations' `v4`.
 */
import { callOffered, ext, type CallSpec } from './capabilities';
import type { RecordVerb, ResourceDef, SubResourceDef, SubVerb, Tab } from './schema';

/** §7's generic calls, which every `{category}/{type}` has. */
export const GENERIC_CALLS = {
    list: 'Generic: GET /v4/{category}/{type}/',
    // §7 lists GET {id} beside most types and the console reads every record it edits: read as generic.
    read: 'Generic: GET /v4/{category}/{type}/; PATCH /v4/{category}/{type}/{id}/',
    update: 'Generic: PATCH /v4/{category}/{type}/{id}/',
    bulk: 'Generic: … PUT bulk on the type.',
} as const;

/**
 * How a resource's verb is classified: as its declaration says; else list, read, update and bulk are
 * §7's generic calls, and a create or a delete that §7 does not name is an extension.
 */
export function recordCall(def: Pick<ResourceDef, 'v4'>, verb: RecordVerb): CallSpec {
    const declared = def.v4?.[verb];
    if (declared) return declared;
    if (verb === 'create') return ext('record-creation');
    if (verb === 'delete') return ext('record-deletion');
    return GENERIC_CALLS[verb];
}

/** How a sub-resource's verb is classified (undefined: the declaration says nothing). */
export const subCall = (sub: Pick<SubResourceDef, 'v4'>, verb: SubVerb): CallSpec | undefined =>
    sub.v4?.[verb] ?? sub.v4?.list;

/** Whether a resource's verb can be called on a server offering `offered`. */
export const recordOffered = (def: Pick<ResourceDef, 'v4'>, verb: RecordVerb, offered: ReadonlySet<string>) =>
    callOffered(recordCall(def, verb), offered);

/** Whether a tab or an action can work on a server offering `offered`: its declared call, and its own `v4`. */
export const partOffered = (part: Pick<Tab, 'operation' | 'v4'>, offered: ReadonlySet<string>): boolean =>
    (!part.operation || callOffered(part.operation.spec, offered)) && (!part.v4 || callOffered(part.v4, offered));

/** A tab shows where its call is offered and, for a tab of lists, where one of them can be read at least. */
export const tabOffered = (tab: Tab, offered: ReadonlySet<string>): boolean =>
    partOffered(tab, offered) && (!tab.subs?.length || tab.subs.some(sub => subOffered(sub, 'list', offered)));

/** Whether a sub-resource's verb can be called (a list classified nowhere is taken as §7's: the test holds them all). */
export const subOffered = (sub: Pick<SubResourceDef, 'v4'>, verb: SubVerb, offered: ReadonlySet<string>) =>
    callOffered(subCall(sub, verb) ?? '', offered);

const SUB_GRANTS = {
    create: 'createAccess',
    update: 'writeAccess',
    delete: 'deleteAccess',
    replace: 'replaceAccess',
} as const;
/**
 * A sub-resource as a server offering `offered` serves it: each write it lacks granted to nobody, so the
 * generic tab offers no button that cannot work (a label's contract without Delete). The same object when nothing is lacking.
 */
export function offeredSub(sub: SubResourceDef, offered: ReadonlySet<string>): SubResourceDef {
    // One copy per definition and set of capabilities: a view given it again keeps its memos and effects.
    let bySet = offeredSubs.get(sub);
    if (!bySet) offeredSubs.set(sub, (bySet = new WeakMap()));
    let copy = bySet.get(offered);
    if (!copy) bySet.set(offered, (copy = withoutLackingWrites(sub, offered)));
    return copy;
}
const offeredSubs = new WeakMap<SubResourceDef, WeakMap<ReadonlySet<string>, SubResourceDef>>();

function withoutLackingWrites(sub: SubResourceDef, offered: ReadonlySet<string>): SubResourceDef {
    const lacking = (Object.keys(SUB_GRANTS) as (keyof typeof SUB_GRANTS)[]).filter(
        verb => sub[SUB_GRANTS[verb]] && !subOffered(sub, verb, offered)
    );
    if (!lacking.length) return sub;
    return { ...sub, ...Object.fromEntries(lacking.map(verb => [SUB_GRANTS[verb], undefined])) };
}
