import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, FETCH_ALL_CONCURRENCY } from '../../dataProvider';
import { openingListParams } from '../../src/prefetch';
import { RELEASE_TRACKS } from '../../resources/subLists';
import { listQuery } from '../../dataProvider/query';

const json = (body: unknown, status = 200, statusText = 'OK') =>
    new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const paged = (results: unknown[], page: string, count = results.length) =>
    json({ count, next: null, previous: null, page, per_page: 10, results });

describe('createDataProvider', () => {
    it('getList requests the v4 query with the bearer token and maps the envelope', async () => {
        const fetch = vi.fn(async () => paged([{ id: 1 }], '2/50', 1234));
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 'tok', fetch });
        const res = await dp.getList('catalog/tracks', {
            pagination: { page: 2, perPage: 25 },
            sort: { field: 'publish_date', order: 'DESC' },
            filter: { id: [1, 2, 3], name: 'love' },
        });
        expect(res).toEqual({ data: [{ id: 1 }], total: 1234 });
        const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toBe('/v4/catalog/tracks/?page=2&per_page=25&order_by=-publish_date&id=1%2C2%2C3&name=love');
        expect(decodeURIComponent(url)).toBe(
            '/v4/catalog/tracks/?page=2&per_page=25&order_by=-publish_date&id=1,2,3&name=love'
        );
        expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok');
    });

    it('maps getOne, update (changed fields), create, delete and updateMany to v4 calls', async () => {
        const calls: [string, string, unknown][] = [];
        const fetch = vi.fn(async (url: string, init?: RequestInit) => {
            calls.push([init?.method ?? 'GET', url, init?.body ? JSON.parse(String(init.body)) : undefined]);
            return json({ id: 12, name: 'x' }, init?.method === 'POST' ? 201 : 200);
        });
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: fetch as unknown as typeof globalThis.fetch,
        });
        await dp.getOne('catalog/tracks', { id: 12 });
        await dp.update('catalog/tracks', {
            id: 12,
            data: { id: 12, name: 'new', bpm: 120, version: 5 },
            previousData: { id: 12, name: 'old', bpm: 120, version: 5 },
        });
        await dp.create('catalog/tracks', { data: { name: 'n', mix_name: '' } });
        await dp.delete('catalog/tracks', { id: 12, previousData: { id: 12 } });
        await dp.updateMany('catalog/tracks', { ids: [1, 2], data: { is_explicit: true } });
        expect(calls).toEqual([
            ['GET', '/v4/catalog/tracks/12/', undefined],
            ['PATCH', '/v4/catalog/tracks/12/', { name: 'new' }],
            ['POST', '/v4/catalog/tracks/', { name: 'n' }],
            ['DELETE', '/v4/catalog/tracks/12/', undefined],
            [
                'PATCH',
                '/v4/catalog/tracks/bulk/',
                [
                    { id: 1, is_explicit: true },
                    { id: 2, is_explicit: true },
                ],
            ],
        ]);
    });

    it('sends the version the form loaded: If-Match on a PATCH, version on bulk items; never the version as a field', async () => {
        const sent: { body: unknown; ifMatch: string | null }[] = [];
        const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
            sent.push({ body: JSON.parse(String(init?.body)), ifMatch: new Headers(init?.headers).get('If-Match') });
            return json({ id: 12 });
        });
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch: fetch as never });
        await dp.update('catalog/tracks', {
            id: 12,
            data: { id: 12, name: 'new', version: 3 },
            previousData: { id: 12, name: 'old', version: 7 },
        });
        await dp.updateMany('catalog/tracks', { ids: [1, 2], data: { bpm: 1 }, meta: { versions: { 1: 4 } } });
        expect(sent).toEqual([
            { body: { name: 'new' }, ifMatch: '"7"' },
            {
                body: [
                    { id: 1, bpm: 1, version: 4 },
                    { id: 2, bpm: 1 },
                ],
                ifMatch: null,
            },
        ]);
    });

    /** A one-row page of a list. */
    const onePage = (row: Record<string, unknown>) => ({
        count: 1,
        next: null,
        previous: null,
        page: '1/1',
        per_page: 25,
        results: [row],
    });

    it('a prefetched list answers the next identical getList once; other lists and later visits fetch', async () => {
        const urls: string[] = [];
        const fetch = vi.fn(async (url: string) => {
            urls.push(url);
            return json(onePage({ id: urls.length }));
        });
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch: fetch as never });
        const params = {
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'DESC' as const },
            filter: {},
        };
        dp.prefetchList('catalog/tracks', params);
        dp.prefetchList('catalog/tracks', params);
        expect(urls).toEqual(['/v4/catalog/tracks/?page=1&per_page=25&order_by=-id']);
        expect((await dp.getList('catalog/tracks', params)).data).toEqual([{ id: 1 }]);
        expect(urls).toHaveLength(1);
        expect((await dp.getList('catalog/tracks', params)).data).toEqual([{ id: 2 }]);
        await dp.getList('catalog/tracks', { ...params, pagination: { page: 2, perPage: 25 } });
        expect(urls).toHaveLength(3);
    });

    it("one session's answers are not another's: after a sign-in a list fetched ahead and a record read are asked again", async () => {
        const urls: string[] = [];
        const fetch = vi.fn(async (url: string) => {
            urls.push(url);
            return json(onePage({ id: 7, title: `answer ${urls.length}` }));
        });
        let session = 'token-a 1';
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: fetch as never,
            sessionOf: () => session,
        });
        const params = openingListParams();
        await dp.prefetchList('catalog/tracks', params);
        // Same session: the record read with the list stands for a lookup of it.
        await dp.getList('catalog/tracks', params);
        expect((await dp.getMany('catalog/tracks', { ids: [7] })).data).toEqual([{ id: 7, title: 'answer 1' }]);
        expect(urls).toHaveLength(1);
        session = 'token-b 2';
        await dp.prefetchList('catalog/tracks', params);
        session = 'token-c 1';
        expect((await dp.getList('catalog/tracks', params)).data).toEqual([{ id: 7, title: 'answer 3' }]);
        session = 'token-d 1';
        expect((await dp.getMany('catalog/tracks', { ids: [7] })).data).toEqual([{ id: 7, title: 'answer 4' }]);
        expect(urls).toHaveLength(4);
    });

    it('a write drops prefetched lists: the next getList asks the server again', async () => {
        const calls: string[] = [];
        const fetch = vi.fn(async (url: string, init?: RequestInit) => {
            calls.push(`${init?.method ?? 'GET'} ${url}`);
            if (init?.method === 'PATCH') return json({ id: 1, title: 'New', version: 2 });
            return json(onePage({ id: calls.length }));
        });
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch: fetch as never });
        const params = openingListParams();
        await dp.prefetchList('catalog/tracks', params);
        await dp.update('catalog/tracks', {
            id: 1,
            data: { title: 'New' },
            previousData: { id: 1, title: 'Old', version: 1 },
        });
        expect((await dp.getList('catalog/tracks', params)).data).toEqual([{ id: 3 }]);
        expect(calls.map(c => c.split(' ')[0])).toEqual(['GET', 'PATCH', 'GET']);
    });

    it("a list opens with the user's last query for it, else the defaults", () => {
        expect(openingListParams()).toEqual({
            pagination: { page: 1, perPage: 25 },
            sort: { field: 'id', order: 'DESC' },
            filter: {},
        });
        expect(openingListParams({ sort: 'title', order: 'ASC', page: 3, perPage: 50, filter: { bpm: 120 } })).toEqual({
            pagination: { page: 3, perPage: 50 },
            sort: { field: 'title', order: 'ASC' },
            filter: { bpm: 120 },
        });
        // A resource's own default order (orders by date) opens its list; the user's last sort still wins.
        const byDate = { field: 'date_created', order: 'DESC' } as const;
        expect(openingListParams(undefined, byDate).sort).toEqual(byDate);
        expect(openingListParams({ page: 2 }, byDate).sort).toEqual(byDate);
        expect(openingListParams({ sort: 'total', order: 'ASC' }, byDate).sort).toEqual({
            field: 'total',
            order: 'ASC',
        });
    });

    it('fetches every page of a reference list in parallel with bounded concurrency', async () => {
        let inFlight = 0;
        let peak = 0;
        const fetch = vi.fn(async (url: string) => {
            const page = Number(new URL(url, 'http://x').searchParams.get('page'));
            inFlight++;
            peak = Math.max(peak, inFlight);
            await new Promise(r => setTimeout(r, 5));
            inFlight--;
            return paged([{ id: page }], `${page}/9`);
        });
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: fetch as unknown as typeof globalThis.fetch,
        });
        const all = await dp.fetchAll('auxiliary/countries');
        expect(all.map(r => (r as { id: number }).id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(fetch).toHaveBeenCalledTimes(9);
        expect(peak).toBeGreaterThan(1);
        expect(peak).toBeLessThanOrEqual(FETCH_ALL_CONCURRENCY);
    });

    it('getMany asks by the id filter; refused it (a partner, §6), it reads record by record from then on', async () => {
        const seen: string[] = [];
        const fetch = vi.fn(async (url: string) => {
            seen.push(url);
            if (url.includes('?')) return json({ detail: 'You may not filter by id.' }, 403, 'Forbidden');
            const id = Number(url.split('/').at(-2));
            return id === 3 ? json({ detail: 'Not found.' }, 404, 'Not Found') : json({ id, name: `Track ${id}` });
        });
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: fetch as unknown as typeof globalThis.fetch,
        });
        const { data } = await dp.getMany('catalog/tracks', { ids: [1, 2, 3] });
        // A record the partner may not see is left out, as the filtered list would leave it out.
        expect(data).toEqual([
            { id: 1, name: 'Track 1' },
            { id: 2, name: 'Track 2' },
        ]);
        expect(seen[0]).toContain('/v4/catalog/tracks/?');
        expect(seen.slice(1).sort()).toEqual([
            '/v4/catalog/tracks/1/',
            '/v4/catalog/tracks/2/',
            '/v4/catalog/tracks/3/',
        ]);
        seen.length = 0;
        await dp.getMany('catalog/tracks', { ids: [4] });
        expect(seen).toEqual(['/v4/catalog/tracks/4/']);
        // Another refusal is still an error.
        const denied = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: (async () =>
                json({ detail: 'Server error' }, 500, 'Server Error')) as unknown as typeof globalThis.fetch,
        });
        await expect(denied.getMany('catalog/tracks', { ids: [1] })).rejects.toMatchObject({ status: 500 });
    });

    it('a capped count pages by next and previous, with the count as "at least", not as a total', async () => {
        const capped = (page: number, next: boolean) =>
            json({
                count: 10000,
                count_capped: true,
                next: next ? `/v4/catalog/tracks/?page=${page + 1}` : null,
                previous: page > 1 ? `/v4/catalog/tracks/?page=${page - 1}` : null,
                page: `${page}/${next ? 401 : 400}`,
                per_page: 25,
                results: [{ id: page }],
            });
        const fetch = vi.fn(async (url: string) => {
            const page = Number(new URL(url, 'http://x').searchParams.get('page'));
            return capped(page, page < 3);
        });
        const dp = createDataProvider({
            apiUrl: '/v4',
            getAccessToken: () => 't',
            fetch: fetch as unknown as typeof globalThis.fetch,
        });
        const first = await dp.getList('catalog/tracks', {
            pagination: { page: 1, perPage: 25 },
            filter: { name: 'e' },
        });
        expect(first).toEqual({
            data: [{ id: 1 }],
            pageInfo: { hasNextPage: true, hasPreviousPage: false },
            meta: { countAtLeast: 10000 },
        });
        expect(first).not.toHaveProperty('total');
        const last = await dp.getList('catalog/tracks', {
            pagination: { page: 3, perPage: 25 },
            filter: { name: 'e' },
        });
        expect(last.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
        // Read in full, a capped list follows next to its end instead of trusting the page total.
        fetch.mockClear();
        const all = await dp.fetchAll('catalog/tracks');
        expect(all.map(r => (r as { id: number }).id)).toEqual([1, 2, 3]);
        expect(fetch).toHaveBeenCalledTimes(3);
    });

    it('errors carry the status text, or the unexpected-status message; 401 calls onUnauthorized', async () => {
        const onUnauthorized = vi.fn();
        const responses = [
            json({ detail: 'nope' }, 403, 'Forbidden'),
            json({ detail: 'x' }, 418, ''),
            json({ detail: 'expired' }, 401, 'Unauthorized'),
        ];
        const fetch = vi.fn(async () => responses.shift()!);
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', onUnauthorized, fetch });
        await expect(dp.getOne('catalog/tracks', { id: 1 })).rejects.toMatchObject({
            message: 'Forbidden',
            status: 403,
            body: { detail: 'nope' },
        });
        await expect(dp.getOne('catalog/tracks', { id: 1 })).rejects.toMatchObject({
            message: 'Received unexpected status code: 418',
        });
        await expect(dp.getOne('catalog/tracks', { id: 1 })).rejects.toMatchObject({ status: 401 });
        expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('a whole list sent back (PATCH tracks/bulk) raises the server detail, or the body as JSON text', async () => {
        const responses = [
            json({ detail: 'Positions must be consecutive.' }, 400, 'Bad Request'),
            json({ errors: { a: 'b' } }, 400, 'Bad Request'),
        ];
        const fetch = vi.fn(async () => responses.shift()!);
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 't', fetch });
        await expect(dp.putSubList(RELEASE_TRACKS, 1, [])).rejects.toMatchObject({
            message: 'Positions must be consecutive.',
        });
        await expect(dp.putSubList(RELEASE_TRACKS, 1, [])).rejects.toMatchObject({
            message: '{"errors":{"a":"b"}}',
        });
        expect(fetch.mock.calls.map(c => [(c as unknown[])[0], ((c as unknown[])[1] as RequestInit).method])).toEqual([
            ['/v4/catalog/releases/1/tracks/bulk/', 'PATCH'],
            ['/v4/catalog/releases/1/tracks/bulk/', 'PATCH'],
        ]);
    });

    it('listQuery leaves out empty filters and the free-text q', () => {
        expect(listQuery({ filter: { q: 'x', name: '', id: [] } }).toString()).toBe('');
    });
});

describe('writes told to the console (src/freshness.ts reads again what they changed)', () => {
    const told = async (answers: Response[], refresh?: () => Promise<true | false>) => {
        const onWrite = vi.fn();
        const fetch = vi.fn(async () => answers.shift()!);
        const dp = createDataProvider({ apiUrl: '/v4', getAccessToken: () => 'tok', fetch, onWrite, refresh });
        await dp
            .update('catalog/tracks', { id: 1, data: { name: 'x' }, previousData: { id: 1, name: 'y', version: 3 } })
            .catch(() => undefined);
        return onWrite.mock.calls.map(([path, sent]) => [path, (sent as { answer?: unknown }).answer]);
    };
    it('a write answered is told, with its answer', async () => {
        expect(await told([json({ id: 1, name: 'x' })])).toEqual([['catalog/tracks/1/', { id: 1, name: 'x' }]]);
    });
    it('a write the server refused (4xx: nothing written) is not, so nothing is read again', async () => {
        expect(await told([json({ detail: 'Title is required.' }, 400, 'Bad Request')])).toEqual([]);
        expect(await told([json({ detail: 'Signed out.' }, 401, 'Unauthorized')], async () => false)).toEqual([]);
    });
    it('a write sent again after its sign-in was renewed is told once, with the second answer', async () => {
        const answers = [json({ detail: 'Expired.' }, 401, 'Unauthorized'), json({ id: 1, name: 'x' })];
        expect(await told(answers, async () => true)).toEqual([['catalog/tracks/1/', { id: 1, name: 'x' }]]);
    });
});
