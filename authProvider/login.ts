/**
 * The login round trip without react-admin (the /auth route must stay small):
 * credentials → one-time code (authorize) → /auth/verify exchanges it (redirect) → introspect.
 */
import { ApiError } from '../dataProvider/errors';
import { createTransport } from '../dataProvider/transport';
import { tokenFields } from './refresh';
import { capabilitiesOf } from './capabilities';

export { capabilitiesOf };
import { appContext } from '../resources/permissions';
import { clearAuth, getAuth, saveAuth, writeState, type AuthState } from './state';

export type LoginFailure = 'credentials' | 'unavailable' | 'scope';
export class LoginError extends Error {
    constructor(public reason: LoginFailure) {
        super(reason);
    }
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

/** Where a user may be sent after login: same-origin paths only, never back to /auth. */
export function safeNext(next: string | null | undefined): string {
    if (
        !next ||
        !next.startsWith('/') ||
        next.startsWith('//') ||
        next.startsWith('/auth') ||
        next.startsWith('/logout')
    )
        return '/';
    return next;
}

export async function authorize(
    apiUrl: string,
    clientId: string,
    username: string,
    password: string,
    next: string
): Promise<string> {
    // Bounded and tried again as a read: a second try at most issues a second one-time code (the
    // first expires unused), where a hung request left the person on a spinning button.
    const send = createTransport({ fetch: (...args) => globalThis.fetch(...args) });
    let body: { redirect_uri: string };
    try {
        body = await send(
            `${apiUrl}/auth/o/authorize/`,
            {
                method: 'POST',
                headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
                body: form({
                    username,
                    password,
                    client_id: clientId,
                    response_type: 'code',
                    redirect_uri: '/auth/verify',
                    state: safeNext(next),
                }),
            },
            { kind: 'read' },
            res => res.json()
        );
    } catch (e) {
        const refused = e instanceof ApiError && e.kind === 'http' && (e.status === 400 || e.status === 401);
        throw new LoginError(refused ? 'credentials' : 'unavailable');
    }
    return body.redirect_uri;
}

/** What `auth/o/introspect/` says of a token's user. */
export interface Introspection {
    user_id: number;
    username: string;
    first_name: string;
    last_name: string;
    scope: string;
    feature?: string[];
    brand?: string;
    supplier_id?: number;
    label_id?: number;
}

/** The stored user of an introspection. */
export const userOf = (info: Introspection) => ({
    id: info.user_id,
    username: info.username,
    first_name: info.first_name,
    last_name: info.last_name,
    supplier_id: info.supplier_id,
    label_id: info.label_id,
});

/**
 * A sign-in step's read, bounded and tried again as every read (dataProvider/policy.ts). What a
 * failure means for the person: the server refused (`scope`: "Authorization failed"), or it did not
 * answer (`unavailable`: said in words, the typed username kept). A code refused after an earlier
 * try went unanswered was most likely spent by that try: the network's fault, not the person's.
 */
async function signInRead<T>(url: string, headers: Record<string, string>): Promise<T> {
    let unanswered = false;
    const send = createTransport({
        fetch: (...args) => globalThis.fetch(...args),
        onUnanswered: () => (unanswered = true),
    });
    try {
        return await send(url, { headers: { Accept: 'application/json', ...headers } }, { kind: 'read' }, res =>
            res.json()
        );
    } catch (e) {
        const refused = e instanceof ApiError && e.kind === 'http' && e.status < 500 && !unanswered;
        throw new LoginError(refused ? 'scope' : 'unavailable');
    }
}

/** Exchanges the code, introspects, checks the scopes and stores the auth state. */
export async function verify(apiUrl: string, code: string, defaultBrand?: string): Promise<AuthState> {
    const token = await signInRead<{ access_token: string; refresh_token?: string; expires_in?: number }>(
        `${apiUrl}/auth/o/redirect/?${new URLSearchParams({ code })}`,
        {}
    );
    const info = await signInRead<Introspection>(`${apiUrl}/auth/o/introspect/`, {
        Authorization: `Bearer ${token.access_token}`,
    });
    if (!appContext(info.scope ?? '')) {
        await revoke(apiUrl, token.access_token);
        throw new LoginError('scope');
    }
    saveAuth({
        ...tokenFields(token, Date.now()),
        capabilities: await capabilitiesOf(apiUrl, token.access_token),
        scope: info.scope,
        feature: info.feature ?? [],
        brand: info.brand ?? defaultBrand,
        user: userOf(info),
    });
    return getAuth();
}

/**
 * The same person signs in again where they are, their session having ended: the login round trip
 * without leaving the page (the one-time code is exchanged here rather than on /auth/verify). A
 * view-as session they were in goes on: their token is new, whom they view is not.
 */
export async function signInAgain(
    apiUrl: string,
    clientId: string,
    username: string,
    password: string,
    defaultBrand?: string
): Promise<void> {
    const before = getAuth();
    const target = await authorize(apiUrl, clientId, username, password, '/');
    const code = new URL(target, 'http://console.invalid').searchParams.get('code');
    if (!code) throw new LoginError('unavailable');
    await verify(apiUrl, code, defaultBrand);
    const { scope, feature, brand, user, view_as } = before;
    if (view_as) writeState(s => ({ ...s, auth: { ...s.auth, scope, feature, brand, user, view_as } }));
}

/** Who signs in again after a session ended: the person themselves (not whom they view as). */
export const ownUsername = (auth: AuthState): string | undefined => (auth.view_as?.own.user ?? auth.user)?.username;

export async function revoke(apiUrl: string, token: string): Promise<void> {
    await fetch(`${apiUrl}/auth/logout/`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
}

export async function logout(apiUrl: string): Promise<void> {
    const { access_token } = getAuth();
    clearAuth();
    if (access_token) await revoke(apiUrl, access_token);
}
