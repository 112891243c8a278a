/** react-admin's auth provider over the persisted auth state and the shared permission lists. */
import type { AuthProvider } from 'react-admin';
import { writeAccessFor, type ResourceMeta } from '../resources/schema';
import { recordOffered } from '../resources/offered';
import { SECTIONS } from '../resources/sections';
import { grantsOf, hasAccess, type PermissionList } from '../resources/permissions';
import { getAuth, isAuthenticated } from './state';
import { currentCapabilities } from './capabilities';
import { sessionEnded } from './session';
import { viewingAs } from './viewAs';

export const currentGrants = () => {
    const auth = getAuth();
    return grantsOf({ scope: auth.scope, feature: auth.feature, brand: auth.brand });
};
export const allowedNow = (list?: PermissionList) => hasAccess(list, currentGrants());
/**
 * Whether the user may change what `list` grants: never while viewing as another user (the API
 * refuses every write then), so records, rows and actions show read-only rather than failing on Save.
 */
export const mayWriteNow = (list?: PermissionList) => viewingAs() === null && allowedNow(list);

type ResourceLookup = (name: string) => ResourceMeta | undefined;

/**
 * What a resource or section action needs: list/show/edit, create, delete. An action whose call the
 * server does not offer (`offered`, resources/capabilities.ts) is granted to nobody: no button for it.
 */
export function accessFor(
    resource: string,
    action: string,
    lookup: ResourceLookup,
    offered: ReadonlySet<string> = currentCapabilities()
): PermissionList | undefined {
    const section = SECTIONS.find(s => `section:${s.path}` === resource);
    if (section) return section.access;
    const def = lookup(resource);
    if (!def) return [];
    if (action === 'create' || action === 'delete')
        return recordOffered(def, action, offered) && viewingAs() === null ? writeAccessFor(def, action) : [];
    if (action === 'list' && !recordOffered(def, 'list', offered)) return [];
    return def.access;
}

/** /logout after a session ended, to come back to the page once signed in again. */
function logoutPath(): string {
    const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
    return `/logout?${new URLSearchParams({ ended: '1', next: here })}`;
}

/** `lookup` finds what the app knows of a resource by name (the resource manifest in the console). */
export function createAuthProvider(lookup: ResourceLookup): AuthProvider {
    return {
        // Login happens on /auth (see authProvider/login.ts), outside react-admin.
        login: () => Promise.resolve(),
        logout: () => Promise.resolve('/logout'),
        checkAuth: () =>
            isAuthenticated() ? Promise.resolve() : Promise.reject({ redirectTo: '/auth', message: false }),
        // A 401 goes to the /logout route, which revokes, resets and returns to /auth (saying the
        // session ended, and leading back here after the sign-in); but when the session ended under
        // unsaved work, the person signs in again where they are (SignInAgain), and the failed call
        // stays an error of its screen: a form keeps its values.
        checkError: (error: { status?: number }) =>
            error?.status === 401 && !sessionEnded()
                ? Promise.reject({ redirectTo: logoutPath(), logoutUser: false, message: false })
                : Promise.resolve(),
        getPermissions: () => Promise.resolve(currentGrants()),
        getIdentity: () => {
            const { user, brand } = getAuth();
            return Promise.resolve({
                id: user?.id ?? 0,
                fullName: user ? `${user.first_name} ${user.last_name}`.trim() : '',
                username: user?.username,
                brand,
            });
        },
        canAccess: ({ resource, action }) => Promise.resolve(allowedNow(accessFor(resource, action, lookup))),
    };
}
