/**
 * Ingestion settings: a supplier's FTP users (password shown once, stored hashed, never read back),
 * the accepted XSD versions and their download, the automated ingestion genre honoured by the
 * pipeline, the pipeline's stages, the publishers list, and the 90-second rule counting track edits.
 */
import { describe, expect, it } from 'vitest';
import { XSD_VERSIONS } from '../../resources/delivery/ingestion';
import { fill, messages } from '../../resources/messages';
import { verifyPassword } from '../../server/core/passwords';
import { createJobWorker } from '../../server/jobs/worker';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const ftp = (supplier = 1) => `/v4/catalog/suppliers/${supplier}/ftp-users/`;

describe('ingestion settings', () => {
    const api = makeApi(60);
    const json = async <T = Json>(res: Response) => (await res.json()) as T;
    const hashOf = (id: unknown) =>
        api.db.prepare('SELECT password_hash FROM ftp_users WHERE id = ?').pluck().get(id) as string;

    it('creates an FTP user with a generated password shown once and stored only hashed', async () => {
        const res = await api.as('content_ops', ftp(), { method: 'POST', json: { username: 'northern.ftp' } });
        expect(res.status).toBe(201);
        const made = await json<{ id: number; username: string; enabled: boolean; password: string }>(res);
        expect(made).toMatchObject({ username: 'northern.ftp', enabled: true, last_login: null });
        expect(made.password).toMatch(/^[A-Za-z2-9]{20}$/);
        const hash = hashOf(made.id);
        expect(hash).not.toContain(made.password);
        expect(verifyPassword(made.password, hash)).toBe(true);

        // No read carries it again: not the list, not the history.
        const listed = await api.as('admin', ftp());
        const text = await listed.text();
        expect(text).toContain('northern.ftp');
        expect(text).not.toContain(made.password);
        expect(text).not.toContain('password');
        const history = JSON.stringify(
            api.db.prepare("SELECT changes FROM history WHERE resource LIKE '%ftp-users'").all()
        );
        expect(history).not.toContain(made.password);
        expect(history).not.toContain(hash);

        // A reset answers a new password once; the old one no longer verifies.
        const reset = await api.as('admin', `${ftp()}${made.id}/reset-password/`, { method: 'POST' });
        expect(reset.status).toBe(200);
        const fresh = (await json<{ password: string }>(reset)).password;
        expect(fresh).not.toBe(made.password);
        expect(verifyPassword(fresh, hashOf(made.id))).toBe(true);
        expect(verifyPassword(made.password, hashOf(made.id))).toBe(false);
        expect(await (await api.as('admin', ftp())).text()).not.toContain(fresh);

        // Disable, and the list says so.
        const off = await api.as('admin', `${ftp()}${made.id}/`, { method: 'PATCH', json: { enabled: false } });
        expect(await json(off)).toMatchObject({ enabled: false });
        const rows = (await json<{ results: Json[] }>(await api.as('label_mgmt', ftp()))).results;
        expect(rows.find(r => r.id === made.id)).toMatchObject({ enabled: false });
    });

    it('refuses a taken, hostile or malformed FTP user name, and writes nothing', async () => {
        const count = () => api.db.prepare('SELECT count(*) FROM ftp_users').pluck().get();
        const before = count();
        const taken = await api.as('admin', ftp(2), { method: 'POST', json: { username: 'supplier1-ingest' } });
        expect(taken.status).toBe(409);
        expect((await json<{ detail: string }>(taken)).detail).toBe(
            fill(messages.ingestion.ftpUsernameTaken, { username: 'supplier1-ingest' })
        );
        for (const username of ['ab', '../etc', 'Robert', 'x'.repeat(40), 'a b c', '<script>', 'café-ftp', ''])
            expect((await api.as('admin', ftp(), { method: 'POST', json: { username } })).status, username).toBe(400);
        expect(count()).toBe(before);
        // Another supplier's user is not this supplier's.
        const other = await json<{ id: number }>(
            await api.as('admin', ftp(2), { method: 'POST', json: { username: 'second-supplier' } })
        );
        expect((await api.as('admin', `${ftp(1)}${other.id}/reset-password/`, { method: 'POST' })).status).toBe(404);
        // Read-only for label_mgmt, nothing for support or partners.
        expect((await api.as('label_mgmt', ftp(), { method: 'POST', json: { username: 'lm-user' } })).status).toBe(403);
        expect((await api.as('support', ftp())).status).toBe(403);
        expect((await api.as('supplier', ftp())).status).toBe(403);
    });

    it('lists the accepted XSD versions and downloads each as an attachment', async () => {
        const list = await json<{ results: { version: string; file: string; size: number }[] }>(
            await api.as('content_ops', '/v4/xsd_files/')
        );
        expect(list.results.map(x => x.version)).toEqual(XSD_VERSIONS.map(x => x.version));
        for (const x of list.results) {
            const res = await api.as('label_mgmt', `/v4/xsd_files/${x.version}/download/`);
            expect(res.status).toBe(200);
            expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${x.file}"`);
            const body = await res.text();
            expect(body).toContain(`version="${x.version}"`);
            expect(body).toContain('<xs:schema');
            expect(Buffer.byteLength(body)).toBe(x.size);
        }
        expect((await api.as('admin', '/v4/xsd_files/9.9/download/')).status).toBe(404);
        expect((await api.as('supplier', '/v4/xsd_files/')).status).toBe(403);
    });

    it('keeps the automated ingestion genre, and the pipeline gives it to a delivery that names none', async () => {
        const genres = await json<{ results: { id: number; name: string }[] }>(
            await api.as('admin', '/v4/catalog/genres/?per_page=5')
        );
        const chosen = genres.results[2];
        const put = await api.as('content_ops', '/v4/automated_ingestion/genre/', {
            method: 'PUT',
            json: { genre_id: chosen.id },
        });
        expect(put.status).toBe(200);
        expect(await json(await api.as('label_mgmt', '/v4/automated_ingestion/genre/'))).toMatchObject({
            genre_id: chosen.id,
            genre: { id: chosen.id, name: chosen.name },
        });
        expect(
            (await api.as('label_mgmt', '/v4/automated_ingestion/genre/', { method: 'PUT', json: { genre_id: 1 } }))
                .status
        ).toBe(403);
        expect(
            (await api.as('admin', '/v4/automated_ingestion/genre/', { method: 'PUT', json: { genre_id: 999999 } }))
                .status
        ).toBe(400);

        const worker = createJobWorker(api.db, { stepMs: 0 });
        const target = api.db
            .prepare("SELECT id FROM deliveries WHERE genre_id IS NULL AND release_status = 'release-received' LIMIT 1")
            .pluck()
            .get() as number;
        expect(target).toBeGreaterThan(0);
        const res = await api.as('content_ops', '/v4/deliveries/deliveries/resubmit/', {
            method: 'POST',
            json: { ids: [target] },
        });
        expect(res.status).toBe(200);
        await worker.drain();
        const done = await json<{ release_status: string; genre: { id: number } }>(
            await api.as('content_ops', `/v4/inspector/deliveries/${target}/`)
        );
        expect(done).toMatchObject({ release_status: 'release-ingested', genre: { id: chosen.id } });
        const steps = (done as unknown as { steps: { detail: string }[] }).steps;
        expect(steps.at(-1)!.detail).toBe(
            `release-ingested: ${fill(messages.ingestion.automatedGenreSet, { genre: chosen.name })}`
        );

        // With no automated genre, a delivery without a genre has none to map: Non existent genre.
        await api.as('admin', '/v4/automated_ingestion/genre/', { method: 'PUT', json: { genre_id: null } });
        api.db.prepare('UPDATE deliveries SET genre_id = NULL WHERE id = ?').run(target);
        await api.as('content_ops', '/v4/deliveries/deliveries/resubmit/', { method: 'POST', json: { ids: [target] } });
        await worker.drain();
        expect(await json(await api.as('content_ops', `/v4/deliveries/deliveries/${target}/`))).toMatchObject({
            release_status: 'filter-error',
            status_message: 'Non existent genre',
        });
    });

    it('shows the pipeline stages with their deliveries by state: each count is what its list holds, of the user’s brand', async () => {
        type Pipeline = { stages: { id: string; count: number; statuses: { status: string; count: number }[] }[] };
        const listed = async (user: string, status?: string) =>
            (
                await json<{ count: number }>(
                    await api.as(user, `/v4/inspector/deliveries/${status ? `?release_status=${status}` : ''}`)
                )
            ).count;
        const totals: number[] = [];
        for (const user of ['label_mgmt', 'dj_store_admin']) {
            const res = await api.as(user, '/v4/pipeline/');
            expect(res.status).toBe(200);
            const body = await json<Pipeline>(res);
            expect(body.stages.map(s => s.id)).toEqual(['received', 'metadata', 'filter', 'ingest', 'encode', 'done']);
            const total = body.stages.reduce((n, s) => n + s.count, 0);
            expect(total, user).toBe(await listed(user));
            for (const status of body.stages
                .flatMap(s => s.statuses)
                .filter(s => s.count > 0)
                .slice(0, 4))
                expect(status.count, `${user} ${status.status}`).toBe(await listed(user, status.status));
            totals.push(total);
        }
        // The two brands' deliveries together are every delivery: neither counts the other's.
        expect(totals[0] + totals[1]).toBe(api.db.prepare('SELECT count(*) FROM deliveries').pluck().get());
        expect(Math.min(...totals)).toBeGreaterThan(0);
        expect((await api.as('supplier', '/v4/pipeline/')).status).toBe(403);
    });

    it('seeds a missing-isrc delivery whose release really misses an ISRC; a track edit starts the 90 seconds', async () => {
        const d = api.db
            .prepare("SELECT id, release_id FROM deliveries WHERE status_message = 'missing-isrc' ORDER BY id LIMIT 1")
            .get() as { id: number; release_id: number };
        const blank = api.db
            .prepare("SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 AND (isrc IS NULL OR isrc = '')")
            .pluck()
            .get(d.release_id) as number;
        expect(blank).toBeGreaterThan(0);
        const track = await api.as('content_ops', `/v4/catalog/tracks/${blank}/`);
        const version = (await json<{ version: number }>(track)).version;
        const fixed = await api.as('content_ops', `/v4/catalog/tracks/${blank}/`, {
            method: 'PATCH',
            json: { isrc: 'USRC17607839' },
            headers: { 'If-Match': `"${version}"` },
        });
        expect(fixed.status).toBe(200);
        const one = await json<{ release_updated: string }>(
            await api.as('content_ops', `/v4/inspector/deliveries/${d.id}/`)
        );
        expect(Date.now() - Date.parse(one.release_updated)).toBeLessThan(60_000);
        const refused = await api.as('content_ops', `/v4/inspector/deliveries/${d.id}/reingest/`, {
            method: 'POST',
            json: {},
        });
        expect(refused.status).toBe(409);
        // §8's message, and how long to wait (the same words the console shows before the click).
        expect((await json<{ detail: string }>(refused)).detail).toMatch(
            /^reingestion-error: cannot process, release updated in the last 90 seconds\. Try again in \d+ s\.$/
        );
    });

    it('adds and removes publishers: admin and content ops only; nobody renames one', async () => {
        const made = await api.as('content_ops', '/v4/catalog/publishers/', {
            method: 'POST',
            json: { name: 'Harbour Songs', society: 'PRS' },
        });
        expect(made.status).toBe(201);
        const { id } = await json<{ id: number }>(made);
        expect(
            (await api.as('curation', '/v4/catalog/publishers/', { method: 'POST', json: { name: 'X' } })).status
        ).toBe(403);
        expect((await api.as('marketing', `/v4/catalog/publishers/${id}/`)).status).toBe(200);
        expect((await api.as('supplier', '/v4/catalog/publishers/')).status).toBe(403);
        expect(
            (await api.as('admin', `/v4/catalog/publishers/${id}/`, { method: 'PATCH', json: { name: 'Y' } })).status
        ).toBe(403);
        expect((await api.as('curation', `/v4/catalog/publishers/${id}/`, { method: 'DELETE' })).status).toBe(403);
        expect((await api.as('admin', `/v4/catalog/publishers/${id}/`, { method: 'DELETE' })).status).toBe(204);
        expect((await api.as('admin', `/v4/catalog/publishers/${id}/`)).status).toBe(404);
    });
});
