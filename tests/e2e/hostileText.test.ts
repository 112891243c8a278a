/**
 * The hostile-text sweep in the browser: payloads written through the API into every text field
 * the model declares (record i of each resource gets payload i in all its text fields; each
 * sub-resource gets one row per payload), then every list, edit view and sub-resource tab is
 * visited: nothing runs (no dialog, no `window.__pwned`, no CSP violation, no request for the
 * injected image), the text shows as typed, and no long word makes the page scroll sideways.
 * The writes go through the API (the server sweep proves it stores them exactly); the browser
 * renders each screen once with the payloads present, moving inside the console as its links do
 * (one sign-in, no reloads): a list with a record per payload, and an edit view whose every text
 * field holds all the payloads at once, joined into as few values as the field's rules take.
 * Typing into a form is checked once per kind of text field.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { referenceResources, resources } from '../../resources';
import { writeAccessFor, type ResourceDef, type Tab } from '../../resources/schema';
import {
    PAYLOADS,
    baseValues,
    inputValue,
    textTargets,
    valueFor,
    verdict,
    type Payload,
    type TextTarget,
} from '../support/hostile';
import { approveHeld, type CallAs } from '../support/heldWrites';
import { fillSettled, navigate, shot, signedIn, tokenFor } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');
/** Resources with screens; reference lists have none (the API sweep covers them). */
const { targets, skipped } = textTargets(resources);
const tally = { fields: 0, writes: 0, refused: 0, cells: 0, tableCells: 0, inputs: 0, pages: 0, typed: 0 };
/** Everything that would mean a payload ran, gathered over the whole sweep. */
const alarms: string[] = [];

type Row = Record<string, unknown> & { id: number };
const browser = useBrowser();
let page: Page;
let token: string;

async function api(path: string, method = 'GET', json?: unknown): Promise<{ status: number; body: Row }> {
    const res = await fetch(`${base}/v4/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? JSON.stringify(json) : undefined,
    });
    return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as Row };
}

/** The API as another demo user (an approver of a held write). */
const tokens = new Map<string, Promise<string>>();
const callAs: CallAs = async (user, path, method = 'GET') => {
    if (!tokens.has(user)) tokens.set(user, tokenFor(base, user));
    const res = await fetch(`${base}/v4/${path}`, {
        method,
        headers: { Authorization: `Bearer ${await tokens.get(user)}` },
    });
    return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
    page = await signedIn(browser, base, 'admin');
    token = await page.evaluate(() => JSON.parse(localStorage.getItem('state')!).auth.access_token as string);
    page.on('dialog', d => {
        alarms.push(`dialog: ${d.message()}`);
        void d.dismiss();
    });
    page.on('console', m => {
        if (/Content Security Policy/i.test(m.text())) alarms.push(`CSP console: ${m.text()}`);
    });
    page.on('request', r => {
        if (/\/x$/.test(new URL(r.url()).pathname)) alarms.push(`injected image requested: ${r.url()}`);
    });
    await page.exposeFunction('__cspViolation', (what: string) => alarms.push(`CSP violation: ${what}`));
    await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', e => {
            const report = (window as unknown as { __cspViolation: (s: string) => void }).__cspViolation;
            report(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
        });
    });
});

/** After a page is shown: nothing ran, and the page does not scroll sideways. */
async function checkPage(what: string) {
    const state = await page.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: unknown }).__pwned,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
    }));
    expect(state.pwned, `${what}: window.__pwned`).toBeUndefined();
    expect(alarms, what).toEqual([]);
    expect(state.scrollWidth, `${what}: page scrolls sideways`).toBeLessThanOrEqual(state.clientWidth);
    tally.pages++;
}

/** Record i gets payload i in each of its text fields (where the model's rules allow it), round again when records run out. */
async function writeResource(def: ResourceDef, fields: TextTarget[]) {
    const { body } = await api(`${def.name}/?per_page=25&order_by=-id`);
    const records = (body.results as Row[]).slice(0, PAYLOADS.length);
    const written = new Map<number, Record<string, string>>();
    // With fewer records than payloads (12 suppliers), later payloads go round again; the long one is last.
    for (const i of PAYLOADS.keys()) {
        const record = records[i % records.length];
        const values: Record<string, string> = { ...written.get(record.id) };
        for (const t of fields) {
            const value = valueFor(t, PAYLOADS[i], record);
            tally.writes++;
            if (verdict(t, value, record)) {
                tally.refused++;
                continue;
            }
            const res = await api(`${def.name}/${record.id}/`, 'PATCH', { [t.name]: value });
            expect(res.status, `${def.name}/${record.id} ${t.name} ← ${PAYLOADS[i].id}`).toBe(200);
            values[t.name] = value;
        }
        written.set(record.id, values);
    }
    return { records, written };
}

/** Every payload but the long one (the record holding it is shown as written), `javascript:` first so a value begins with it. */
const JOINED = [
    ...PAYLOADS.filter(p => p.id === 'javascript-url'),
    ...PAYLOADS.filter(p => p.id !== 'javascript-url' && p.id !== 'long'),
];

/** The payloads a field takes, joined (by a space) into as few values as its rules allow, each as `shown` makes it. */
function joinedValues(t: TextTarget, record: Row, payloads: readonly Payload[], shown = (v: string) => v): string[] {
    const values: string[] = [];
    for (const p of payloads) {
        const value = shown(valueFor(t, p, record));
        if (verdict(t, value, record)) continue;
        const joined = values.length ? `${values[values.length - 1]} ${value}` : '';
        if (joined && !verdict(t, joined, record)) values[values.length - 1] = joined;
        else values.push(value);
    }
    return values;
}

/**
 * The edit views with every payload present: value k of each field's joined payloads written to
 * record k (records other than the long one's; a field that needs more values than there are
 * records takes the next ones after those are checked), each record's edit view checked.
 */
async function checkJoinedEdits(def: ResourceDef, fields: TextTarget[], records: Row[], longId: number) {
    const others = records.filter(r => r.id !== longId);
    const perField = fields
        .filter(t => tabsWith(def, [t.name]).length)
        .map(t => ({ t, values: joinedValues(t, others[0], JOINED) }));
    const count = Math.max(0, ...perField.map(f => f.values.length));
    for (let from = 0; from < count; from += others.length) {
        const shown = new Map<number, Record<string, string>>();
        for (const { t, values } of perField)
            for (const [k, value] of values.slice(from, from + others.length).entries()) {
                const record = others[k];
                const res = await api(`${def.name}/${record.id}/`, 'PATCH', { [t.name]: value });
                expect(res.status, `${def.name}/${record.id} ${t.name} ← joined payloads`).toBe(200);
                shown.set(record.id, { ...shown.get(record.id), [t.name]: value });
            }
        for (const [id, values] of shown) await checkEdit(def, fields, id, values);
    }
}

async function checkList(def: ResourceDef, written: Map<number, Record<string, string>>) {
    // Loaded afresh: a list seen before the writes (the landing page) would show its cached rows first.
    await page.goto(`${base}/${def.name}`);
    const firstId = String([...written.keys()][0]);
    await page.locator('td.column-id', { hasText: new RegExp(`^${firstId}$`) }).waitFor();
    const cells = await page.evaluate(() =>
        [...document.querySelectorAll('tbody tr')].map(tr =>
            Object.fromEntries(
                [...tr.querySelectorAll('td')].map(td => [
                    [...td.classList].find(c => c.startsWith('column-'))?.slice(7),
                    td.textContent,
                ])
            )
        )
    );
    for (const [id, values] of written) {
        const row = cells.find(r => r.id === String(id));
        expect(row, `${def.name} list row ${id}`).toBeTruthy();
        for (const [name, value] of Object.entries(values)) {
            if (!def.columns.includes(name)) continue;
            expect(row?.[name], `${def.name} list ${id}.${name}`).toBe(value);
            tally.cells++;
        }
    }
    await page.locator('tbody tr').last().scrollIntoViewIfNeeded();
    await shot(page, `hostile-list-${def.name.replace('/', '-')}`);
    await checkPage(`${def.name} list`);
}

const tabsWith = (def: ResourceDef, names: string[]): Tab[] =>
    def.tabs.filter(tab => tab.fields?.some(f => names.includes(f)));

async function checkEdit(def: ResourceDef, fields: TextTarget[], id: number, values: Record<string, string>) {
    await navigate(page, `/${def.name}/${id}`);
    const shown = fields.filter(t => values[t.name] !== undefined && tabsWith(def, [t.name]).length);
    expect(shown.length, `${def.name}/${id}: a written field on a tab`).toBeGreaterThan(0);
    const selector = (name: string) => `[name="${name}"]:not([aria-hidden])`;
    // Every field, not the first only: a record seen before its last writes shows its cached copy first.
    const expected = shown.map(t => [selector(t.name), inputValue(t.field, values[t.name])] as const);
    await page
        .waitForFunction(
            pairs =>
                pairs.every(
                    ([sel, value]) => (document.querySelector(sel) as HTMLInputElement | null)?.value === value
                ),
            expected,
            { timeout: 15_000 }
        )
        .catch(() => undefined); // the assertions below say which field differs
    for (const t of shown) {
        const value = await page.locator(selector(t.name)).inputValue();
        expect(value, `${def.name}/${id} input ${t.name}`).toBe(inputValue(t.field, values[t.name]));
        tally.inputs++;
    }
    await checkPage(`${def.name}/${id} edit`);
}

describe('hostile text in the browser', () => {
    it('the model declares text fields to sweep', () => {
        expect(targets.length).toBeGreaterThan(0);
    });

    const screens = resources.filter(def => targets.some(t => t.resource === def.name));
    it.each(screens.map(def => [def.name, def] as const))(
        '%s: list and edit views show every payload as text',
        async (_, def) => {
            const fields = targets.filter(t => t.resource === def.name);
            tally.fields += fields.length;
            const { records, written } = await writeResource(def, fields);
            await checkList(def, written);
            const longId = [...written.keys()][PAYLOADS.findIndex(p => p.id === 'long') % written.size];
            // A record whose every payload its rules refused (a unique code) has nothing to show.
            if (Object.keys(written.get(longId)!).length) await checkEdit(def, fields, longId, written.get(longId)!);
            await checkJoinedEdits(def, fields, records, longId);
            // The long words on every tab that holds a text field (tabs after the first are routes).
            for (const tab of tabsWith(
                def,
                fields.map(t => t.name)
            )) {
                const path = tab.id === def.tabs[0].id ? '' : `/${tab.id}`;
                await navigate(page, `/${def.name}/${longId}${path}`);
                await page.getByRole('tab', { name: tab.label, selected: true }).waitFor();
                const first = tab.fields!.find(f => fields.some(t => t.name === f));
                await page.locator(`[name="${first}"]:not([aria-hidden])`).waitFor();
                await shot(page, `hostile-edit-${def.name.replace('/', '-')}-${tab.id}`);
                await checkPage(`${def.name}/${longId} tab ${tab.id}`);
            }
        },
        240_000
    );

    /** A sub-resource's text fields swept together: row i holds payload i in each field that takes it. */
    const subGroups = new Map<string, TextTarget[]>();
    for (const t of targets)
        if (t.owner.kind === 'sub') subGroups.set(t.resource, [...(subGroups.get(t.resource) ?? []), t]);
    it.each([...subGroups])(
        '%s: a row per payload, every text field shown as text in its tab',
        async (_, group) => {
            const { owner } = group[0];
            if (owner.kind !== 'sub') return;
            const { parent, sub } = owner;
            tally.fields += group.length;
            const { body } = await api(`${parent.name}/?per_page=1&order_by=-id`);
            const parentId = (body.results as Row[])[0].id;
            const rowsPath = `${parent.name}/${parentId}/${sub.path}/`;
            // A list with a row limit (a stream's five stages) takes the payloads a few at a time.
            const room = sub.limit ? sub.limit.max - ((await api(rowsPath)).body.count as number) : PAYLOADS.length;
            for (let from = 0; from < PAYLOADS.length; from += room) {
                const added = await writeRows(group, rowsPath, PAYLOADS.slice(from, from + room));
                if (!added.length) continue;
                await checkSubTab(group, parentId, added);
                if (sub.limit)
                    for (const a of added) expect((await api(`${rowsPath}${a.id}/`, 'DELETE')).status).toBe(204);
            }
        },
        120_000
    );

    type Added = { id: number; values: Record<string, string> };
    /** Adds a row per payload some field accepts (a list saved whole: in one PUT); returns what was added. */
    async function writeRows(group: TextTarget[], rowsPath: string, payloads: typeof PAYLOADS) {
        const { owner, resource } = group[0];
        if (owner.kind !== 'sub') return [];
        const whole = !writeAccessFor(owner.sub, 'create').length;
        // The other required fields (and a swept one's filler for the payloads it refuses).
        const filler = (row: number) =>
            Object.assign({}, ...group.map(t => baseValues(t, row))) as Record<string, unknown>;
        const accepted: Record<string, string>[] = [];
        for (const p of payloads) {
            const values: Record<string, string> = {};
            for (const t of group) {
                const value = valueFor(t, p);
                tally.writes++;
                if (verdict(t, value)) tally.refused++;
                else values[t.name] = value;
            }
            if (Object.keys(values).length) accepted.push(values);
        }
        if (!whole) {
            const added: Added[] = [];
            for (const [i, values] of accepted.entries()) {
                const res = await approveHeld(
                    await api(rowsPath, 'POST', { ...filler(i), ...values }),
                    'admin',
                    201,
                    callAs
                );
                expect(res.status, `${resource} ← ${JSON.stringify(values).slice(0, 80)}`).toBe(201);
                added.push({ id: (res.body as Row).id, values });
            }
            return added;
        }
        if (!accepted.length) return [];
        const res = await api(
            rowsPath,
            'PUT',
            accepted.map((values, i) => ({ ...filler(i), ...values }))
        );
        expect(res.status, `${resource}: the list of payloads`).toBe(200);
        // Every row sent is checked, whatever part of the list the answer echoes.
        const rows = res.body.results as Row[];
        return accepted.map((values, i): Added => ({ id: rows[i]?.id, values }));
    }

    async function checkSubTab(group: TextTarget[], parentId: number, added: Added[]) {
        const { owner, resource } = group[0];
        if (owner.kind !== 'sub') return;
        const { parent, sub } = owner;
        const tab = parent.tabs.find(x => x.subs?.includes(sub))!;
        const path = tab.id === parent.tabs[0].id ? '' : `/${tab.id}`;
        // Loaded afresh: the tab may have been seen before the writes (or with a limited list's last payloads).
        await page.goto(`${base}/${parent.name}/${parentId}${path}`);
        const table = page.getByRole('table', { name: sub.label.split('||||')[1].trim() });
        // A field the table shows as a column is checked cell by cell (the others show in the row's dialog).
        const expected = added.flatMap(a => Object.entries(a.values).filter(([name]) => sub.columns.includes(name)));
        await table
            .locator('td', { hasText: expected[0]?.[1] ?? '' })
            .first()
            .waitFor();
        const texts = await table.locator('td').allTextContents();
        for (const [name, value] of expected) {
            expect(texts, `${resource}.${name}`).toContain(value);
            tally.tableCells++;
        }
        await shot(page, `hostile-sub-${resource.replace(/\//g, '-')}`);
        await checkPage(`${parent.name}/${parentId} tab ${tab.id}`);
    }

    /**
     * Typing: per kind of text field (one line, several), the resource field on a first tab that
     * takes the most payloads gets them typed in, as many to a save as its rules allow.
     */
    const typed = [false, true].flatMap(multiline => {
        const kind = targets.filter(
            t =>
                t.owner.kind === 'resource' &&
                !!t.field.multiline === multiline &&
                t.owner.def.tabs[0].fields?.includes(t.name)
        );
        const takes = (t: TextTarget) => PAYLOADS.filter(p => !verdict(t, inputValue(t.field, valueFor(t, p)))).length;
        const best = kind.sort((a, b) => takes(b) - takes(a))[0];
        return best ? [[multiline ? 'several-line' : 'one-line', best] as const] : [];
    });
    it.each(typed)('typed into a %s field, hostile text is saved exactly and shown as typed', async (_, t) => {
        if (t.owner.kind !== 'resource') return;
        const { def } = t.owner;
        const { body } = await api(`${def.name}/?per_page=1&order_by=id`);
        const record = (body.results as Row[])[0];
        await navigate(page, `/${def.name}/${record.id}`);
        const input = page.locator(`[name="${t.name}"]:not([aria-hidden])`);
        for (const value of joinedValues(t, record, PAYLOADS, v => inputValue(t.field, v))) {
            await fillSettled(input, value);
            const saved = page.waitForResponse(
                r => r.request().method() !== 'GET' && new URL(r.url()).pathname === `/v4/${def.name}/${record.id}/`
            );
            await page.getByRole('button', { name: 'Save' }).click();
            expect((await saved).status(), `${t.resource}.${t.name} saved`).toBe(200);
            expect((await api(`${def.name}/${record.id}/`)).body[t.name], `${t.resource}.${t.name} stored`).toBe(value);
            expect(await input.inputValue(), `${t.resource}.${t.name} shown`).toBe(value);
            tally.typed++;
            await checkPage(`${def.name}/${record.id} typed ${t.name}`);
        }
        await input.scrollIntoViewIfNeeded();
        await shot(page, `hostile-typed-${t.name}`);
    });

    afterAll(() => {
        console.log(
            `hostile text (browser): ${tally.fields} text fields × ${PAYLOADS.length} payloads = ${tally.writes} ` +
                `writes (${tally.refused} refused by the field's rules, not written); checked ${tally.cells} list ` +
                `cells, ${tally.tableCells} table cells, ${tally.inputs} edit inputs, ${tally.pages} pages, ` +
                `${tally.typed} typed saves (no dialog, no window.__pwned, no CSP violation, no sideways scroll). Reference lists without screens, swept through the API only: ` +
                `${referenceResources.map(d => d.name).join(', ')}. Skipped: ` +
                (skipped.map(s => `${s.resource}.${s.name} (${s.why})`).join(', ') || 'none')
        );
    });
});
