/**
 * List pages kept as written (server/core/pageCache.ts): a page asked again is the same text without
 * being read again; any write, through the API or another connection to the file, drops it; each
 * caller keeps its own; collections whose SQL reads the clock are never kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/store';
import { MODULES } from '../../server/registry';
import { readsClock } from '../../server/core/pageCache';
import type { Collection } from '../../server/core/collection';
import { makeApi } from './helpers';

const collection = (name: string): Collection => MODULES.find(m => m.collection?.def.name === name)!.collection!;
type Page = { count: number; results: { id: number; name: string; label_id?: number }[] };

describe('list pages kept until a write', () => {
    const api = makeApi(120);
    const tracks = collection('catalog/tracks');
    const LIST = '/v4/catalog/tracks/?order_by=id&per_page=5';
    afterEach(() => vi.restoreAllMocks());

    /** The page's text, and how many times the collection shaped rows to answer it. */
    async function read(account: string, path: string, c = tracks) {
        const present = vi.spyOn(c, 'present');
        const res = await api.as(account, path);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('application/json');
        const text = await res.text();
        const shaped = present.mock.calls.length;
        present.mockRestore();
        return { text, page: JSON.parse(text) as Page, shaped };
    }

    it('a page asked again is the same text, not read again', async () => {
        const first = await read('admin', LIST);
        const again = await read('admin', LIST);
        expect(first.shaped).toBe(1);
        expect(again.shaped).toBe(0);
        expect(again.text).toBe(first.text);
        // Another page, or the same one another way, is its own.
        expect((await read('admin', `${LIST}&page=2`)).shaped).toBe(1);
    });

    it('a write through the API drops it: the page shows the change', async () => {
        const before = await read('admin', LIST);
        const id = before.page.results[0].id;
        const res = await api.as('admin', `/v4/catalog/tracks/${id}/`, {
            method: 'PATCH',
            json: { name: 'Kept Page Renamed' },
        });
        expect(res.status).toBe(200);
        const after = await read('admin', LIST);
        expect(after.shaped).toBe(1);
        expect(after.page.results[0].name).toBe('Kept Page Renamed');
    });

    it('a write by another connection to the file drops it too', async () => {
        const before = await read('admin', LIST);
        const other = openDatabase(api.db.name);
        try {
            other
                .prepare('UPDATE tracks SET name = ? WHERE id = ?')
                .run('Written Elsewhere', before.page.results[1].id);
        } finally {
            other.close();
        }
        const after = await read('admin', LIST);
        expect(after.page.results[1].name).toBe('Written Elsewhere');
    });

    it('each caller keeps its own: a label asking the same page sees only its own tracks', async () => {
        const staff = await read('admin', '/v4/catalog/tracks/?per_page=100');
        const label = await read('label', '/v4/catalog/tracks/?per_page=100');
        expect(label.shaped).toBe(1);
        expect(label.page.count).toBeLessThan(staff.page.count);
        const own = api.db.prepare('SELECT count(*) FROM tracks WHERE label_id = 1').pluck().get();
        expect(label.page.count).toBe(own);
        expect((await read('admin', '/v4/catalog/tracks/?per_page=100')).text).toBe(staff.text);
    });

    it('a collection that reads the clock is read on every call', async () => {
        const streams = collection('live/streams');
        expect(readsClock(streams)).toBe(true);
        await read('admin', '/v4/live/streams/', streams);
        expect((await read('admin', '/v4/live/streams/', streams)).shaped).toBe(1);
    });
});

describe('which collections read the clock', () => {
    it('the ones whose status or filters compare with today or now, and no others', () => {
        const clock = MODULES.flatMap(m => (m.collection && readsClock(m.collection) ? [m.collection.def.name] : []));
        expect(clock.sort()).toEqual(CLOCK_READERS);
    });

    it.each([
        ["date('now')", true],
        ["strftime('%Y', 'now')", true],
        ['mountain_today()', true],
        ['CURRENT_TIMESTAMP', true],
        ['random()', true],
        ['t.publish_date', false],
        ['t.name_now', false],
    ])('%s reads the clock: %s', (select, reads) => {
        expect(readsClock({ ...collection('catalog/tracks'), select })).toBe(reads);
    });
});

/** Filled in from the collections' SQL (live status, trial and coupon expiry). */
const CLOCK_READERS = ['catalog/labels', 'live/streams', 'support/coupons'];
