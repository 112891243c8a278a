/** The identity lookups and the deliveries inspector may live on hosts of their own (spec §7). */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { apiPath, baseUrlFor } from '../../dataProvider/query';
import { inspectDelivery } from '../../resources/operations/delivery';

const hosts = { identity: 'https://id.example/v4/', inspector: 'https://inspect.example/v4', other: '' };

describe('base URL by a path’s first segment', () => {
    it('picks the host configured for the first segment, the main API otherwise', () => {
        expect(baseUrlFor('/v4', hosts, 'identity/accounts/7/')).toBe('https://id.example/v4');
        expect(baseUrlFor('/v4', hosts, '/inspector/deliveries/')).toBe('https://inspect.example/v4');
        expect(baseUrlFor('/v4', hosts, 'catalog/tracks')).toBe('/v4');
        // A segment that merely starts like one, or a host left empty, stays on the main API.
        expect(baseUrlFor('/v4', hosts, 'identity-links/')).toBe('/v4');
        expect(baseUrlFor('/v4', hosts, 'other/x/')).toBe('/v4');
        expect(baseUrlFor('/v4', undefined, 'identity/accounts/7/')).toBe('/v4');
        expect(apiPath('/v4', hosts, 'inspector/deliveries/3/')).toBe(
            'https://inspect.example/v4/inspector/deliveries/3/'
        );
    });

    it('sends the data provider’s calls there: custom paths and resources alike', async () => {
        const urls: string[] = [];
        const fetch = vi.fn(async (url: string) => {
            urls.push(url);
            return new Response('{"count":0,"next":null,"previous":null,"page":"1/1","per_page":10,"results":[]}', {
                headers: { 'Content-Type': 'application/json' },
            });
        });
        const dp = createDataProvider({ apiUrl: '/v4', hosts, getAccessToken: () => 't', fetch: fetch as never });
        await dp.fetchBlob('identity/accounts/7/');
        await dp.fetchBlob('inspector/deliveries/?limit=25');
        await dp.getList('catalog/tracks', {});
        await dp.getOne('inspector/deliveries', { id: 3 });
        await dp.call(inspectDelivery, { id: 4 });
        expect(urls).toEqual([
            'https://id.example/v4/identity/accounts/7/',
            'https://inspect.example/v4/inspector/deliveries/?limit=25',
            '/v4/catalog/tracks/',
            'https://inspect.example/v4/inspector/deliveries/3/',
            'https://inspect.example/v4/inspector/deliveries/4/',
        ]);
    });
});
