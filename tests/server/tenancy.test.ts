/** Partners see only their own supplier's or label's records, in lists, details, bulk and CSV. */
import { describe, expect, it } from 'vitest';
import { makeApi } from './helpers';

interface Paged<T> {
    count: number;
    page: string;
    results: T[];
}
type Track = { id: number; label_id: number; supplier_id: number; release: { label: { id: number } } };

describe('partner tenancy', () => {
    const api = makeApi(400);
    const foreignTrack = () =>
        (api.db.prepare('SELECT id FROM tracks WHERE supplier_id != 1 LIMIT 1').get() as { id: number }).id;
    const foreignLabel = () =>
        (api.db.prepare('SELECT id FROM labels WHERE supplier_id != 1 LIMIT 1').get() as { id: number }).id;

    async function allPages<T>(account: string, path: string): Promise<T[]> {
        const first = (await (await api.as(account, `${path}?per_page=100`)).json()) as Paged<T>;
        const total = Number(first.page.split('/')[1]);
        const out = [...first.results];
        for (let p = 2; p <= total; p++)
            out.push(...((await (await api.as(account, `${path}?per_page=100&page=${p}`)).json()) as Paged<T>).results);
        return out;
    }

    it('a label user lists only its own label’s tracks, all of them', async () => {
        const tracks = await allPages<Track>('label', '/v4/catalog/tracks/');
        const own = api.db.prepare('SELECT count(*) AS n FROM tracks WHERE label_id = 1').get() as { n: number };
        expect(tracks.length).toBe(own.n);
        expect(own.n).toBeGreaterThan(0);
        expect(tracks.every(t => t.release.label.id === 1)).toBe(true);
    });

    it('a supplier user lists only its own supplier’s labels, releases and tracks', async () => {
        const labels = await allPages<{ supplier_id: number }>('supplier', '/v4/catalog/labels/');
        expect(labels.length).toBe(4);
        expect(labels.every(l => l.supplier_id === 1)).toBe(true);
        const releases = await allPages<{ supplier_id: number }>('supplier', '/v4/catalog/releases/');
        expect(releases.length).toBeGreaterThan(0);
        expect(releases.every(r => r.supplier_id === 1)).toBe(true);
        const tracks = await allPages<Track>('supplier', '/v4/catalog/tracks/');
        expect(tracks.every(t => t.supplier_id === 1)).toBe(true);
    });

    it('another partner’s record is not found, and a filter cannot widen the view', async () => {
        const id = foreignTrack();
        expect((await api.as('label', `/v4/catalog/tracks/${id}/`)).status).toBe(404);
        expect((await api.as('supplier', `/v4/catalog/tracks/${id}/`)).status).toBe(404);
        expect((await api.as('label', `/v4/catalog/tracks/${id}/audio-files/`)).status).toBe(404);
        expect((await api.as('supplier', `/v4/catalog/labels/${foreignLabel()}/`)).status).toBe(404);
        const filtered = (await (
            await api.as('label', `/v4/catalog/tracks/?label_name=Records`)
        ).json()) as Paged<Track>;
        expect(filtered.results.every(t => t.label_id === 1)).toBe(true);
        // Staff-only filters are refused, the `id` filter too (§6: "Many id and status filters need
        // the staff scope"): a partner reads its records one by one.
        expect((await api.as('label', `/v4/catalog/tracks/?id=${id}`)).status).toBe(403);
        expect((await api.as('label', `/v4/catalog/tracks/?release_id=1`)).status).toBe(403);
    });

    it('filters the schema restricts are refused to others by the server too', async () => {
        const status = async (who: string, q: string) => (await api.as(who, `/v4/catalog/tracks/?${q}`)).status;
        expect(await status('label', 'guid=guid-1')).toBe(403);
        expect(await status('admin', 'guid=guid-1')).toBe(200);
        expect(await status('admin', 'dj_edits=true')).toBe(403);
        expect(await status('dj_store_admin', 'dj_edits=true')).toBe(200);
        expect(await status('dj_store_admin', 'is_hype=true')).toBe(403);
        expect(await status('support', 'label_manager=Dana')).toBe(403);
        expect(await status('marketing', 'label_manager=Dana')).toBe(200);
        expect((await api.as('supplier', '/v4/catalog/labels/?multiple_contracts_active=true')).status).toBe(403);
        // The `id` filter, where the model gives it the staff scope: refused to partners, as the console hides it.
        for (const list of ['tracks', 'releases', 'labels', 'artists', 'dj-profiles']) {
            expect((await api.as('supplier', `/v4/catalog/${list}/?id=1,2`)).status, list).toBe(403);
            expect((await api.as('label', `/v4/catalog/${list}/?id=1`)).status, list).toBe(403);
            expect((await api.as('finance', `/v4/catalog/${list}/?id=1,2`)).status, list).toBe(200);
        }
        const refused = await api.as('supplier', '/v4/catalog/tracks/?id=1,2');
        expect(await refused.json()).toEqual({ detail: 'You may not filter by id.' });
    });

    it('a bulk update that names another partner’s track changes nothing', async () => {
        const own = api.db.prepare('SELECT id, mix_name FROM tracks WHERE label_id = 1 LIMIT 1').get() as {
            id: number;
            mix_name: string;
        };
        const id = foreignTrack();
        const before = api.db.prepare('SELECT mix_name FROM tracks WHERE id = ?').get(id);
        const res = await api.as('label', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: [
                { id: own.id, mix_name: 'Bulk A' },
                { id, mix_name: 'Bulk B' },
            ],
        });
        // Bulk update is a staff action (admin, content ops): refused before any row is read.
        expect(res.status).toBe(403);
        expect(api.db.prepare('SELECT mix_name FROM tracks WHERE id = ?').get(id)).toEqual(before);
        expect(
            (api.db.prepare('SELECT mix_name FROM tracks WHERE id = ?').get(own.id) as { mix_name: string }).mix_name
        ).toBe(own.mix_name);
    });

    it('partners never receive staff-only fields such as the temporary password', async () => {
        const res = await api.as('supplier', '/v4/catalog/labels/?per_page=100');
        const text = await res.text();
        expect(text).not.toContain('temporary_password');
        expect(text).not.toContain('temporary_username');
        const staff = (await (await api.as('admin', '/v4/catalog/labels/2/')).json()) as Record<string, unknown>;
        expect(staff).toHaveProperty('temporary_password');
        const patch = await api.as('supplier', '/v4/catalog/labels/1/', {
            method: 'PATCH',
            json: { temporary_password: 'x' },
        });
        expect(patch.status).toBe(403);
    });

    it('shared reference data (genres, keys, sub-genres) is readable by partners in full', async () => {
        for (const path of ['/v4/catalog/genres/', '/v4/catalog/keys/', '/v4/catalog/sub-genres/']) {
            const staff = (await (await api.as('admin', path)).json()) as Paged<unknown>;
            const partner = (await (await api.as('label', path)).json()) as Paged<unknown>;
            expect(partner.count).toBe(staff.count);
            expect(partner.count).toBeGreaterThan(0);
        }
    });

    it('a supplier partner reads no supplier record, not even its own; its labels still name their supplier', async () => {
        for (const path of [
            '/v4/catalog/suppliers/',
            '/v4/catalog/suppliers/1/',
            '/v4/catalog/suppliers/1/contacts/',
        ]) {
            expect((await api.as('supplier', path)).status, path).toBe(403);
        }
        const label = (await (await api.as('supplier', '/v4/catalog/labels/1/')).json()) as {
            supplier: { id: number };
        };
        expect(label.supplier.id).toBe(1);
    });

    it('the labels CSV holds only the supplier’s own labels', async () => {
        const csv = await (await api.as('supplier', '/v4/catalog/labels/csv/download/')).text();
        const rows = csv.trim().split('\r\n').slice(1);
        expect(rows.length).toBe(4);
        expect(rows.every(r => r.split(',')[2] === '1')).toBe(true);
    });

    it('no partner response contains another partner’s record', async () => {
        const ownLabels = new Set([1, 2, 3, 4]);
        for (const path of ['/v4/catalog/tracks/', '/v4/catalog/releases/', '/v4/catalog/labels/']) {
            for (const account of ['supplier', 'label'] as const) {
                const res = await api.as(account, `${path}?per_page=100`);
                if (res.status !== 200) continue;
                const body = (await res.json()) as Paged<Record<string, unknown>>;
                for (const r of body.results) {
                    const label = (r.label_id ?? r.id) as number;
                    if (account === 'label') expect(label).toBe(1);
                    else expect(ownLabels.has(label) || r.supplier_id === 1).toBe(true);
                }
            }
        }
    });
});
