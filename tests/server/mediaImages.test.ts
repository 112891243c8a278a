/**
 * `POST media/images/?use=…`: the general image upload. Each use checks its own §9 size rule in its
 * own words and is open to whoever may write what the image is for; nothing is stored on a refusal.
 */
import { describe, expect, it } from 'vitest';
import { ITEM_IMAGE_SIZES } from '../../resources/curation/layout';
import { fill, messages } from '../../resources/messages';
import { solidPng } from '../../server/core/png';
import { makeApi } from './helpers';

const file = (bytes: Uint8Array, name = 'image.png') => {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(bytes)], name));
    return body;
};
const png = (w: number, h: number) => new Uint8Array(solidPng(w, h, [10, 120, 200]));

describe('POST media/images', () => {
    const api = makeApi(60);
    const upload = (who: string, use: string, body: FormData) =>
        api.as(who, `/v4/media/images/?use=${encodeURIComponent(use)}`, { method: 'POST', body });
    const images = () => api.db.prepare('SELECT count(*) FROM images').pluck().get() as number;
    const detail = async (res: Response) => ((await res.json()) as { detail: string }).detail;

    it('stores cover art that meets the rule and answers its address, readable without a token', async () => {
        const res = await upload('content_ops', 'catalog/releases.image', file(png(600, 600)));
        expect(res.status).toBe(201);
        const body = (await res.json()) as { image: string; width: number; height: number };
        expect(body).toMatchObject({ width: 600, height: 600 });
        const served = await api.request(body.image, {});
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/png');
    });

    it('refuses each use in its own words, and stores nothing', async () => {
        const before = images();
        const small = await upload('content_ops', 'catalog/releases.image', file(png(400, 400)));
        expect(small.status).toBe(400);
        expect(await detail(small)).toBe(messages.validation.coverArt);
        const text = await upload(
            'admin',
            'catalog/labels.image',
            file(new TextEncoder().encode('not an image'), 'x.png')
        );
        expect(text.status).toBe(400);
        const need = ITEM_IMAGE_SIZES.landingHeader;
        const wrong = await upload('curation', 'curation.landingHeader', file(png(1400, 1400)));
        expect(await detail(wrong)).toBe(
            fill(messages.curation.itemImageSize, { actual: '1400x1400', width: 940, height: 321, where: need.where })
        );
        const unknown = await upload('admin', 'catalog/tracks.banner', file(png(600, 600)));
        expect(unknown.status).toBe(400);
        expect(await detail(unknown)).toBe(fill(messages.ingestion.unknownImageUse, { use: 'catalog/tracks.banner' }));
        const huge = new Uint8Array(11 * 1024 * 1024);
        huge.set(png(600, 600));
        expect((await upload('admin', 'catalog/releases.image', file(huge))).status).toBe(413);
        expect(images()).toBe(before);
    });

    it('is open to who may write what the image is for; a token is needed', async () => {
        expect((await upload('curation', 'curation.landingHeader', file(png(940, 321)))).status).toBe(201);
        expect((await upload('content_ops', 'curation.landingHeader', file(png(940, 321)))).status).toBe(403);
        expect((await upload('finance', 'catalog/releases.image', file(png(600, 600)))).status).toBe(403);
        expect((await upload('supplier', 'catalog/releases.image', file(png(600, 600)))).status).toBe(201);
        const anonymous = await api.request('/v4/media/images/?use=catalog/releases.image', {
            method: 'POST',
            body: file(png(600, 600)),
        });
        expect(anonymous.status).toBe(401);
    });
});
