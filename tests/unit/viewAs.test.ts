/** View as in the console's auth state: the viewed identity in the admin's place, the header, the way back. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endViewAs, viewingAs, withViewAs } from '../../authProvider/viewAs';
import { getAuth, reloadState, writeState } from '../../authProvider/state';

const admin = { id: 1, username: 'admin', first_name: 'Admin', last_name: 'Demo' };
const label = { id: 9, username: 'label', first_name: 'Label', last_name: 'Demo', label_id: 1 };

describe('view as (auth state)', () => {
    beforeEach(() => {
        const data = new Map<string, string>();
        const localStorage = {
            getItem: (k: string) => data.get(k) ?? null,
            setItem: (k: string, v: string) => void data.set(k, v),
            removeItem: (k: string) => void data.delete(k),
        };
        Object.defineProperty(globalThis, 'window', {
            value: { localStorage, addEventListener: () => undefined },
            configurable: true,
        });
        reloadState();
        writeState(s => ({
            ...s,
            auth: { ...s.auth, access_token: 'admin-token', scope: 'app:staff staff:admin', feature: [], user: admin },
        }));
    });

    /** The state a view-as session of the label (user 9) leaves, with the admin's identity kept. */
    const viewAsLabel = () =>
        writeState(s => ({
            ...s,
            auth: {
                ...s.auth,
                scope: 'app:partner user:label',
                user: label,
                view_as: {
                    id: 9,
                    title: 'label: Dream Records 1',
                    own: { scope: 'app:staff staff:admin', feature: [], user: admin },
                },
            },
        }));

    it('sends no X-View-As outside a session, and the viewed user’s id during one', async () => {
        const inner = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
        const fetchAs = withViewAs(inner as unknown as typeof fetch);
        await fetchAs('/v4/catalog/tracks/', { headers: { Accept: 'application/json' } });
        expect(new Headers(inner.mock.calls[0][1]?.headers).has('X-View-As')).toBe(false);
        viewAsLabel();
        expect(viewingAs()).toBe(9);
        await fetchAs('/v4/catalog/tracks/', { headers: { Accept: 'application/json' } });
        const headers = new Headers(inner.mock.calls[1][1]?.headers);
        expect(headers.get('X-View-As')).toBe('9');
        expect(headers.get('Accept')).toBe('application/json');
    });

    it('going back puts the admin’s own identity back, keeping the token', () => {
        viewAsLabel();
        endViewAs();
        const auth = getAuth();
        expect(auth).toMatchObject({ scope: 'app:staff staff:admin', user: admin, access_token: 'admin-token' });
        expect(auth.view_as).toBeUndefined();
        expect(viewingAs()).toBeNull();
    });
});
