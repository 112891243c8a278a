/** The bad-input sweep's curation calls: pages, modules, module items, item images, filters. */
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const call =
    (path: string, json: unknown, method = 'POST') =>
    (api: Api) =>
        api.as('admin', `/v4/curation/${path}`, { method, json });
const page = (json: unknown) =>
    call('pages/', { name: 'P', slug: 'bad-input-page', page_type_id: 1, ...(json as object) });
const items = (json: unknown) => call('page-modules/1/items/', json);
const upload = (bytes: Uint8Array<ArrayBuffer>) => (api: Api) => {
    const body = new FormData();
    body.append('file', new File([bytes], 'image.png'));
    return api.as('admin', '/v4/curation/page-modules/1/images/', { method: 'POST', body });
};
/** A PNG header of a size (enough for the size check). */
const png = (width: number, height: number) => {
    const bytes = new Uint8Array(new ArrayBuffer(33));
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return bytes;
};

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['page name over 255', page({ name: 'n'.repeat(256) })],
    ['page slug with spaces', page({ slug: 'not a slug' })],
    ['page slug already used', page({ slug: 'home' })],
    ['page of an unknown type', page({ page_type_id: 99 })],
    ['page type as text', page({ page_type_id: 'Landing Page' })],
    ['page ending before it starts', page({ start_date: '2027-02-01', end_date: '2027-01-01' })],
    ['page start not a date', page({ start_date: 'soon' })],
    ['module without a type', call('page-modules/', { name: 'M' })],
    ['module name over 250', call('page-modules/', { name: 'm'.repeat(251), type_id: 1 })],
    ['module in an unknown slot', call('page-modules/1/', { slot_id: 7 }, 'PATCH')],
    ['module on an unknown page', call('page-modules/1/', { page_id: 99999 }, 'PATCH')],
    ['module of an unknown source', call('page-modules/1/', { source_type_id: 9 }, 'PATCH')],
    ['module showing 5 items in the header', call('page-modules/1/', { items_shown: 5 }, 'PATCH')],
    [
        'module enabled end before start',
        call(
            'page-modules/1/',
            { enabled_start: '2027-02-01T00:00:00Z', enabled_end: '2027-01-01T00:00:00Z' },
            'PATCH'
        ),
    ],
    ['module external URL not a URL', call('page-modules/1/', { external_url: 'javascript:alert(1)' }, 'PATCH')],
    ['module item count written', call('page-modules/1/', { item_count: 3 }, 'PATCH')],
    ['item of an unknown type', items({ item_type: 'podcasts', item_id: 1 })],
    ['catalog item without its record', items({ item_type: 'releases' })],
    ['catalog item of a missing record', items({ item_type: 'releases', item_id: 99999999 })],
    ['catalog item already in the module', items({ item_type: 'releases', item_id: 4 })],
    ['custom item without an image', items({ item_type: 'custom', url: 'https://example.com/' })],
    ['video item without a URL', items({ item_type: 'video', image: '/v4/media/images/1/' })],
    ['item position as text', call('page-modules/1/items/1/', { position: 'first' }, 'PATCH')],
    ['item position over 250', call('page-modules/1/items/1/', { position: 251 }, 'PATCH')],
    [
        'item title over 250',
        items({ item_type: 'custom', image: '/x', url: 'https://example.com/t', title: 't'.repeat(251) }),
    ],
    ['item image of the wrong size', upload(png(1400, 1400))],
    ['item image that is no image', upload(new Uint8Array([1, 2, 3, 4]))],
    ['duplicate of an unknown module', call('page-modules/99999/duplicate/', {})],
    ['page type filter unknown', api => api.as('admin', '/v4/curation/pages/?page_type_id=9')],
    ['page date filter malformed', api => api.as('admin', '/v4/curation/pages/?start_date=yesterday')],
    ['module enabled filter not boolean', api => api.as('admin', '/v4/curation/page-modules/?enabled=maybe')],
    ['module page filter not numeric', api => api.as('admin', '/v4/curation/page-modules/?page_id=home')],
];

export const curationCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, c]) => [name, () => c(api)]);

/** The seeded pages, modules and items, untouched by the bad calls. */
export const curationCounts = (api: Api) =>
    ['pages', 'page_modules', 'page_module_items'].map(
        table => api.db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    );
