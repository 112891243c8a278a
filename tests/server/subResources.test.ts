/** The generic sub-resource engine: label contracts and mappings, track notes. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const v = messages.validation;

describe('sub-resources under a tenancy-checked parent', () => {
    const api = makeApi(60);
    const contracts = (label: number) => `/v4/catalog/labels/${label}/contracts/`;
    const foreignLabel = () => api.db.prepare('SELECT id FROM labels WHERE supplier_id != 1 LIMIT 1').pluck().get();

    it('adds a contract with the shared date rule, and records it in the label’s history', async () => {
        const bad = await api.as('admin', contracts(2), {
            method: 'POST',
            json: { name: 'Late', start_date: '2026-05-01', end_date: '2026-04-01' },
        });
        expect(bad.status).toBe(400);
        expect(((await bad.json()) as { errors: Json }).errors).toEqual({
            start_date: v.startBeforeEnd,
            end_date: v.endAfterStart,
        });
        const ok = await api.as('admin', contracts(2), { method: 'POST', json: { name: 'Licence 2027' } });
        expect(ok.status).toBe(201);
        const history = (await (await api.as('admin', '/v4/catalog/labels/2/history/')).json()) as { results: Json[] };
        expect(history.results[0]).toMatchObject({
            action: 'contract added',
            changes: { contracts: { before: null, after: { name: 'Licence 2027' } } },
        });
    });

    it('edits a row with If-Match; a stale edit is refused with the current row', async () => {
        const [row] = ((await (await api.as('admin', contracts(3))).json()) as { results: Json[] }).results;
        const path = `${contracts(3)}${row.id}/`;
        const edit = (json: Json, version: unknown) =>
            api.as('admin', path, { method: 'PATCH', json, headers: { 'If-Match': `"${version}"` } });
        expect((await edit({ revenue_share: 60 }, row.version)).status).toBe(200);
        const stale = await edit({ revenue_share: 50 }, row.version);
        expect(stale.status).toBe(412);
        expect(((await stale.json()) as { current: Json }).current).toMatchObject({ revenue_share: 60 });
    });

    it('deletes a row; a supplier reads its own labels’ rows and nobody else’s', async () => {
        const added = (await (
            await api.as('admin', '/v4/catalog/labels/4/mappings/', { method: 'POST', json: { source_name: 'GONE' } })
        ).json()) as Json;
        expect((await api.as('admin', `/v4/catalog/labels/4/mappings/${added.id}/`, { method: 'DELETE' })).status).toBe(
            204
        );
        expect(api.db.prepare('SELECT 1 FROM label_mappings WHERE id = ?').get(added.id)).toBeUndefined();
        expect((await api.as('supplier', contracts(1))).status).toBe(200);
        expect((await api.as('supplier', contracts(Number(foreignLabel())))).status).toBe(404);
        // A row of another label is not reachable through this label's path.
        const other = api.db.prepare('SELECT id FROM label_contracts WHERE label_id = 5').pluck().get();
        expect((await api.as('admin', `${contracts(6)}${other}/`, { method: 'DELETE' })).status).toBe(404);
    });

    it('track notes: newest first, author and time from the server, not from the body', async () => {
        for (const note of ['first', 'second'])
            await api.as('label', '/v4/catalog/tracks/1/notes/', { method: 'POST', json: { note } });
        const refused = await api.as('admin', '/v4/catalog/tracks/1/notes/', {
            method: 'POST',
            json: { note: 'x', author: 'someone else' },
        });
        expect(refused.status).toBe(400);
        const { results } = (await (await api.as('admin', '/v4/catalog/tracks/1/notes/')).json()) as {
            results: Json[];
        };
        expect(results.map(r => r.note)).toEqual(['second', 'first']);
        expect(results[0].author).toBe('label');
    });
});
