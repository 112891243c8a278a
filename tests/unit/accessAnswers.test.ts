/** react-admin's sign-in, permission and access questions are answered in the cache as they are asked (no second render). */
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSessionQueryClient, type SessionAnswers } from '../../src/accessAnswers';

const canAccess = (resource: string, action: string) => ['auth', 'canAccess', { action, resource }];
const never = () => Promise.reject(new Error('the answer should not be fetched'));
/** A signed-in session (no grants, every action allowed) but for what a test changes. */
const session = (answers: Partial<SessionAnswers> = {}) =>
    createSessionQueryClient({ signedIn: () => true, permissions: () => [], canAccess: () => true, ...answers });

describe('createSessionQueryClient', () => {
    it('answers a canAccess query with its first result: no pending state, no fetch', () => {
        const client = session({
            canAccess: (resource, action) => resource === 'catalog/tracks' && action !== 'delete',
        });
        const allowed = new QueryObserver(client, { queryKey: canAccess('catalog/tracks', 'list'), queryFn: never });
        const refused = new QueryObserver(client, { queryKey: canAccess('catalog/tracks', 'delete'), queryFn: never });
        expect(allowed.getCurrentResult()).toMatchObject({ isPending: false, data: true });
        expect(refused.getCurrentResult()).toMatchObject({ isPending: false, data: false });
        const stop = allowed.subscribe(() => undefined);
        expect(allowed.getCurrentResult().isFetching).toBe(false);
        stop();
    });

    it('asks again as a component starts watching, so that changed grants are seen', () => {
        let grants = true;
        const client = session({ canAccess: () => grants });
        const key = canAccess('catalog/labels', 'edit');
        new QueryObserver(client, { queryKey: key, queryFn: never });
        expect(client.getQueryData(key)).toBe(true);
        grants = false;
        const stop = new QueryObserver(client, { queryKey: key, queryFn: never }).subscribe(() => undefined);
        expect(client.getQueryData(key)).toBe(false);
        stop();
    });

    it("answers react-admin's permissions query with the session's grants", () => {
        const client = session({ permissions: () => ['staff:catalog'] });
        const observer = new QueryObserver(client, { queryKey: ['auth', 'getPermissions', {}], queryFn: never });
        expect(observer.getCurrentResult()).toMatchObject({ isPending: false, data: ['staff:catalog'] });
    });

    it("answers react-admin's sign-in check while signed in (a record's read waits for it), and asks once signed out", () => {
        let signedIn = true;
        const client = session({ signedIn: () => signedIn });
        const key = ['auth', 'checkAuth', {}];
        const first = new QueryObserver(client, { queryKey: key, queryFn: never });
        expect(first.getCurrentResult()).toMatchObject({ isPending: false, data: true });
        const stop = first.subscribe(() => undefined);
        expect(first.getCurrentResult().isFetching).toBe(false);
        stop();
        signedIn = false;
        const asked = new QueryObserver(client, {
            queryKey: key,
            queryFn: () => Promise.reject(new Error('signed out')),
        });
        const stopAsked = asked.subscribe(() => undefined);
        expect(asked.getCurrentResult().isFetching).toBe(true);
        stopAsked();
    });

    it('leaves other queries alone', () => {
        const client = session();
        const observer = new QueryObserver(client, { queryKey: ['catalog/tracks', 'getList'], queryFn: never });
        expect(observer.getCurrentResult()).toMatchObject({ isPending: true, data: undefined });
    });
});
