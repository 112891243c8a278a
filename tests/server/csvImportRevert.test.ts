/** Who may undo an import (issue 45): whoever may write every record it touched, not the bulk-edit grant. */
import { describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../resources/csvImport';
import { makeApi } from './helpers';

describe('reverting an import', () => {
    const api = makeApi(81);
    const labelId = () => api.db.prepare("SELECT label_id FROM users WHERE username = 'label'").pluck().get() as number;
    const bpm = (id: number) => api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id) as number;
    const post = (user: string, path: string, csv: string) =>
        api.as(user, `/v4/catalog/tracks/${path}`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/csv' },
            body: csv,
        });
    const revert = (user: string, bulk: number) =>
        api.as(user, `/v4/history/${bulk}/revert/`, { method: 'POST', json: {} });
    /** A BPM file over `ids`, every value changed; the bulk it made. */
    const importBpm = async (user: string, ids: number[]) => {
        const csv = ['id,bpm', ...ids.map(id => `${id},${(bpm(id) % 900) + 11}`)].join('\n');
        const answer = (await (await post(user, 'import/', csv)).json()) as ImportAnswer;
        expect(answer.summary.change).toBe(ids.length);
        return answer.bulk!.id;
    };

    it("lets a label revert its own import, and refuses another label's users", async () => {
        const own = api.db
            .prepare('SELECT id FROM tracks WHERE label_id = ? ORDER BY id LIMIT 3')
            .pluck()
            .all(labelId()) as number[];
        const before = own.map(bpm);
        const bulk = await importBpm('label', own);
        expect(own.map(bpm)).not.toEqual(before);
        expect(api.db.prepare('SELECT DISTINCT action FROM history WHERE bulk_id = ?').pluck().all(bulk)).toEqual([
            'import',
        ]);
        // A user of another label holds the same grants but not these records: they read as unknown.
        const otherLabel = api.db.prepare('SELECT id FROM labels WHERE id != ? LIMIT 1').pluck().get(labelId());
        api.db
            .prepare(
                "INSERT INTO users (username, password_hash, first_name, last_name, scope, feature, brand, label_id) SELECT 'label_elsewhere', password_hash, 'L', 'X', scope, feature, brand, ? FROM users WHERE username = 'label'"
            )
            .run(otherLabel);
        expect((await revert('label_elsewhere', bulk)).status).toBe(404);
        expect(own.map(bpm)).not.toEqual(before);
        const res = await revert('label', bulk);
        expect(res.status, await res.clone().text()).toBe(200);
        expect(own.map(bpm)).toEqual(before);
    });

    it('keeps the bulk grant for a bulk edit: a label may not revert one, content ops may', async () => {
        const own = api.db
            .prepare('SELECT id FROM tracks WHERE label_id = ? ORDER BY id DESC LIMIT 2')
            .pluck()
            .all(labelId()) as number[];
        const before = own.map(bpm);
        const edit = await api.as('content_ops', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: own.map(id => ({ id, bpm: (bpm(id) % 900) + 13 })),
        });
        expect(edit.status, await edit.clone().text()).toBe(200);
        const bulk = api.db.prepare('SELECT max(bulk_id) FROM history').pluck().get() as number;
        expect((await revert('label', bulk)).status).toBe(403);
        expect(own.map(bpm)).not.toEqual(before);
        expect((await revert('content_ops', bulk)).status).toBe(200);
        expect(own.map(bpm)).toEqual(before);
    });

    it("refuses a staff user who may not write the records an import touched (marketing on content ops' import)", async () => {
        const bulk = await importBpm('content_ops', [40, 41]);
        expect((await revert('marketing', bulk)).status).toBe(403);
        expect((await revert('content_ops', bulk)).status).toBe(200);
    });
});
