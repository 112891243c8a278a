/**
 * View as (issue 30): an admin sees the console as another user would. The viewed user's scope,
 * features, brand and identity take the place of the admin's in the auth state (so the menu,
 * routes, fields and dashboard follow from them as at that user's own sign-in), while the token
 * stays the admin's and every API request says whom it views as (`X-View-As`). Going back puts
 * the admin's own identity back. Never the viewed user's password or token.
 */
import { VIEW_AS_HEADER, type ViewableUser } from '../resources/operations/viewAs';
import { getAuth, writeState, type Identity } from './state';
import { userOf, type Introspection } from './login';

/** The id of the user being viewed, or null. */
export const viewingAs = (): number | null => getAuth().view_as?.id ?? null;

/** `fetch` with the view-as header on every request while a session is on. */
export function withViewAs(inner: typeof fetch): typeof fetch {
    return (input, init) => {
        const id = viewingAs();
        if (id === null) return inner(input, init);
        const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
        headers.set(VIEW_AS_HEADER, String(id));
        return inner(input, { ...init, headers });
    };
}

/** Starts viewing as `user`: asks the API who they are (as the admin, viewing as them) and swaps the identity. */
export async function startViewAs(apiUrl: string, user: ViewableUser): Promise<void> {
    const auth = getAuth();
    const res = await fetch(`${apiUrl}/auth/o/introspect/`, {
        headers: {
            Authorization: `Bearer ${auth.access_token}`,
            Accept: 'application/json',
            [VIEW_AS_HEADER]: String(user.id),
        },
    });
    const info = (await res.json()) as Introspection & { detail?: string };
    if (!res.ok) throw new Error(info.detail ?? res.statusText);
    const own: Identity = auth.view_as?.own ?? {
        scope: auth.scope,
        feature: auth.feature,
        brand: auth.brand,
        user: auth.user,
    };
    // Written directly: a view is no change of user, so the admin's preferences stay as they are.
    writeState(s => ({
        ...s,
        auth: {
            ...s.auth,
            scope: info.scope,
            feature: info.feature ?? [],
            brand: info.brand ?? own.brand,
            user: userOf(info),
            view_as: { id: user.id, title: user.title, own },
        },
    }));
}

/** Back to the admin's own view. */
export function endViewAs(): void {
    writeState(s => {
        const own = s.auth.view_as?.own;
        if (!own) return s;
        const { view_as: _ended, ...rest } = s.auth;
        return { ...s, auth: { ...rest, ...own } };
    });
}
