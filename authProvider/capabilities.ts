/** What this session's server offers beyond spec §7 (resources/capabilities.ts), as the auth state holds it since sign-in. */
import { CAPABILITIES } from '../resources/capabilities';
import { getAuth } from './state';

let cached: { from: readonly string[] | undefined; set: ReadonlySet<string> } | undefined;

/** The session's capabilities; a state stored before capabilities were read assumes the full reference server. */
export function currentCapabilities(): ReadonlySet<string> {
    const from = getAuth().capabilities;
    // One set per sign-in (the state's list is replaced only then): callers may compare or memoise by it.
    if (!cached || cached.from !== from) cached = { from, set: new Set(from ?? CAPABILITIES) };
    return cached.set;
}
