/** react-admin's permission and access questions are answered in the cache as they are asked (no second render). */
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSessionQueryClient } from '../../src/accessAnswers';

const canAccess = (resource: string, action: string) => ['auth', 'canAccess', { action, resource }];
const never = () => Promise.reject(new Error('the answer should not be fetched'));

describe('createSessionQueryClient', () => {
    it('answers a canAccess query with its first result: no pending state, no fetch', () => {
        const client = createSessionQueryClient({
            permissions: () => [],
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
        const client = createSessionQueryClient({ permissions: () => [], canAccess: () => grants });
        const key = canAccess('catalog/labels', 'edit');
        new QueryObserver(client, { queryKey: key, queryFn: never });
        expect(client.getQueryData(key)).toBe(true);
        grants = false;
        const stop = new QueryObserver(client, { queryKey: key, queryFn: never }).subscribe(() => undefined);
        expect(client.getQueryData(key)).toBe(false);
        stop();
    });

    it("answers react-admin's permissions query with the session's grants", () => {
        const client = createSessionQueryClient({ permissions: () => ['staff:catalog'], canAccess: () => true });
        const observer = new QueryObserver(client, { queryKey: ['auth', 'getPermissions', {}], queryFn: never });
        expect(observer.getCurrentResult()).toMatchObject({ isPending: false, data: ['staff:catalog'] });
    });

    it('leaves other queries alone', () => {
        const client = createSessionQueryClient({ permissions: () => [], canAccess: () => true });
        const observer = new QueryObserver(client, { queryKey: ['catalog/tracks', 'getList'], queryFn: never });
        expect(observer.getCurrentResult()).toMatchObject({ isPending: true, data: undefined });
    });
});
