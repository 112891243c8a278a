import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleDataProvider } from '../../dataProvider';
import { openingListParams, seedViewData } from '../../src/prefetch';

const provider = (over: Partial<ConsoleDataProvider>) => over as ConsoleDataProvider;
/** What react-admin's useGetList / useGetOne would read on mount: the cached result and whether it refetches. */
const observe = (client: QueryClient, queryKey: unknown[]) =>
    new QueryObserver(client, { queryKey, queryFn: () => Promise.reject(new Error('not cached')) }).getCurrentResult();

describe('seedViewData', () => {
    it("puts a list's opening page under useGetList's key, fresh for the view's mount", async () => {
        const client = new QueryClient();
        const getList = vi.fn().mockResolvedValue({ data: [{ id: 7 }], total: 1 });
        const stored = { sort: 'title', order: 'ASC', perPage: 50 };
        await seedViewData(client, provider({ getList }), () => stored, 'catalog/tracks', { view: 'list' });
        const { pagination, sort, filter } = openingListParams(stored);
        expect(getList).toHaveBeenCalledWith('catalog/tracks', openingListParams(stored));
        const result = observe(client, ['catalog/tracks', 'getList', { pagination, sort, filter, meta: undefined }]);
        expect(result.data).toEqual({ data: [{ id: 7 }], total: 1, pageInfo: undefined, meta: undefined });
        expect(result.isStale).toBe(false);
    });

    it("puts an edit view's record under useGetOne's key (the id as a string)", async () => {
        const client = new QueryClient();
        const getOne = vi.fn().mockResolvedValue({ data: { id: 12, title: 'x' } });
        await seedViewData(client, provider({ getOne }), () => undefined, 'catalog/tracks', { view: 'edit', id: '12' });
        expect(getOne).toHaveBeenCalledWith('catalog/tracks', { id: '12' });
        const result = observe(client, ['catalog/tracks', 'getOne', { id: '12', meta: undefined }]);
        expect(result.data).toEqual({ id: 12, title: 'x' });
        expect(result.isStale).toBe(false);
    });

    it('asks nothing when the cache already holds the data fresh, and leaves a failed read to the view', async () => {
        // The session's reads are fresh 30 s (src/freshness.ts).
        const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
        client.setQueryData(['catalog/tracks', 'getOne', { id: '3' }], { id: 3 });
        const getOne = vi.fn().mockRejectedValue(new Error('404'));
        const dp = provider({ getOne });
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'edit', id: '3' });
        expect(getOne).not.toHaveBeenCalled();
        // Dropped by a write: read again before the view shows it.
        await client.invalidateQueries({ queryKey: ['catalog/tracks'], refetchType: 'none' });
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'edit', id: '3' });
        expect(getOne).toHaveBeenCalledTimes(1);
        getOne.mockClear();
        await expect(
            seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'edit', id: '4' })
        ).resolves.toBeUndefined();
        expect(client.getQueryData(['catalog/tracks', 'getOne', { id: '4' }])).toBeUndefined();
    });

    it('a list seeded is kept as any list read (a return by the List link reads nothing), a record only for its opening', async () => {
        // The session's staleTime: lists 30 s, records read again on every opening (src/freshness.ts).
        const staleTime = (query: { queryKey: readonly unknown[] }) => (query.queryKey[1] === 'getOne' ? 0 : 30_000);
        const client = new QueryClient({ defaultOptions: { queries: { staleTime } } });
        const getList = vi.fn().mockResolvedValue({ data: [{ id: 7 }], total: 1 });
        const getOne = vi.fn().mockResolvedValue({ data: { id: 7 } });
        const dp = provider({ getList, getOne });
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'list' });
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'list' });
        expect(getList).toHaveBeenCalledTimes(1);
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'edit', id: '7' });
        await seedViewData(client, dp, () => undefined, 'catalog/tracks', { view: 'edit', id: '7' });
        expect(getOne).toHaveBeenCalledTimes(2);
    });
});
