/**
 * Preferences (spec: version 2, per user): list filters, columns and the search drawer, as pure
 * functions over the stored object. They live in the persisted 'state' beside auth, not in
 * react-admin's store, so that logging out keeps them for the same user's next login; another
 * user starts from the defaults.
 */
import { PREFERENCES_VERSION } from '../resources/constants';

export interface Preferences {
    version: number;
    user: string | null;
    items: Record<string, unknown>;
}

export const emptyPreferences = (user: string | null = null): Preferences => ({
    version: PREFERENCES_VERSION,
    user,
    items: {},
});

/** What was stored, if it is this version's shape; the defaults otherwise. */
export function readPreferences(raw: unknown): Preferences {
    const p = raw as Partial<Preferences> | null | undefined;
    if (!p || p.version !== PREFERENCES_VERSION || typeof p.items !== 'object' || !p.items || Array.isArray(p.items))
        return emptyPreferences();
    return { version: PREFERENCES_VERSION, user: typeof p.user === 'string' ? p.user : null, items: p.items };
}

/** At login: the user's own preferences when they are the stored ones, fresh defaults for anyone else. */
export function preferencesFor(stored: Preferences, user: string | null): Preferences {
    return stored.version === PREFERENCES_VERSION && stored.user === user ? stored : emptyPreferences(user);
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
