/** What this session's server offers beyond spec §7 (resources/capabilities.ts), as the auth state holds it since sign-in. */
import { CAPABILITIES } from '../resources/capabilities';
import { ApiError, parseJson } from '../dataProvider/errors';
import { createTransport } from '../dataProvider/transport';
import { getAuth } from './state';

let cached: { from: readonly string[] | undefined; set: ReadonlySet<string> } | undefined;

/** The session's capabilities; a state stored before capabilities were read assumes the full reference server. */
export function currentCapabilities(): ReadonlySet<string> {
    const from = getAuth().capabilities;
    // One set per sign-in (the state's list is replaced only then): callers may compare or memoise by it.
    if (!cached || cached.from !== from) cached = { from, set: new Set(from ?? CAPABILITIES) };
    return cached.set;
}

/**
 * The server's extensions (resources/capabilities.ts), asked at sign-in. A server without the call
 * (the store's v4 API answers 404) offers none; one that does not answer (the network, a timeout,
 * a gateway's page) fails the sign-in in words (ApiError), rather than leave it waiting or guess.
 * A read: bounded and tried again as every read (dataProvider/policy.ts).
 */
export async function capabilitiesOf(apiUrl: string, token: string): Promise<string[]> {
    const send = createTransport({ fetch: (...args) => globalThis.fetch(...args) });
    let body: unknown;
    try {
        body = await send(
            `${apiUrl}/capabilities/`,
            { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
            { kind: 'read' },
            async res => parseJson(await res.text())
        );
    } catch (e) {
        if (e instanceof ApiError && e.kind === 'http') return [];
        throw e;
    }
    const list = (body as { capabilities?: unknown } | undefined)?.capabilities;
    return Array.isArray(list) ? list.filter(c => typeof c === 'string') : [];
}
