/**
 * react-admin's Store kept inside the persisted 'state' object: the side-drawer state under
 * `drawer`, every other preference (list filters, columns, sort) under `preferences.items`.
 */
import type { Store } from 'react-admin';
import { clearPreferences, setPreference } from './preferences';
import { readState, subscribeState, writeState, type PersistedState } from './state';

const DRAWER_KEY = 'sidebar.open';

function get(s: PersistedState, key: string): unknown {
    return key === DRAWER_KEY ? s.drawer.open : s.preferences.items[key];
}

export function createStateStore(): Store {
    const subscribers = new Map<string, Set<(value: unknown) => void>>();
    let last = readState();
    let unsubscribe: (() => void) | null = null;
    const notify = (next: PersistedState) => {
        for (const [key, callbacks] of subscribers) {
            const before = get(last, key);
            const after = get(next, key);
            if (JSON.stringify(before) !== JSON.stringify(after)) callbacks.forEach(cb => cb(after));
        }
        last = next;
    };
    return {
        setup: () => {
            unsubscribe = subscribeState(notify);
        },
        teardown: () => {
            unsubscribe?.();
            unsubscribe = null;
        },
        getItem: <T>(key: string, defaultValue?: T) => {
            const value = get(readState(), key);
            return (value === undefined ? defaultValue : value) as T;
        },
        setItem: (key, value) => {
            writeState(s =>
                key === DRAWER_KEY
                    ? { ...s, drawer: { open: !!value } }
                    : { ...s, preferences: setPreference(s.preferences, key, value) }
            );
        },
        removeItem: key => {
            writeState(s => {
                const items = { ...s.preferences.items };
                delete items[key];
                return { ...s, preferences: { ...s.preferences, items } };
            });
        },
        removeItems: prefix => {
            writeState(s => ({ ...s, preferences: clearPreferences(s.preferences, prefix) }));
        },
        // react-admin resets the store on logout; preferences belong to a user and are reset
        // when another user logs in or their version changes (authProvider/state.ts).
        reset: () => undefined,
        subscribe: (key, callback) => {
            const set = subscribers.get(key) ?? new Set();
            set.add(callback);
            subscribers.set(key, set);
            return () => set.delete(callback);
        },
        listItems: prefix =>
            Object.fromEntries(
                Object.entries(readState().preferences.items).filter(([k]) => !prefix || k.startsWith(prefix))
            ),
    };
}
