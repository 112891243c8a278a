/**
 * The hostile-text sweep through the API: every payload, written to every text field of every
 * resource and sub-resource the model declares, comes back exactly as written (or is refused
 * with a `{detail}` where the field's rules say so), one past the longest allowed is refused,
 * and every CSV export neutralises formula starters whichever field they came through.
 * NUL: the spec sets no rule on control characters and a text field's rules are its length and
 * pattern, so NUL is stored and returned like any other character (it round-trips through SQLite
 * and JSON); the browser sweep shows it renders as text.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { referenceResources, resources } from '../../resources';
import { parseCsv } from '../../resources/csv';
import { writeAccessFor } from '../../resources/schema';
import {
    PAYLOADS,
    baseValues,
    isFormula,
    pickRecord,
    textTargets,
    valueFor,
    verdict,
    type TextTarget,
} from '../support/hostile';
import { makeApi } from './helpers';
import { approveHeld, type CallAs } from '../support/heldWrites';

type Row = Record<string, unknown> & { id: number };
const all = [...resources, ...referenceResources];
const { targets, skipped } = textTargets(all);
const csvResources = all.filter(d => d.csvExport);
const api = makeApi(300);
const tally = { fields: 0, writes: 0, stored: 0, refused: 0, tooLong: 0, csv: 0 };

const body = async (res: Response) => (await res.json()) as Row & { detail?: string; results?: Row[]; page?: string };
const get = async (t: TextTarget, path: string) => {
    const res = await api.as(t.writer, path);
    expect(res.status, path).toBe(200);
    return body(res);
};

/** The record a resource's fields are written to: one whose rules let every text field change. */
async function recordOf(t: TextTarget): Promise<Row> {
    if (t.owner.kind !== 'resource') throw new Error('a resource target');
    const { results = [] } = await get(t, `/v4/${t.resource}/?per_page=50`);
    const picked = pickRecord(
        targets.filter(x => x.resource === t.resource),
        results
    );
    if (!picked) throw new Error(`${t.resource}: no record lets every text field change`);
    return get(t, `/v4/${t.resource}/${picked.id}/`);
}

/** Every CSV export: no cell starts a formula; a field exported as a column shows the value, neutralised. */
async function checkCsv(t: TextTarget, value: string, id: number) {
    for (const def of csvResources) {
        const res = await api.as('admin', `/v4/${def.name}/csv/download/`);
        expect(res.status).toBe(200);
        const { fields, rows, errors } = parseCsv(await res.text());
        expect(errors).toEqual([]);
        for (const row of rows) for (const cell of Object.values(row)) expect(isFormula(cell), cell).toBe(false);
        if (def.name === t.resource && fields.includes(t.name)) {
            const row = rows.find(r => Number(r.id) === id);
            expect(row?.[t.name]).toBe(isFormula(value) ? `'${value}` : value);
        }
        tally.csv++;
    }
}

/** A write held for a second person, approved (tests/support/heldWrites.ts), as a Response. */
async function approvedIfHeld(res: Response, writer: string, status: number): Promise<Response> {
    if (res.status !== 202) return res;
    const callAs: CallAs = async (user, path, method) => {
        const r = await api.as(user, `/v4/${path}`, { method });
        return { status: r.status, body: await r.json() };
    };
    const answer = await approveHeld({ status: 202, body: await res.json() }, writer, status, callAs);
    return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
    });
}

async function sweepResource(t: TextTarget) {
    const record = await recordOf(t);
    const path = `/v4/${t.resource}/${record.id}/`;
    const stored = async () => (await get(t, path))[t.name];
    for (const p of PAYLOADS) {
        const before = await stored();
        const value = valueFor(t, p, record);
        const expected = verdict(t, value, record);
        const res = await approvedIfHeld(
            await api.as(t.writer, path, { method: 'PATCH', json: { [t.name]: value } }),
            t.writer,
            200
        );
        const answer = await body(res);
        const what = `${t.resource}.${t.name} ← ${p.id}`;
        tally.writes++;
        if (expected) {
            expect(res.status, what).toBe(400);
            expect(answer.detail, what).toContain(expected);
            expect(await stored(), what).toBe(before);
            tally.refused++;
            continue;
        }
        expect(res.status, `${what}: ${answer.detail}`).toBe(200);
        expect(answer[t.name], what).toBe(value);
        expect(await stored(), what).toBe(value);
        const listed = await get(t, `/v4/${t.resource}/?id=${record.id}`);
        expect(listed.results?.[0]?.[t.name], what).toBe(value);
        tally.stored++;
        if (isFormula(value)) await checkCsv(t, value, record.id);
        if (p.id === 'long' && value.length < 10_000) {
            const longer = await api.as(t.writer, path, { method: 'PATCH', json: { [t.name]: value + value[0] } });
            expect(longer.status, `${what} + 1`).toBe(400);
            expect((await body(longer)).detail, `${what} + 1`).toBeTruthy();
            expect(await stored(), `${what} + 1`).toBe(value);
            tally.tooLong++;
        }
    }
}

async function sweepSub(t: TextTarget) {
    if (t.owner.kind !== 'sub') throw new Error('a sub-resource target');
    const { parent, sub } = t.owner;
    const [first] = (await get(t, `/v4/${parent.name}/?per_page=1`)).results ?? [];
    const base = `/v4/${parent.name}/${first.id}/${sub.path}/`;
    /** Every row, page by page (a list swept with every payload outgrows one page). */
    const rows = async () => {
        const first = await get(t, `${base}?per_page=100`);
        const pages = Number(String(first.page).split('/')[1]);
        const out = [...(first.results ?? [])];
        for (let n = 2; n <= pages; n++) out.push(...((await get(t, `${base}?per_page=100&page=${n}`)).results ?? []));
        return out;
    };
    // A list without row calls is written whole: the row is the list's only one, and comes back in it.
    const whole = !writeAccessFor(sub, 'create').length;
    const send = async (json: Record<string, unknown>) =>
        approvedIfHeld(
            await api.as(t.writer, base, whole ? { method: 'PUT', json: [json] } : { method: 'POST', json }),
            t.writer,
            whole ? 200 : 201
        );
    for (const p of PAYLOADS) {
        const value = valueFor(t, p);
        const expected = verdict(t, value);
        const res = await send({ ...baseValues(t), [t.name]: value });
        const sent = await body(res);
        const answer = whole && res.ok ? ((sent.results as Record<string, unknown>[])[0] ?? {}) : sent;
        const what = `${t.resource}.${t.name} ← ${p.id}`;
        tally.writes++;
        if (expected) {
            expect(res.status, what).toBe(400);
            expect(answer.detail, what).toContain(expected);
            tally.refused++;
            continue;
        }
        expect(res.status, `${what}: ${answer.detail}`).toBe(whole ? 200 : 201);
        expect(answer[t.name], what).toBe(value);
        expect((await rows()).find(r => r.id === answer.id)?.[t.name], what).toBe(value);
        tally.stored++;
        if (p.id === 'long' && value.length < 10_000) {
            const longer = await send({ ...baseValues(t), [t.name]: value + value[0] });
            expect(longer.status, `${what} + 1`).toBe(400);
            expect((await body(longer)).detail, `${what} + 1`).toBeTruthy();
            tally.tooLong++;
        }
        // A list with a row limit (a stream's five stages) makes room for the next payload.
        if (sub.limit) expect((await api.as(t.writer, `${base}${answer.id}/`, { method: 'DELETE' })).status).toBe(204);
    }
}

describe('hostile text through the API', () => {
    it('the model declares text fields to sweep', () => {
        expect(targets.length).toBeGreaterThan(0);
    });

    it.each(targets.map(t => [`${t.resource}.${t.name} as ${t.writer}`, t] as const))('%s', async (_, t) => {
        tally.fields++;
        await (t.owner.kind === 'resource' ? sweepResource(t) : sweepSub(t));
    });

    afterAll(() => {
        console.log(
            `hostile text (API): ${tally.fields} of the model's ${targets.length} text fields × ` +
                `${PAYLOADS.length} payloads = ${tally.writes} writes; ${tally.stored} stored and read back exactly ` +
                `(detail, list), ${tally.refused} refused with a detail by the field's rules, ${tally.tooLong} ` +
                `one-past-the-longest refused, ${tally.csv} CSV exports checked for formula cells. Skipped: ` +
                (skipped.map(s => `${s.resource}.${s.name} (${s.why})`).join(', ') || 'none')
        );
    });
});
