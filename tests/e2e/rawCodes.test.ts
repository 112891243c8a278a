/**
 * No code where a person reads a value: walks the lists, details and history of curation (pages,
 * page modules and their items), deliveries (list, detail, inspector), orders and tracks as an
 * admin, and tracks and deliveries as the label partner, and fails on any choice value of the
 * model shown as it is stored. The codes come from the models' choice declarations (every id that
 * differs from its names), not from a hand list; what is read is the visible text of the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { resources, referenceResources } from '../../resources/index';
import type { Choice, Field } from '../../resources/fields';
import { answered, apiAs, navigate, signedIn } from './browser';
import { useBrowser } from './useBrowser';

const base = inject('baseUrl');

/**
 * Every stored choice id that is not what a person reads: a string id unlike its names. A code
 * its own name explains beside it (§8's "missing-isrc: track missing ISRC on insert.") is shown
 * on purpose, so it is not one.
 */
function rawCodes(): Set<string> {
    const codes = new Set<string>();
    const explained = new Set<string>();
    const add = (choices: readonly Choice[]) => {
        for (const c of choices) {
            if (typeof c.id !== 'string') continue;
            const names = [c.name, c.partnerName].filter(n => n !== undefined);
            if (names.some(n => n.includes(c.id as string))) explained.add(c.id);
            else if (!names.includes(c.id)) codes.add(c.id);
        }
    };
    const fieldsOf = (fields: Record<string, Field>) => {
        for (const f of Object.values(fields)) if (f.kind === 'choice') add(f.choices);
    };
    for (const def of [...resources, ...referenceResources]) {
        fieldsOf(def.fields);
        for (const sub of [
            ...def.tabs.flatMap(t => t.subs ?? []),
            ...(def.createWith ?? []),
            ...(def.historyRows ?? []),
        ])
            fieldsOf(sub.fields);
        for (const f of def.filters) add(f.choices ?? []);
    }
    // A code shown beside its explanation in one list (a status message) is read so everywhere.
    for (const code of explained) codes.delete(code);
    return codes;
}
const CODES = rawCodes();

/** The values a line of a screen's text reads as: cells, and the parts of "A · B", "a → b", "Label: v", lists. */
const pieces = (line: string) =>
    line
        .split(/\s+·\s+|\s+→\s+|:\s+|,\s+/)
        .map(p => p.trim())
        .filter(Boolean);

/** A value that is a code, or a code with a record's number after it ("tracks 763"). */
const isCode = (piece: string) => CODES.has(piece) || CODES.has(/^(\S+) #?\d+$/.exec(piece)?.[1] ?? '');

/** Opens a screen inside the running console, waits for it to load, and answers the raw codes it shows. */
async function codesOn(page: Page, path: string): Promise<string[]> {
    await navigate(page, path);
    const content = page.locator('#main-content');
    await content.waitFor();
    // Loaded: the page's heading or table is there and no progress bar runs.
    await content.locator('h1, table, form').filter({ visible: true }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('#main-content [role="progressbar"]'), undefined, {
        timeout: 15_000,
    });
    // And the names that arrive after the rows (references, a history's labels) shown.
    await answered(page);
    const text = await content.innerText();
    // Each code found with the line it is in, so that a failure says where.
    return text.split(/\n|\t/).flatMap(line =>
        pieces(line)
            .filter(isCode)
            .map(p => `${p} in “${line.trim()}”`)
    );
}

const browser = useBrowser();

const firstId = async (page: Page, path: string) => {
    const { status, body } = await apiAs(page, base, path);
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    return body.results[0].id as number;
};

describe('no raw code where a value is read', () => {
    it('derives its codes from the model', () => {
        // The codes issue 26 names are among them: the derivation reads the declarations.
        for (const code of ['filter-rejected', 'releases', 'page_modules', 'release-ingested', 'CONVERTED'])
            expect(CODES.has(code)).toBe(true);
    });

    it('as an admin: curation, deliveries, orders and tracks — lists, details and history', async () => {
        const page = await signedIn(browser, base, 'admin');
        await page.setViewportSize({ width: 1440, height: 900 });

        // A module of its own with a history: created as one source and item type, then changed.
        const stamp = Date.now().toString(36);
        const pageId = await firstId(page, 'curation/pages/?per_page=1');
        const made = await apiAs(page, base, 'curation/page-modules/', {
            method: 'POST',
            json: { name: `Codes ${stamp}`, type_id: 1, page_id: pageId, item_type: 'releases', source_type_id: 1 },
        });
        expect(made.status).toBe(201);
        const moduleId = made.body.id as number;
        const trackId = await firstId(page, 'catalog/tracks/?per_page=1');
        const item = await apiAs(page, base, `curation/page-modules/${moduleId}/items/`, {
            method: 'POST',
            json: { item_type: 'tracks', item_id: trackId },
        });
        expect(item.status).toBe(201);
        const changed = await apiAs(page, base, `curation/page-modules/${moduleId}/`, {
            method: 'PATCH',
            json: { source_type_id: 2, item_type: 'page_modules' },
        });
        expect(changed.status).toBe(200);

        // An order with a refund (the seed refunds on orders numbered 5n+1), an item dissociated and back.
        const orders = await apiAs(page, base, 'support/orders/?status=complete&per_page=100');
        const order = orders.body.results.find(o => (o.id as number) % 5 === 1)!;
        const items = await apiAs(page, base, `support/orders/${String(order.id)}/items/?per_page=50`);
        const available = items.body.results.find(i => i.availability === 1);
        if (available) {
            for (const availability of [2, 1]) {
                const moved = await apiAs(page, base, `support/orders/${String(order.id)}/downloads/`, {
                    method: 'PATCH',
                    json: [{ id: available.id, availability }],
                });
                expect(moved.status).toBe(200);
            }
        }

        const rejected = await firstId(page, 'deliveries/deliveries/?release_status=filter-rejected&per_page=1');
        const track = await firstId(page, 'catalog/tracks/?per_page=1');
        const screens = [
            '/curation/pages',
            `/curation/pages/${pageId}`,
            '/curation/page-modules',
            `/curation/page-modules/${moduleId}`,
            `/curation/page-modules/${moduleId}/items`,
            `/curation/page-modules/${moduleId}/history`,
            '/deliveries/deliveries',
            `/deliveries/deliveries/${rejected}`,
            `/deliveries/deliveries/${rejected}/history`,
            '/deliveries',
            '/support/orders',
            `/support/orders/${String(order.id)}`,
            `/support/orders/${String(order.id)}/items`,
            `/support/orders/${String(order.id)}/payment`,
            `/support/orders/${String(order.id)}/history`,
            '/catalog/tracks',
            `/catalog/tracks/${track}`,
            `/catalog/tracks/${track}/status`,
            `/catalog/tracks/${track}/history`,
        ];
        const found: Record<string, string[]> = {};
        for (const path of screens) {
            const codes = await codesOn(page, path);
            if (codes.length) found[path] = codes;
        }
        expect(found).toEqual({});
        // The walk read what it was meant to: the changes in the module's history by name.
        await navigate(page, `/curation/page-modules/${moduleId}/history`);
        await page.getByText('Source Type: Sushi → Twitch TV').waitFor();
        await page.getByText('Item Type: Release → Page Module').waitFor();
    });

    it('as the label partner: tracks and deliveries', async () => {
        const page = await signedIn(browser, base, 'label');
        await page.setViewportSize({ width: 1440, height: 900 });
        const track = await firstId(page, 'catalog/tracks/?per_page=1');
        const delivery = await firstId(page, 'deliveries/deliveries/?per_page=1');
        const found: Record<string, string[]> = {};
        for (const path of [
            '/catalog/tracks',
            `/catalog/tracks/${track}`,
            '/deliveries/deliveries',
            `/deliveries/deliveries/${delivery}`,
            '/deliveries',
        ]) {
            const codes = await codesOn(page, path);
            if (codes.length) found[path] = codes;
        }
        expect(found).toEqual({});
    });
});
