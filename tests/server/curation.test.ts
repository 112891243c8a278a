/** Curation: pages and modules, the items' limit, duplicates, rules and order, duplicating a module, item image sizes. */
import { describe, expect, it } from 'vitest';
import { ITEM_IMAGE_SIZES } from '../../resources/curation/layout';
import { fill, messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const v = messages.validation;
const png = (width: number, height: number) => {
    const bytes = new Uint8Array(new ArrayBuffer(33));
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
};

describe('curation', () => {
    const api = makeApi(60);
    const json = async (res: Response) => (await res.json()) as Json;
    const post = (path: string, body: unknown, who = 'curation') =>
        api.as(who, `/v4/curation/${path}`, { method: 'POST', json: body });
    const items = async (moduleId: number) =>
        ((await json(await api.as('curation', `/v4/curation/page-modules/${moduleId}/items/?per_page=100`)))
            .results as Json[]) ?? [];
    const newModule = async (body: Json = {}) =>
        (await json(await post('page-modules/', { name: 'Test Module', type_id: 1, ...body }))).id as number;
    const link = (n: number) => ({
        item_type: 'custom',
        image: '/v4/media/images/1/',
        url: `https://example.com/${n}`,
    });

    it('refuses the 251st item with ITEM LIMIT EXCEEDED and writes nothing', async () => {
        const id = await newModule();
        for (let n = 1; n <= 250; n++) expect((await post(`page-modules/${id}/items/`, link(n))).status).toBe(201);
        const refused = await post(`page-modules/${id}/items/`, link(251));
        expect(refused.status).toBe(409);
        expect((await json(refused)).detail).toBe(v.itemLimit);
        const listed = await json(await api.as('curation', `/v4/curation/page-modules/${id}/items/?per_page=1`));
        expect(listed.count).toBe(250);
    });

    it('refuses an item already in the module, saying it was removed, and keeps one', async () => {
        const id = await newModule();
        const first = await json(await post(`page-modules/${id}/items/`, { item_type: 'releases', item_id: 2 }));
        expect(first.title).toBeTruthy();
        const again = await post(`page-modules/${id}/items/`, { item_type: 'releases', item_id: 2 });
        expect(again.status).toBe(409);
        expect((await json(again)).detail).toBe(
            fill(messages.curation.duplicateRemoved, { title: String(first.title), position: 1 })
        );
        expect(await items(id)).toHaveLength(1);
    });

    it('takes a curated playlist as a catalog item, by an existing playlist only', async () => {
        const id = await newModule();
        const playlist = api.db.prepare('SELECT id, name FROM playlists ORDER BY id LIMIT 1').get() as Json;
        const added = await post(`page-modules/${id}/items/`, { item_type: 'playlists', item_id: playlist.id });
        expect(added.status).toBe(201);
        expect((await json(added)).title).toBe(playlist.name);
        const missing = await post(`page-modules/${id}/items/`, { item_type: 'playlists', item_id: 999999 });
        expect(missing.status).toBe(400);
        expect(String((await json(missing)).detail)).toContain(messages.curation.catalogRecord);
    });

    it('needs an image for a non-catalog item, a URL for a video, a record for a catalog item', async () => {
        const id = await newModule();
        const cases: [Json, string][] = [
            [{ item_type: 'custom', url: 'https://example.com/' }, v.itemImage],
            [{ item_type: 'video', image: '/v4/media/images/1/' }, v.videoUrl],
            [{ item_type: 'artists' }, messages.curation.catalogRecord],
        ];
        for (const [body, message] of cases) {
            const res = await post(`page-modules/${id}/items/`, body);
            expect(res.status).toBe(400);
            expect((await json(res)).detail).toBe(message);
        }
        expect(
            (
                await post(`page-modules/${id}/items/`, {
                    item_type: 'video',
                    image: '/x.png',
                    url: 'https://v.example/1',
                })
            ).status
        ).toBe(201);
    });

    it('keeps items numbered 1..n when one moves or goes', async () => {
        const id = await newModule();
        const added: Json[] = [];
        for (let n = 1; n <= 4; n++) added.push(await json(await post(`page-modules/${id}/items/`, link(n))));
        expect(added.map(a => a.position)).toEqual([1, 2, 3, 4]);
        const moved = await api.as('curation', `/v4/curation/page-modules/${id}/items/${added[3].id}/`, {
            method: 'PATCH',
            json: { position: 1 },
        });
        expect((await json(moved)).position).toBe(1);
        expect((await items(id)).map(i => i.url)).toEqual([4, 1, 2, 3].map(n => `https://example.com/${n}`));
        await api.as('curation', `/v4/curation/page-modules/${id}/items/${added[0].id}/`, { method: 'DELETE' });
        expect((await items(id)).map(i => i.position)).toEqual([1, 2, 3]);
        // Each change is in the module's history, by whom.
        const history = JSON.stringify(await json(await api.as('admin', `/v4/curation/page-modules/${id}/history/`)));
        for (const verb of ['item added', 'item changed', 'item removed']) expect(history).toContain(verb);
        expect(history).toContain('curation');
    });

    it('duplicates a module with its items, attached to no page, and records it', async () => {
        const source = (await json(await api.as('marketing', '/v4/curation/page-modules/1/'))) as Json;
        expect(source.page).not.toBeNull();
        const res = await post('page-modules/1/duplicate/', undefined, 'marketing');
        expect(res.status).toBe(201);
        const copy = await json(res);
        expect(copy.page).toBeNull();
        expect(copy.slot_id).toBeNull();
        expect(copy.item_count).toBe(source.item_count);
        expect((await items(copy.id as number)).map(i => i.title)).toEqual((await items(1)).map(i => i.title));
        const history = await json(await api.as('admin', `/v4/curation/page-modules/${String(copy.id)}/history/`));
        expect(JSON.stringify(history)).toContain('duplicate of module 1');
        expect((await api.as('support', '/v4/curation/page-modules/1/duplicate/', { method: 'POST' })).status).toBe(
            403
        );
    });

    it('offers the DJ store only Landing Page', async () => {
        const body = (page_type_id: number, slug: string) => ({ name: 'DJ page', slug, page_type_id });
        const genre = await post('pages/', body(2, 'dj-genre'), 'dj_store_admin');
        expect(genre.status).toBe(400);
        expect((await json(genre)).detail).toBe(`Page Type: ${v.chooseOption}`);
        expect((await post('pages/', body(1, 'dj-landing'), 'dj_store_admin')).status).toBe(201);
        expect((await post('pages/', body(2, 'download-genre'), 'admin')).status).toBe(201);
    });

    it('refuses a slug already used and a page ending before it starts', async () => {
        const taken = await post('pages/', { name: 'Again', slug: 'home', page_type_id: 1 });
        expect((await json(taken)).detail).toBe(fill(messages.curation.slugTaken, { id: 2 }));
        const dates = await post('pages/', {
            name: 'Dates',
            slug: 'dates',
            page_type_id: 1,
            start_date: '2027-03-01',
            end_date: '2027-02-01',
        });
        expect((await json(dates)).detail).toBe(v.startBeforeEnd);
    });

    it('takes an item image only at the size where the module’s items show', async () => {
        // Module 1: the landing page's header.
        const upload = (bytes: Uint8Array<ArrayBuffer>) => {
            const body = new FormData();
            body.append('file', new File([bytes], 'image.png'));
            return api.as('curation', '/v4/curation/page-modules/1/images/', { method: 'POST', body });
        };
        const need = ITEM_IMAGE_SIZES.landingHeader;
        const refused = await upload(png(1400, 1400));
        expect(refused.status).toBe(400);
        expect((await json(refused)).detail).toBe(
            fill(messages.curation.itemImageSize, { actual: '1400x1400', width: 940, height: 321, where: need.where })
        );
        const ok = await upload(png(940, 321));
        expect(ok.status).toBe(201);
        expect(String((await json(ok)).image)).toMatch(/^\/v4\/media\/images\/\d+\/$/);
    });

    it('refuses a stale module change and reads seeded pages with modules in every slot', async () => {
        const stale = await api.as('curation', '/v4/curation/page-modules/2/', {
            method: 'PATCH',
            json: { guest_pick: true },
            headers: { 'If-Match': '"99"' },
        });
        expect(stale.status).toBe(412);
        const modules = (await json(await api.as('label_mgmt', '/v4/curation/pages/1/modules/'))).results as Json[];
        expect(modules.map(m => m.slot_id).sort()).toEqual([1, 2, 3]);
        const seeded = await items(1);
        expect(seeded.length).toBeGreaterThan(0);
        expect(seeded.every(i => i.title && String(i.image).startsWith('/v4/media/images/'))).toBe(true);
    });
});
