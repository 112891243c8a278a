import { beforeEach, describe, expect, it } from 'vitest';
import {
    clearAuth,
    emptyState,
    normaliseState,
    readState,
    reloadState,
    saveAuth,
    writeState,
} from '../../authProvider/state';

class MemoryStorage {
    data = new Map<string, string>();
    failWrites = false;
    getItem = (k: string) => this.data.get(k) ?? null;
    setItem = (k: string, v: string) => {
        if (this.failWrites) throw new Error('QuotaExceededError');
        this.data.set(k, v);
    };
    removeItem = (k: string) => void this.data.delete(k);
}

describe('state reset rules (pure)', () => {
    const good = {
        auth: { access_token: 't', scope: 'app:staff staff:admin', feature: [], version: 1 },
        drawer: { open: false },
        preferences: { version: 2, user: 'admin', items: { a: 1 } },
    };
    it('keeps a valid state', () => {
        expect(normaliseState(good)).toEqual(good);
    });
    it('resets auth when its version differs or the scope is empty', () => {
        expect(normaliseState({ ...good, auth: { ...good.auth, version: 0 } }).auth.access_token).toBe('');
        expect(normaliseState({ ...good, auth: { ...good.auth, scope: ' ' } }).auth.access_token).toBe('');
        expect(normaliseState({ ...good, auth: { ...good.auth, version: 0 } }).drawer).toEqual({ open: false });
    });
    it('resets preferences when their version differs', () => {
        expect(
            normaliseState({ ...good, preferences: { version: 1, user: 'admin', items: { a: 1 } } }).preferences.items
        ).toEqual({});
    });
    it('starts empty from anything unreadable', () => {
        expect(normaliseState('nonsense')).toEqual(emptyState());
        expect(normaliseState(null)).toEqual(emptyState());
    });
});

describe('persisted state under the key "state"', () => {
    let storage: MemoryStorage;
    beforeEach(() => {
        storage = new MemoryStorage();
        Object.defineProperty(globalThis, 'window', {
            value: { localStorage: storage, addEventListener: () => undefined },
            configurable: true,
        });
        reloadState();
    });

    it('a corrupt stored value resets silently', () => {
        storage.data.set('state', '{not json');
        expect(readState()).toEqual(emptyState());
    });

    it('saves auth, resets it on logout, and keeps preferences per user', () => {
        writeState(s => ({
            ...s,
            preferences: { ...s.preferences, user: 'admin', items: { 'catalog/tracks.datatable': ['id'] } },
        }));
        saveAuth({
            access_token: 'a',
            scope: 'app:staff staff:admin',
            feature: [],
            user: { id: 1, username: 'admin', first_name: 'A', last_name: 'D' },
        });
        expect(JSON.parse(storage.data.get('state')!).preferences.items).toEqual({
            'catalog/tracks.datatable': ['id'],
        });
        clearAuth();
        expect(JSON.parse(storage.data.get('state')!).auth).toMatchObject({ access_token: '', scope: '', version: 1 });
        saveAuth({
            access_token: 'b',
            scope: 'app:partner user:label',
            feature: [],
            user: { id: 2, username: 'label', first_name: 'L', last_name: 'D' },
        });
        expect(JSON.parse(storage.data.get('state')!).preferences).toMatchObject({
            version: 2,
            user: 'label',
            items: {},
        });
        // The first user's choices come back at their next sign-in, after the other user's.
        clearAuth();
        saveAuth({
            access_token: 'c',
            scope: 'app:staff staff:admin',
            feature: [],
            user: { id: 1, username: 'admin', first_name: 'A', last_name: 'D' },
        });
        expect(JSON.parse(storage.data.get('state')!).preferences.items).toEqual({
            'catalog/tracks.datatable': ['id'],
        });
    });

    it('a failed write does not throw and clears the stored copy', () => {
        storage.data.set('state', JSON.stringify(emptyState()));
        storage.failWrites = true;
        expect(() => writeState(s => ({ ...s, drawer: { open: false } }))).not.toThrow();
        expect(storage.data.has('state')).toBe(false);
    });
});
