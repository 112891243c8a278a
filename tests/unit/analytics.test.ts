import { afterEach, describe, expect, it, vi } from 'vitest';
import {
    ANALYTICS_BATCH,
    ANALYTICS_FLUSH_MS,
    anonymousPath,
    countWrites,
    createAnalytics,
    type AnalyticsEvent,
} from '../../src/lib/analytics';

const sent: AnalyticsEvent[][] = [];
const setup = (url = 'http://collect.test/e') =>
    createAnalytics({
        url,
        context: () => ({ app: 'staff', brand: 'download' }),
        send: (_, body) => sent.push(JSON.parse(body) as AnalyticsEvent[]),
        now: () => new Date('2026-11-23T10:00:00Z'),
    });

afterEach(() => {
    sent.length = 0;
    vi.useRealTimers();
});

describe('analytics', () => {
    it('paths lose their ids, GUIDs and e-mail addresses', () => {
        expect(anonymousPath('/catalog/tracks/123/history')).toBe('/catalog/tracks/:id/history');
        expect(anonymousPath('/files/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/files/:id');
        expect(anonymousPath('/support/users/ann@example.com')).toBe('/support/users/:id');
        expect(anonymousPath('/catalog/tracks')).toBe('/catalog/tracks');
    });

    it('sends page views and actions in one batch after a pause, with app and brand only', () => {
        vi.useFakeTimers();
        const analytics = setup();
        analytics.pageView('/catalog/tracks/7');
        analytics.action('update', 'catalog/tracks');
        expect(sent).toEqual([]);
        vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
        expect(sent).toEqual([
            [
                {
                    type: 'page_view',
                    name: '/catalog/tracks/:id',
                    app: 'staff',
                    brand: 'download',
                    at: '2026-11-23T10:00:00.000Z',
                },
                {
                    type: 'action',
                    name: 'update',
                    resource: 'catalog/tracks',
                    app: 'staff',
                    brand: 'download',
                    at: '2026-11-23T10:00:00.000Z',
                },
            ],
        ]);
    });

    it('sends at once when a batch is full', () => {
        const analytics = setup();
        for (let i = 0; i < ANALYTICS_BATCH; i++) analytics.pageView(`/catalog/tracks/${i}`);
        expect(sent).toHaveLength(1);
        expect(sent[0]).toHaveLength(ANALYTICS_BATCH);
    });

    it('is off without an endpoint: nothing is kept or sent', () => {
        vi.useFakeTimers();
        const analytics = setup('');
        analytics.pageView('/catalog/tracks');
        analytics.flush();
        vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
        expect(sent).toEqual([]);
    });

    it('counts writes and exports once they succeed, never reads or failures', async () => {
        const action = vi.fn();
        const dp = countWrites(
            {
                getList: async () => ({ data: [], total: 0 }),
                update: async (_resource: string) => ({ data: { id: 1 } }),
                delete: async (_resource: string) => Promise.reject(new Error('Forbidden')),
                streamCsv: async (_source: { resource: string } | { operation: { resource: string } }) =>
                    new Blob(['id']),
            },
            { action }
        );
        await dp.getList();
        await dp.update('catalog/tracks');
        await expect(dp.delete('catalog/tracks')).rejects.toThrow('Forbidden');
        await dp.streamCsv({ operation: { resource: 'catalog/labels' } });
        await dp.streamCsv({ resource: 'catalog/artists' });
        expect(action.mock.calls).toEqual([
            ['update', 'catalog/tracks'],
            ['export', 'catalog/labels'],
            ['export', 'catalog/artists'],
        ]);
    });
});
