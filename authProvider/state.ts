/**
 * Persisted console state under localStorage key 'state': auth, side-drawer, preferences.
 * Auth resets on logout and at start-up when its version differs or its scope is empty;
 * preferences reset when their version or user differs. Storage failures are reported
 * silently and the state resets.
 */
import { AUTH_STATE_VERSION, STATE_KEY } from '../resources/constants';
import { emptyPreferences, preferencesFor, readPreferences, type Preferences } from './preferences';

export { emptyPreferences, type Preferences };

export interface AuthUser {
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    supplier_id?: number;
    label_id?: number;
}
export interface AuthState {
    access_token: string;
    refresh_token?: string;
    /** The access token's lifetime (seconds) and when it ends (ms since the epoch): refreshed before. */
    expires_in?: number;
    expires_at?: number;
    /** Space-separated scope string. */
    scope: string;
    feature: string[];
    brand?: string;
    user?: AuthUser;
    /** While an admin views the console as another user: whom, and the admin's own identity to go back to. */
    view_as?: ViewAsState;
    /** What the API server offers beyond spec §7 (`GET capabilities/` at sign-in); none on a §7-only server. */
    capabilities?: string[];
    version: number;
}
/** The identity fields a view-as session swaps for the viewed user's (the token stays the admin's). */
export type Identity = Pick<AuthState, 'scope' | 'feature' | 'brand' | 'user'>;
export interface ViewAsState {
    id: number;
    /** How the banner names them: "label: Dream Records 1". */
    title: string;
    own: Identity;
}
export interface PersistedState {
    auth: AuthState;
    drawer: { open: boolean };
    preferences: Preferences;
}

export const emptyAuth = (): AuthState => ({ access_token: '', scope: '', feature: [], version: AUTH_STATE_VERSION });
export const emptyState = (): PersistedState => ({
    auth: emptyAuth(),
    drawer: { open: true },
    preferences: emptyPreferences(),
});

/** The start-up rules, as a pure function of what was stored. */
export function normaliseState(raw: unknown): PersistedState {
    const base = emptyState();
    if (!raw || typeof raw !== 'object') return base;
    const s = raw as Partial<PersistedState>;
    const auth =
        s.auth &&
        s.auth.version === AUTH_STATE_VERSION &&
        typeof s.auth.scope === 'string' &&
        s.auth.scope.trim() &&
        s.auth.access_token
            ? { ...s.auth, feature: Array.isArray(s.auth.feature) ? s.auth.feature : [] }
            : base.auth;
    const drawer = typeof s.drawer?.open === 'boolean' ? { open: s.drawer.open } : base.drawer;
    return { auth, drawer, preferences: readPreferences(s.preferences) };
}

/** Storage failures go to error reporting silently; the console plugs its reporter in at start. */
let reportError: (error: unknown, context: Record<string, unknown>) => void = () => undefined;
export function onStorageError(report: typeof reportError): void {
    reportError = report;
}

type Listener = (s: PersistedState) => void;
const listeners = new Set<Listener>();
let cache: PersistedState | null = null;

function storage(): Storage | null {
    try {
        return typeof window === 'undefined' ? null : window.localStorage;
    } catch (e) {
        reportError(e, { where: 'state.storage' });
        return null;
    }
}

export function readState(): PersistedState {
    if (cache) return cache;
    let raw: unknown = null;
    try {
        const text = storage()?.getItem(STATE_KEY);
        raw = text ? JSON.parse(text) : null;
    } catch (e) {
        reportError(e, { where: 'state.read' });
        raw = null;
    }
    cache = normaliseState(raw);
    return cache;
}

export function writeState(update: (s: PersistedState) => PersistedState): PersistedState {
    const next = update(readState());
    cache = next;
    try {
        storage()?.setItem(STATE_KEY, JSON.stringify(next));
    } catch (e) {
        reportError(e, { where: 'state.write' });
        try {
            storage()?.removeItem(STATE_KEY);
        } catch {
            /* reported above */
        }
    }
    listeners.forEach(l => l(next));
    return next;
}

export function subscribeState(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
}

/** Forgets the in-memory copy (tests, and another tab's change). */
export function reloadState(): void {
    cache = null;
}

export const getAuth = () => readState().auth;
export const isAuthenticated = () => !!readState().auth.access_token && !!readState().auth.scope.trim();

export function saveAuth(auth: Omit<AuthState, 'version'>): void {
    writeState(s => ({
        ...s,
        auth: { ...auth, version: AUTH_STATE_VERSION },
        // Preferences belong to one user: another user starts fresh.
        preferences: preferencesFor(s.preferences, auth.user?.username ?? null),
    }));
}

export function clearAuth(): void {
    writeState(s => ({ ...s, auth: emptyAuth() }));
}

if (typeof window !== 'undefined') {
    // Another tab's write (a sign-out, a refreshed token): read it, and tell this tab's listeners.
    window.addEventListener('storage', e => {
        if (e.key !== STATE_KEY) return;
        reloadState();
        const next = readState();
        listeners.forEach(l => l(next));
    });
}
