/**
 * The order of a page's modules within a slot (issue 40): set whole for one slot, kept, read back
 * in that order by the page's modules list, checked (each module of the slot once), in the page's
 * history, and a module moved to another slot or page goes last there.
 */
import { describe, expect, it } from 'vitest';
import { SLOT } from '../../resources/curation/layout';
import { messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
type Module = { id: number; name: string; slot_id: number | null; slot_position: number | null };

describe('the order of a page’s modules within a slot', () => {
    const api = makeApi(60);
    const json = async (res: Response) => (await res.json()) as Json;
    const page = api.db.prepare("SELECT id FROM pages WHERE slug = 'summer-house'").pluck().get() as number;
    const order = (ids: number[], slot_id: number = SLOT.left, who = 'curation') =>
        api.as(who, `/v4/curation/pages/${page}/modules/order/`, { method: 'PUT', json: { slot_id, ids } });
    const listed = async () =>
        (await json(await api.as('curation', `/v4/curation/pages/${page}/modules/?per_page=100`))).results as Module[];
    const inSlot = async (slot: number) => (await listed()).filter(m => m.slot_id === slot).map(m => m.id);
    const newModule = async (name: string, body: Json = {}) =>
        (
            await json(
                await api.as('curation', '/v4/curation/page-modules/', {
                    method: 'POST',
                    json: { name, type_id: 1, page_id: page, slot_id: SLOT.left, ...body },
                })
            )
        ).id as number;

    it('lists a module new to the slot last, keeps the order it is given, and says it in the page’s history', async () => {
        const [seeded] = await inSlot(SLOT.left);
        const second = await newModule('Second Left');
        const third = await newModule('Third Left');
        expect(await inSlot(SLOT.left)).toEqual([seeded, second, third]);

        const res = await order([third, seeded, second]);
        expect(res.status).toBe(200);
        expect(await json(res)).toEqual({ slot_id: SLOT.left, ids: [third, seeded, second] });
        expect(await inSlot(SLOT.left)).toEqual([third, seeded, second]);
        expect((await listed()).filter(m => m.slot_id === SLOT.left).map(m => m.slot_position)).toEqual([1, 2, 3]);
        // The other slots keep theirs, and a later read (another curator) sees the same.
        expect(await inSlot(SLOT.header)).toHaveLength(1);
        const history = (await json(await api.as('admin', `/v4/curation/pages/${page}/history/`))).results as Json[];
        expect(history[0]).toMatchObject({
            action: 'module order',
            changes: { left_modules: { before: [seeded, second, third], after: [third, seeded, second] } },
        });
    });

    it('refuses an order that is not each of the slot’s modules once, or of no slot, and changes nothing', async () => {
        const before = await inSlot(SLOT.left);
        expect(before.length).toBeGreaterThan(1);
        const header = await inSlot(SLOT.header);
        for (const ids of [
            before.slice(1),
            [...before, before[0]],
            [...before.slice(1), header[0]],
            [...before, 999999],
        ]) {
            const res = await order(ids);
            expect(res.status, JSON.stringify(ids)).toBe(400);
            expect((await json(res)).detail).toMatch(/^The order must name each module of the Left slot once: /);
        }
        const noSlot = await order([], 9);
        expect(noSlot.status).toBe(400);
        expect((await json(noSlot)).detail).toBe(
            messages.curation.unknownSlot.replace('{slots}', '1 (Header), 2 (Left), 3 (Right)')
        );
        expect((await order(before.map(String) as unknown as number[])).status).toBe(400);
        expect(await inSlot(SLOT.left)).toEqual(before);
    });

    it('puts a module moved to another slot, or taken off and back, last there', async () => {
        const [top, ...rest] = await inSlot(SLOT.left);
        const moved = await api.as('curation', `/v4/curation/page-modules/${top}/`, {
            method: 'PATCH',
            json: { slot_id: SLOT.right },
        });
        expect(moved.status).toBe(200);
        expect(await inSlot(SLOT.left)).toEqual(rest);
        const right = await inSlot(SLOT.right);
        expect(right.at(-1)).toBe(top);
        // Back in the left slot: last, not where it was.
        await api.as('curation', `/v4/curation/page-modules/${top}/`, {
            method: 'PATCH',
            json: { slot_id: SLOT.left },
        });
        expect(await inSlot(SLOT.left)).toEqual([...rest, top]);
        // A duplicate starts on no page, with no place.
        const copy = await json(
            await api.as('curation', `/v4/curation/page-modules/${top}/duplicate/`, { method: 'POST' })
        );
        expect(api.db.prepare('SELECT slot_position FROM page_modules WHERE id = ?').pluck().get(copy.id)).toBeNull();
    });

    it('is the curators’ own: others are refused, and a page nobody may see is not found', async () => {
        const ids = await inSlot(SLOT.left);
        for (const who of ['content_ops', 'support', 'finance', 'supplier', 'label'])
            expect((await order(ids, SLOT.left, who)).status, who).toBe(403);
        expect((await order(ids, SLOT.left, 'marketing')).status).toBe(200);
        const missing = await api.as('curation', '/v4/curation/pages/999999/modules/order/', {
            method: 'PUT',
            json: { slot_id: SLOT.left, ids: [] },
        });
        expect(missing.status).toBe(404);
    });
});

describe('on a §7-only server', () => {
    const api = makeApi(20, { profile: 'v4' });
    it('is not offered (an extension of the reference server: curation)', async () => {
        const res = await api.as('curation', '/v4/curation/pages/1/modules/order/', {
            method: 'PUT',
            json: { slot_id: SLOT.header, ids: [1] },
        });
        expect(res.status).toBe(404);
    });
});
