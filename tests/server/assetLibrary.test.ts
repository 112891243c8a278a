/** A release's asset-library files: listed and downloaded by whoever reads the release, byte for byte. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

interface AssetFile {
    id: number;
    name: string;
    kind: string;
    size: number;
    download: string;
}

describe('asset library (al/files)', () => {
    const api = makeApi(60);

    it('lists a release’s files with sizes and downloads each as an attachment of that size', async () => {
        const res = await api.as('content_ops', '/v4/catalog/releases/1/al/files/');
        expect(res.status).toBe(200);
        const files = ((await res.json()) as { results: AssetFile[] }).results;
        expect(files.map(f => f.kind)).toEqual(['artwork', 'label-copy']);
        for (const f of files) {
            const got = await api.as('label', f.download);
            expect(got.status).toBe(200);
            expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
            const bytes = new Uint8Array(await got.arrayBuffer());
            expect(bytes.length).toBe(f.size);
        }
        const png = new Uint8Array(await (await api.as('admin', files[0].download)).arrayBuffer());
        expect([...png.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    });

    it('keeps partners to their own releases and files to their release', async () => {
        const foreign = api.db
            .prepare(
                'SELECT r.id FROM releases r JOIN labels l ON l.id = r.label_id WHERE l.supplier_id <> 1 ORDER BY r.id LIMIT 1'
            )
            .pluck()
            .get() as number;
        expect((await api.as('supplier', `/v4/catalog/releases/${foreign}/al/files/`)).status).toBe(404);
        const other = api.db
            .prepare('SELECT id FROM asset_library_files WHERE release_id = ? LIMIT 1')
            .pluck()
            .get(foreign) as number;
        // Another release's file through release 1's path: not there.
        expect((await api.as('admin', `/v4/catalog/releases/1/al/files/${other}/download/`)).status).toBe(404);
        expect((await api.as('artist', '/v4/catalog/releases/1/al/files/')).status).toBe(403);
    });
});
