/** Bad input of every kind gets a 4xx with {detail}; never a 500. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';
import { staffCatalogCases, staffCatalogUnchanged } from './badInputStaffCatalog';
import { rightsCases, rightsCounts } from './badInputRights';
import { SEEDED_SUPPLIER_ROWS, supplierCases, supplierCounts } from './badInputSuppliers';
import { jobCases } from './badInputJobs';
import { salesCases, salesJobCount } from './badInputSales';
import { deliveryCases, deliveryFingerprint } from './badInputDeliveries';
import { searchCases } from './badInputSearch';
import { curationCases, curationCounts } from './badInputCuration';
import { liveCases, liveCounts, SEEDED_LIVE_ROWS } from './badInputLive';
import { playlistCases, playlistCounts, SEEDED_PLAYLIST_ROWS } from './badInputPlaylists';
import { ingestCases, ingestFingerprint } from './badInputIngest';
import { packagingCases, packagingCounts } from './badInputPackaging';
import { peopleCases, peopleFingerprint } from './badInputPeople';
import { orderCases, orderFingerprint } from './badInputOrders';

describe('bad-input sweep', () => {
    const api = makeApi(100);
    const deliveriesBefore = deliveryFingerprint(api);
    const seededRights = rightsCounts(api);
    const ingestBefore = ingestFingerprint(api);
    const peopleBefore = peopleFingerprint(api);
    const ordersBefore = orderFingerprint(api);
    const raw = (path: string, init: RequestInit) =>
        api
            .token('admin')
            .then(t =>
                api.request(path, { ...init, headers: { Authorization: `Bearer ${t}`, ...(init.headers ?? {}) } })
            );

    const cases: [string, () => Promise<Response>][] = [
        [
            'malformed JSON',
            () =>
                raw('/v4/catalog/tracks/1/', {
                    method: 'PATCH',
                    headers: { 'Content-Type': 'application/json' },
                    body: '{"name": ',
                }),
        ],
        ['JSON array for an object', () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: [1, 2] })],
        ['JSON null', () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: null })],
        ['no content type', () => raw('/v4/catalog/tracks/1/', { method: 'PATCH', body: '{}' })],
        [
            'wrong type: number for text',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { name: 42 } }),
        ],
        [
            'wrong type: text for number',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { bpm: 'fast' } }),
        ],
        [
            'wrong type: text for boolean',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { is_explicit: 'yes' } }),
        ],
        [
            'over-limit title',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { name: 'x'.repeat(251) } }),
        ],
        [
            'over-limit ISRC',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { isrc: 'x'.repeat(17) } }),
        ],
        [
            'over-limit copyright holder',
            () =>
                api.as('admin', '/v4/catalog/tracks/1/', {
                    method: 'PATCH',
                    json: { copyright_holder: 'x'.repeat(1001) },
                }),
        ],
        [
            'over-limit UPC',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { upc: '1'.repeat(33) } }),
        ],
        [
            'over-limit global release ID',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { grid: 'A'.repeat(19) } }),
        ],
        [
            'pre-order weeks 5',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { pre_order_weeks: 5 } }),
        ],
        [
            'pre-order weeks -1',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { pre_order_weeks: -1 } }),
        ],
        [
            'exclusive period 4 (lifetime) on a release',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { exclusive_period_id: 4 } }),
        ],
        [
            'bad currency',
            () =>
                api.as('admin', '/v4/catalog/releases/1/', {
                    method: 'PATCH',
                    json: { price_override_currency: 'XYZ' },
                }),
        ],
        [
            'bad date',
            () => api.as('admin', '/v4/catalog/releases/1/', { method: 'PATCH', json: { release_date: '2024-13-45' } }),
        ],
        ['unknown field', () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { nonsense: 1 } })],
        [
            'read-only field',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { encode_status: 'CONVERTED' } }),
        ],
        [
            'empty required title',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { name: '   ' } }),
        ],
        [
            'unknown reference id',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { release_id: 99999999 } }),
        ],
        [
            'unknown genre id',
            () => api.as('admin', '/v4/catalog/tracks/1/', { method: 'PATCH', json: { genre_id: 99999 } }),
        ],
        ['create without required fields', () => api.as('admin', '/v4/catalog/tracks/', { method: 'POST', json: {} })],
        ['unknown id', () => api.as('admin', '/v4/catalog/tracks/99999999/')],
        ['non-numeric id', () => api.as('admin', '/v4/catalog/tracks/abc/')],
        ['huge id', () => api.as('admin', '/v4/catalog/tracks/99999999999999999999/')],
        ['unknown path', () => api.as('admin', '/v4/catalog/nothing/')],
        ['page=0', () => api.as('admin', '/v4/catalog/tracks/?page=0')],
        ['page=abc', () => api.as('admin', '/v4/catalog/tracks/?page=abc')],
        ['per_page=1000', () => api.as('admin', '/v4/catalog/tracks/?per_page=1000')],
        ['per_page=-5', () => api.as('admin', '/v4/catalog/tracks/?per_page=-5')],
        ['order_by unknown field', () => api.as('admin', '/v4/catalog/tracks/?order_by=password')],
        ['order_by injection', () => api.as('admin', '/v4/catalog/tracks/?order_by=id;DROP TABLE tracks')],
        ['id filter not numeric', () => api.as('admin', '/v4/catalog/tracks/?id=1,abc')],
        ['date range malformed', () => api.as('admin', '/v4/catalog/tracks/?publish_date=2024-01-01:2024-02-30:x')],
        ['date range bad date', () => api.as('admin', '/v4/catalog/tracks/?publish_date=yesterday:')],
        ['boolean filter not boolean', () => api.as('admin', '/v4/catalog/tracks/?is_explicit=maybe')],
        ['choice filter unknown', () => api.as('admin', '/v4/catalog/tracks/?encode_status=DONE')],
        ['bpm filter not a number', () => api.as('admin', '/v4/catalog/tracks/?bpm=fast')],
        ['bulk not a list', () => api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: { id: 1 } })],
        [
            'bulk without ids',
            () => api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: [{ name: 'x' }] }),
        ],
        ['bulk empty', () => api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json: [] })],
        [
            'renumber with a gap',
            () =>
                api.as('admin', '/v4/catalog/releases/1/tracks/bulk/', {
                    method: 'PATCH',
                    json: [{ id: 1, track_position: 5 }],
                }),
        ],
        [
            'territory without publish time',
            () =>
                api.as('admin', '/v4/catalog/tracks/1/countries-publish-date/', {
                    method: 'PUT',
                    json: [{ country_id: 1 }],
                }),
        ],
        [
            'territory unknown country',
            () =>
                api.as('admin', '/v4/catalog/tracks/1/countries-publish-date/', {
                    method: 'PUT',
                    json: [{ country_id: 9999, publish_time: '2026-01-01T00:00:00Z' }],
                }),
        ],
        [
            'audio upload not multipart',
            () => api.as('admin', '/v4/catalog/tracks/1/audio-files/', { method: 'POST', json: {} }),
        ],
        [
            'dj edit over-limit mix name',
            () =>
                api.as('admin', '/v4/catalog/tracks/1/dj-edit/', {
                    method: 'POST',
                    json: { mix_name: 'x'.repeat(251) },
                }),
        ],
        ...staffCatalogCases(api),
        ...supplierCases(api),
        ...jobCases(api),
        ...deliveryCases(api),
        ...searchCases(api),
        ...curationCases(api),
        ...rightsCases(api),
        ...liveCases(api),
        ...playlistCases(api),
        ...ingestCases(api),
        ...packagingCases(api),
        ...peopleCases(api),
        ...orderCases(api),
        ...salesCases(api),
        [
            'token: no grant type',
            () =>
                api.request('/v4/auth/o/token/', {
                    method: 'POST',
                    body: 'client_id=x',
                    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                }),
        ],
        [
            'token: malformed JSON',
            () =>
                api.request('/v4/auth/o/token/', {
                    method: 'POST',
                    body: '{',
                    headers: { 'Content-Type': 'application/json' },
                }),
        ],
        [
            'token: absurd username',
            () =>
                api.request('/v4/auth/o/token/', {
                    method: 'POST',
                    body: new URLSearchParams({
                        grant_type: 'password',
                        client_id: 'x',
                        username: 'u'.repeat(10000),
                        password: 'p',
                    }).toString(),
                    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                }),
        ],
        [
            'authorize: open redirect',
            () =>
                api.request('/v4/auth/o/authorize/', {
                    method: 'POST',
                    body: new URLSearchParams({
                        client_id: 'x',
                        response_type: 'code',
                        redirect_uri: 'https://evil.example/',
                        username: 'admin',
                        password: 'console-demo',
                    }).toString(),
                    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
                }),
        ],
    ];

    for (const [name, call] of cases) {
        it(`${name} → 4xx with {detail}`, async () => {
            const res = await call();
            expect(res.status, name).toBeGreaterThanOrEqual(400);
            expect(res.status, name).toBeLessThan(500);
            const body = (await res.json()) as { detail?: unknown };
            expect(typeof body.detail).toBe('string');
        });
    }

    const curationBefore = curationCounts(api);
    const packagingBefore = packagingCounts(api);
    it('nothing was changed by the bad writes', async () => {
        const t = api.db.prepare('SELECT name, bpm, isrc FROM tracks WHERE id = 1').get() as Record<string, unknown>;
        expect(String(t.name).length).toBeLessThanOrEqual(250);
        expect(typeof t.bpm).toBe('number');
        expect((api.db.prepare('SELECT count(*) AS n FROM tracks').get() as { n: number }).n).toBe(100);
        staffCatalogUnchanged(api);
        expect(supplierCounts(api)).toEqual(SEEDED_SUPPLIER_ROWS);
        expect(deliveryFingerprint(api)).toBe(deliveriesBefore);
        expect(curationCounts(api)).toEqual(curationBefore);
        expect(rightsCounts(api)).toEqual(seededRights);
        expect(liveCounts(api)).toEqual(SEEDED_LIVE_ROWS);
        expect(playlistCounts(api)).toEqual(SEEDED_PLAYLIST_ROWS);
        expect(ingestFingerprint(api)).toBe(ingestBefore);
        expect(packagingCounts(api)).toEqual(packagingBefore);
        expect(peopleFingerprint(api)).toEqual(peopleBefore);
        expect(orderFingerprint(api)).toBe(ordersBefore);
        expect(salesJobCount(api)).toBe(0);
    });
});
