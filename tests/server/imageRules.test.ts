/** Each kind of image is refused in its own words, from the one message catalogue. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

const png = (width: number, height: number) => {
    const b = new Uint8Array(new ArrayBuffer(64));
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    new DataView(b.buffer).setUint32(16, width);
    new DataView(b.buffer).setUint32(20, height);
    return b;
};

describe('image rejections name the kind of image', () => {
    const api = makeApi(60);
    const upload = async (path: string, bytes: Uint8Array<ArrayBuffer>) => {
        const body = new FormData();
        body.append('file', new File([bytes], 'image.png'));
        const res = await api.as('admin', path, { method: 'POST', body });
        return { status: res.status, body: (await res.json()) as { detail: string; errors: { image: string } } };
    };

    it('an artist image too small says so, not "Cover art"', async () => {
        const artist = (api.db.prepare('SELECT id FROM artists LIMIT 1').get() as { id: number }).id;
        const refused = await upload(`/v4/catalog/artists/${artist}/images/`, png(400, 400));
        expect(refused.status).toBe(400);
        expect(refused.body.detail).toBe('Artist image must be at least 500x500');
        expect(refused.body.errors.image).toBe(messages.validation.artistImage);
        expect((await upload(`/v4/catalog/artists/${artist}/images/`, png(600, 500))).status).toBe(201);
    });

    it('cover art and label images keep their own messages', async () => {
        expect((await upload('/v4/catalog/releases/1/images/', png(600, 500))).body.detail).toBe(
            'Cover art must be at least 500x500 and square'
        );
        expect((await upload('/v4/catalog/labels/1/images/', png(600, 600))).body.detail).toBe(
            'Label image must be 500x500'
        );
    });

    it('a chart image is the charts slideshow size, 1050x508, or larger at its 2.07:1 ratio', async () => {
        for (const [w, h] of [
            [1000, 484],
            [1050, 1050],
            [1400, 508],
        ]) {
            const refused = await upload('/v4/catalog/charts/1/images/', png(w, h));
            expect(refused.status, `${w}x${h}`).toBe(400);
            expect(refused.body.detail).toBe('Chart image must be at least 1050x508 at 2.07:1');
        }
        for (const [w, h] of [
            [1050, 508],
            [2100, 1016],
        ])
            expect((await upload('/v4/catalog/charts/1/images/', png(w, h))).status, `${w}x${h}`).toBe(201);
        expect(api.db.prepare('SELECT image FROM charts WHERE id = 1').pluck().get()).toMatch(/^\/v4\/media\/images\//);
    });
});
