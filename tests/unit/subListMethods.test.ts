/**
 * The data provider's generic sub-list methods: every path and method comes from the model's
 * declaration (a sub-resource, or a list saved whole), never from the screen.
 */
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { csvPath, subPath, wholeSave } from '../../dataProvider/query';
import { CHART_TRACKS, PLAYLIST_PARTNERS, RELEASE_TRACKS } from '../../resources/subLists';
import moduleItems from '../../resources/curation/moduleItems';
import { searchAutocomplete } from '../../resources/operations/search';

interface Sent {
    method: string;
    url: string;
    body: unknown;
    ifMatch: string | null;
    accept: string | null;
}

function recording(answer: () => Response = () => new Response(JSON.stringify({ results: [] }))) {
    const sent: Sent[] = [];
    const dp = createDataProvider({
        apiUrl: 'https://api.example/v4',
        getAccessToken: () => 'token',
        fetch: async (input, init) => {
            const headers = new Headers(init?.headers);
            sent.push({
                method: init?.method ?? 'GET',
                url: String(input),
                body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
                ifMatch: headers.get('If-Match'),
                accept: headers.get('Accept'),
            });
            return answer();
        },
    });
    return { dp, sent };
}

describe('sub-list paths', () => {
    it('puts the parent id and the row id in their places, encoded', () => {
        expect(subPath(moduleItems, 12)).toBe('curation/page-modules/12/items');
        expect(subPath(moduleItems, 12, 3)).toBe('curation/page-modules/12/items/3');
        expect(subPath({ parent: 'catalog/tracks/', path: '/notes/' }, 'a/b')).toBe('catalog/tracks/a%2Fb/notes');
    });
    it('saves a list whole by its own declaration, or by PUT on the list', () => {
        expect(wholeSave(RELEASE_TRACKS)).toEqual({ path: 'tracks/bulk', method: 'PATCH' });
        expect(wholeSave(CHART_TRACKS)).toEqual({ path: 'tracks', method: 'PUT' });
        expect(wholeSave(moduleItems)).toEqual({ path: 'items', method: 'PUT' });
        expect(csvPath('catalog/labels')).toBe('catalog/labels/csv/download/');
    });
});

describe('sub-list methods', () => {
    it('reads, creates, changes (with If-Match) and deletes rows at the declared paths', async () => {
        const { dp, sent } = recording();
        await dp.subList(moduleItems, 7);
        await dp.createSubRow(moduleItems, 7, { title: 'x' });
        await dp.updateSubRow(moduleItems, 7, 3, { position: 2 }, 5);
        await dp.updateSubRow(moduleItems, 7, 4, { position: 1 });
        await dp.deleteSubRow(moduleItems, 7, 3);
        const base = 'https://api.example/v4/curation/page-modules/7/items/';
        expect(sent.map(s => [s.method, s.url, s.body, s.ifMatch])).toEqual([
            ['GET', `${base}?page=1&per_page=100`, undefined, null],
            ['POST', base, { title: 'x' }, null],
            ['PATCH', `${base}3/`, { position: 2 }, '"5"'],
            ['PATCH', `${base}4/`, { position: 1 }, null],
            ['DELETE', `${base}3/`, undefined, null],
        ]);
    });
    it('sends a whole list by the way its declaration names', async () => {
        const { dp, sent } = recording();
        await dp.putSubList(RELEASE_TRACKS, 5, [{ id: 1, track_position: 1 }]);
        await dp.putSubList(CHART_TRACKS, 6, []);
        await dp.putSubList(PLAYLIST_PARTNERS, 8, [{ id: 2 }]);
        await dp.putSubList(moduleItems, 9, []);
        expect(sent.map(s => `${s.method} ${s.url}`)).toEqual([
            'PATCH https://api.example/v4/catalog/releases/5/tracks/bulk/',
            'PUT https://api.example/v4/catalog/charts/6/tracks/',
            'PUT https://api.example/v4/catalog/playlists/8/partners-bulk/',
            'PUT https://api.example/v4/curation/page-modules/9/items/',
        ]);
        expect(sent[0].body).toEqual([{ id: 1, track_position: 1 }]);
    });
    it("uploads a record's image as a multipart form", async () => {
        const { dp, sent } = recording(() => new Response(JSON.stringify({ image: '/v4/media/images/1/' })));
        await dp.uploadImage('catalog/artists', 4, new File(['png'], 'a.png', { type: 'image/png' }));
        expect(sent[0].method).toBe('POST');
        expect(sent[0].url).toBe('https://api.example/v4/catalog/artists/4/images/');
        expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
    });
    it("streams a collection's CSV or a declared operation's, with the filter", async () => {
        const { dp, sent } = recording(() => new Response('id\n1\n', { headers: { 'Content-Type': 'text/csv' } }));
        await dp.streamCsv({ resource: 'catalog/labels' }, { filter: { name: 'a' } });
        await dp.streamCsv({ operation: searchAutocomplete }, {});
        expect(sent.map(s => `${s.url} ${s.accept}`)).toEqual([
            'https://api.example/v4/catalog/labels/csv/download/?name=a text/csv',
            'https://api.example/v4/search/autocomplete/ text/csv',
        ]);
    });
});
