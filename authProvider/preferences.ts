/**
 * Preferences (spec: version 2, per user): list filters, columns and the search drawer, as pure
 * functions over the stored object. They live in the persisted 'state' beside auth, not in
 * react-admin's store, so that logging out keeps them for the user's next login. Each user who
 * signed in on this browser keeps their own: another user's sign-in sets them aside (`others`),
 * never drops them; a new user starts from the defaults.
 */
import { PREFERENCES_VERSION } from '../resources/constants';

export interface Preferences {
    version: number;
    user: string | null;
    items: Record<string, unknown>;
    /** The choices of the other users who signed in on this browser, by username. */
    others?: Record<string, Record<string, unknown>>;
}

type Items = Record<string, unknown>;
const isItems = (v: unknown): v is Items => !!v && typeof v === 'object' && !Array.isArray(v);

export const emptyPreferences = (user: string | null = null): Preferences => ({
    version: PREFERENCES_VERSION,
    user,
    items: {},
});

/** What was stored, if it is this version's shape; the defaults otherwise. */
export function readPreferences(raw: unknown): Preferences {
    const p = raw as Partial<Preferences> | null | undefined;
    if (!p || p.version !== PREFERENCES_VERSION || !isItems(p.items)) return emptyPreferences();
    const others = isItems(p.others)
        ? Object.fromEntries(Object.entries(p.others).filter((e): e is [string, Items] => isItems(e[1])))
        : {};
    const user = typeof p.user === 'string' ? p.user : null;
    return { version: PREFERENCES_VERSION, user, items: p.items, ...(Object.keys(others).length ? { others } : {}) };
}

/**
 * At login: the user's own preferences, whether they were the last user's or set aside when
 * someone else signed in; defaults for a user never seen. The previous user's are set aside.
 */
export function preferencesFor(stored: Preferences, user: string | null): Preferences {
    if (stored.version !== PREFERENCES_VERSION) return emptyPreferences(user);
    if (stored.user === user) return stored;
    const others = { ...stored.others };
    if (stored.user !== null && Object.keys(stored.items).length) others[stored.user] = stored.items;
    const items = (user !== null && others[user]) || {};
    if (user !== null) delete others[user];
    return { version: PREFERENCES_VERSION, user, items, ...(Object.keys(others).length ? { others } : {}) };
}

/** One choice changed (a filter, the columns shown). */
export function setPreference(p: Preferences, key: string, value: unknown): Preferences {
    return { ...p, items: { ...p.items, [key]: value } };
}

/** "Reset to defaults": every choice under a prefix forgotten (all of them for an empty prefix). */
export function clearPreferences(p: Preferences, prefix = ''): Preferences {
    return {
        ...p,
        items: Object.fromEntries(Object.entries(p.items).filter(([k]) => prefix && !k.startsWith(prefix))),
    };
}
