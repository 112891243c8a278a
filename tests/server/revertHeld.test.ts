/**
 * A revert from history is an ordinary write of what it changes (walk 52): a bank account put back
 * waits for a second person's approval as its edit does, and never writes past a request waiting
 * on the same values.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { approvals as words } from '../../resources/messages/approvals';
import { fill } from '../../resources/messages/fill';
import { makeApi } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('revert of a held write', () => {
    const api = makeApi(60);
    const account = () =>
        api.db.prepare('SELECT * FROM supplier_banking WHERE supplier_id = 3 ORDER BY id LIMIT 1').get() as Json;
    const latest = async () =>
        (((await (await api.as('admin', '/v4/catalog/suppliers/3/history/')).json()) as Json).results as Json[])[0];
    const revert = (who: string, entry: number) =>
        api.as(who, `/v4/catalog/suppliers/3/history/${entry}/revert/`, { method: 'POST', json: {} });
    const approve = async (who: string, answer: Response) =>
        api.as(who, `/v4/approvals/${String(((await answer.json()) as Json).approval.id)}/approve/`, {
            method: 'POST',
            json: {},
        });

    it('is held for approval like the edit, waits for a request on the same account, and applies once approved', async () => {
        const was = account();
        const edit = await api.as('finance', `/v4/catalog/suppliers/3/banking/${String(was.id)}/`, {
            method: 'PATCH',
            json: { bank_name: 'Reverted Bank' },
        });
        expect(edit.status).toBe(202);
        expect((await approve('admin', edit)).status).toBe(200);
        expect(account().bank_name).toBe('Reverted Bank');
        const change = await latest();

        const held = await revert('admin', change.id as number);
        expect(held.status).toBe(202);
        const heldBody = (await held.clone().json()) as Json;
        expect(heldBody.approval.status).toBe('pending');
        expect(account().bank_name).toBe('Reverted Bank');

        // While it waits, neither another revert nor an edit of the account writes past it.
        const waiting = fill(words.alreadyWaiting, { id: heldBody.approval.id });
        const second = await revert('finance', change.id as number);
        expect(second.status).toBe(409);
        expect(((await second.json()) as Json).detail).toBe(waiting);
        const other = await api.as('finance', `/v4/catalog/suppliers/3/banking/${String(was.id)}/`, {
            method: 'PATCH',
            json: { bank_name: 'Third Bank' },
        });
        expect(other.status).toBe(409);

        // Approved by the second person: the revert is made, as the requester, and named so.
        expect((await approve('finance', held)).status).toBe(200);
        expect(account().bank_name).toBe(was.bank_name);
        expect((await latest()).action).toBe(
            `revert of #${String(change.id)}; requested by admin, approved by finance`
        );
        const again = await revert('finance', change.id as number);
        expect(again.status).toBe(409);
        expect(((await again.json()) as Json).detail).toBe(messages.history.alreadyReverted);
    });

    it('a bulk change put back for all its records is held as a bulk change of that size; a small one is not', async () => {
        const ids = api.db.prepare('SELECT id FROM tracks ORDER BY id LIMIT 30').pluck().all() as number[];
        const bpm = () => ids.map(id => api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id));
        const was = bpm() as number[];
        // Each a value the track does not have, so that all 30 change.
        const changed = was.map(b => (b % 900) + 11);
        const edit = await api.as('content_ops', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: ids.map((id, i) => ({ id, bpm: changed[i] })),
        });
        expect(edit.status).toBe(202);
        expect((await approve('admin', edit)).status).toBe(200);
        expect(bpm()).toEqual(changed);
        const bulk = api.db
            .prepare('SELECT bulk_id FROM history WHERE resource = ? AND record_id = ? ORDER BY id DESC LIMIT 1')
            .pluck()
            .get('catalog/tracks', ids[0]) as number;

        const held = await api.as('content_ops', `/v4/history/${bulk}/revert/`, { method: 'POST', json: {} });
        expect(held.status).toBe(202);
        expect(((await held.clone().json()) as Json).approval.summary).toBe(
            fill(words.bulkSummary, { count: 30, resource: 'catalog/tracks' })
        );
        expect(bpm()).toEqual(changed);
        expect((await approve('admin', held)).status).toBe(200);
        expect(bpm()).toEqual(was);

        // Three records: no second person needed, put back at once.
        const few = ids.slice(0, 3);
        const small = await api.as('content_ops', '/v4/catalog/tracks/bulk/', {
            method: 'PATCH',
            json: few.map(id => ({ id, bpm: 78 })),
        });
        expect(small.status).toBe(200);
        const smallBulk = api.db
            .prepare('SELECT max(bulk_id) FROM history WHERE resource = ? AND record_id = ?')
            .pluck()
            .get('catalog/tracks', few[0]) as number;
        const back = await api.as('content_ops', `/v4/history/${smallBulk}/revert/`, { method: 'POST', json: {} });
        expect(back.status).toBe(200);
        expect(bpm().slice(0, 3)).toEqual(was.slice(0, 3));
    });

    it('an import of 30 records, made record by record, is put back at once: its revert is held only as its edits would be', async () => {
        const ids = api.db.prepare('SELECT id FROM tracks ORDER BY id DESC LIMIT 30').pluck().all() as number[];
        const bpm = () => ids.map(id => api.db.prepare('SELECT bpm FROM tracks WHERE id = ?').pluck().get(id));
        const was = bpm() as number[];
        const csv = ['id,bpm', ...ids.map((id, i) => `${id},${(was[i] % 900) + 12}`)].join('\n');
        const imported = await api.as('content_ops', '/v4/catalog/tracks/import/', {
            method: 'POST',
            headers: { 'Content-Type': 'text/csv' },
            body: csv,
        });
        expect(imported.status).toBe(200);
        const bulk = ((await imported.json()) as Json).bulk.id as number;
        expect(bpm()).not.toEqual(was);
        const back = await api.as('content_ops', `/v4/history/${bulk}/revert/`, { method: 'POST', json: {} });
        expect(back.status, await back.clone().text()).toBe(200);
        expect(bpm()).toEqual(was);
    });
});
