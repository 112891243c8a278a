/** CSV import with a dry run (issue 45), over HTTP: preview writes nothing, import is one bulk change a bulk revert undoes. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import type { ImportAnswer } from '../../resources/csvImport';
import { api as apiMessages } from '../../resources/messages/api';
import { makeApi } from './helpers';

const m = messages.csvImport;
type Json = Record<string, unknown>;

describe('CSV import', () => {
    const api = makeApi(80);
    const post = (user: string, path: string, csv: string, type = 'text/csv') =>
        api.as(user, `/v4/catalog/tracks/${path}`, { method: 'POST', headers: { 'Content-Type': type }, body: csv });
    const track = (id: number) =>
        api.db
            .prepare('SELECT id, isrc, bpm, key_id, copyright_holder, label_id, version FROM tracks WHERE id = ?')
            .get(id) as Json;
    const historyCount = () => api.db.prepare('SELECT count(*) FROM history').pluck().get() as number;

    it('previews a file keyed by ISRC (any form) and by id, writing nothing, and marks each bad row with its reason', async () => {
        const [a, b, c, d] = [1, 2, 3, 4].map(track);
        const lowered = String(a.isrc).toLowerCase().replace(/^(..)/, '$1-');
        const csv = [
            'isrc,BPM,Musical Key,enabled',
            `${lowered},${Number(a.bpm) === 140 ? 141 : 140},2,`,
            `${b.isrc},${b.bpm},,`,
            `${c.isrc},abc,,`,
            `${c.isrc},120,,`,
            'ZZZZZ0000000,120,,',
            `${d.isrc},,,maybe`,
        ].join('\r\n');
        const before = [1, 2, 3].map(track);
        const entries = historyCount();
        const res = await post('content_ops', 'import/preview/', csv);
        expect(res.status).toBe(200);
        const answer = (await res.json()) as ImportAnswer;
        expect([1, 2, 3].map(track)).toEqual(before);
        expect(historyCount()).toBe(entries);
        const byLine = new Map(answer.rows.map(r => [r.line, r]));
        // Identifiers in canonical form, and the record found whatever the case and hyphens.
        expect(byLine.get(2)).toMatchObject({ id: 1, key: { field: 'isrc', value: a.isrc } });
        expect(byLine.get(2)!.changes.bpm).toEqual({ before: a.bpm, after: Number(a.bpm) === 140 ? 141 : 140 });
        expect(byLine.get(2)!.changes.key_id).toEqual({ before: a.key_id, after: 2 });
        expect(byLine.get(2)!.error).toBeUndefined();
        expect(byLine.get(3)).toMatchObject({ id: 2, changes: {} });
        expect(byLine.get(4)!.error).toBe(`BPM: ${messages.validation.number}`);
        expect(byLine.get(5)!.error).toBe(fill(m.sameRecord, { line: 4 }));
        expect(byLine.get(6)).toMatchObject({ id: null, changes: {} });
        expect(byLine.get(6)!.error).toBe(fill(m.noRecord, { resource: 'track', key: 'isrc', value: 'ZZZZZ0000000' }));
        // Enabled is staff-only to change: content ops may; the row fails on its value, not its right.
        expect(byLine.get(7)!.error).toBe(`Enabled: ${messages.validation.boolean}`);
        expect(answer.summary).toEqual({ change: 1, unchanged: 1, refused: 3, unknown: 1 });
    });

    it('refuses a field the caller may not change, row by row (a label and the staff-only GUID)', async () => {
        const labelId = api.db.prepare("SELECT label_id FROM users WHERE username = 'label'").pluck().get() as number;
        const own = api.db.prepare('SELECT id FROM tracks WHERE label_id = ? LIMIT 1').pluck().get(labelId) as number;
        const res = await post('label', 'import/preview/', `id,guid\r\n${own},GUID-NEW-0001`);
        const answer = (await res.json()) as ImportAnswer;
        expect(answer.rows[0].error).toBe(fill(apiMessages.mayNotChange, { field: 'GUID' }));
        expect(answer.summary.refused).toBe(1);
    });

    it("tenancy: a label's row naming another label's track is refused as unknown, and nothing of that track is told", async () => {
        const labelId = api.db.prepare("SELECT label_id FROM users WHERE username = 'label'").pluck().get() as number;
        const other = api.db.prepare('SELECT id, isrc FROM tracks WHERE label_id != ? LIMIT 1').get(labelId) as Json;
        const before = track(other.id as number);
        const byIsrc = (await (await post('label', 'import/', `isrc,bpm\r\n${other.isrc},99`)).json()) as ImportAnswer;
        const byId = (await (await post('label', 'import/', `id,bpm\r\n${other.id},99`)).json()) as ImportAnswer;
        const missing = (await (
            await post('label', 'import/preview/', 'isrc,bpm\r\nQQQQQ9999999,99')
        ).json()) as ImportAnswer;
        for (const answer of [byIsrc, byId]) {
            expect(answer.summary).toEqual({ change: 0, unchanged: 0, refused: 0, unknown: 1 });
            expect(answer.rows[0]).toMatchObject({ id: null, changes: {} });
            expect(JSON.stringify(answer)).not.toContain(`"before"`);
            expect(answer.bulk).toBeNull();
        }
        // The same answer as for an ISRC no track has.
        expect(byIsrc.rows[0].error).toBe(missing.rows[0].error!.replace('QQQQQ9999999', String(other.isrc)));
        expect(track(other.id as number)).toEqual(before);
    });

    it('imports the rows that change as one bulk change, lists the refused ones, and a bulk revert undoes it whole', async () => {
        const ids = [10, 11, 12, 13];
        const before = ids.map(track);
        const bpm = (i: number) => (Number(before[i].bpm) % 900) + 7;
        const csv = ['id,bpm', ...ids.map((id, i) => `${id},${i === 3 ? 5000 : bpm(i)}`)].join('\n');
        const res = await post('content_ops', 'import/', csv);
        expect(res.status).toBe(200);
        const answer = (await res.json()) as ImportAnswer;
        expect(answer.summary).toEqual({ change: 3, unchanged: 0, refused: 1, unknown: 0 });
        expect(answer.rows.filter(r => r.error).map(r => r.line)).toEqual([5]);
        expect(answer.bulk).toMatchObject({ size: 3 });
        expect(ids.slice(0, 3).map(id => track(id).bpm)).toEqual([0, 1, 2].map(bpm));
        expect(track(13)).toEqual(before[3]);
        const entries = api.db
            .prepare('SELECT record_id FROM history WHERE bulk_id = ? ORDER BY record_id')
            .pluck()
            .all(answer.bulk!.id);
        expect(entries).toEqual([10, 11, 12]);
        // The history of each record names the bulk (the console's "Revert for all 3 records").
        const history = (await (await api.as('content_ops', '/v4/catalog/tracks/11/history/')).json()) as {
            results: Json[];
        };
        expect(history.results[0].bulk).toEqual({ id: answer.bulk!.id, size: 3 });
        const revert = await api.as('content_ops', `/v4/history/${answer.bulk!.id}/revert/`, {
            method: 'POST',
            json: {},
        });
        expect(revert.status, await revert.clone().text()).toBe(200);
        expect(ids.map(id => track(id).bpm)).toEqual(before.map(b => b.bpm));
    });

    it('keeps a formula cell as text: stored as given, never run', async () => {
        const formulas = ['=1+1', '+SUM(A1)', '-2+3', '@cmd'];
        const csv = ['id,copyright_holder', ...formulas.map((f, i) => `${20 + i},"${f}"`)].join('\n');
        const answer = (await (await post('content_ops', 'import/', csv)).json()) as ImportAnswer;
        expect(answer.summary.change).toBe(4);
        expect([20, 21, 22, 23].map(id => track(id).copyright_holder)).toEqual(formulas);
        // Where a field wants a number, the formula is refused, not computed.
        const bpm = (await (await post('content_ops', 'import/preview/', 'id,bpm\n24,=100+20')).json()) as ImportAnswer;
        expect(bpm.rows[0].error).toBe(`BPM: ${messages.validation.number}`);
    });

    it('reads a multipart file as well as a text/csv body', async () => {
        const form = new FormData();
        form.set(
            'file',
            new File([`id,bpm\n30,${(Number(track(30).bpm) % 900) + 3}`], 'bpm.csv', { type: 'text/csv' })
        );
        const res = await api.as('content_ops', '/v4/catalog/tracks/import/preview/', { method: 'POST', body: form });
        expect(((await res.json()) as ImportAnswer).summary.change).toBe(1);
    });

    it('refuses a file it cannot import at all with a detail that says what to fix', async () => {
        const detail = async (csv: string, type?: string) => {
            const res = await post('content_ops', 'import/preview/', csv, type);
            expect(res.status).toBe(400);
            return ((await res.json()) as Json).detail;
        };
        expect(await detail('id,colour\n1,red')).toBe(fill(m.unknownColumn, { column: 'colour', resource: 'Tracks' }));
        expect(await detail('bpm\n120')).toBe(fill(m.noKey, { key: 'id or isrc' }));
        expect(await detail('id,bpm')).toBe(m.empty);
        expect(await detail('id,bpm,BPM\n1,2,3')).toBe(fill(m.twiceColumn, { column: 'BPM' }));
        expect(await detail('{"id":1}', 'application/json')).toBe(m.expectedCsv);
        const big = ['id,bpm', ...Array.from({ length: 10_001 }, (_, i) => `${i + 1},100`)].join('\n');
        expect(await detail(big)).toBe(fill(m.tooManyRows, { count: 10_001, max: 10_000 }));
    });

    it('is refused to whoever may not change the records (a marketing user on tracks)', async () => {
        const res = await post('marketing', 'import/preview/', 'id,bpm\n1,100');
        expect(res.status).toBe(403);
    });
});
