/**
 * Parity of the console's filters and the server's: every filter a schema offers is answered by
 * the reference API, narrows the list to records that match, and matches the way the schema says
 * (a prefix filter finds a code by its start and not by its middle; a contains filter by its middle).
 */
import { describe, expect, it } from 'vitest';
import { findResource, referenceResources, resources } from '../../resources';
import type { Filter } from '../../resources/schema';
import { mountainDayOf } from '../../resources/time';
import { collectionFilters } from '../../server/core/listing';
import { MODULES } from '../../server/registry';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;
const api = makeApi(400);
const collections = MODULES.flatMap(m => (m.collection ? [m.collection] : []));

/** Some filters are for one brand: try the first-brand admin, then the DJ-store admin. */
async function list(resource: string, query: Record<string, string>): Promise<{ ids: number[]; count: number }> {
    const qs = new URLSearchParams({ per_page: '100', ...query }).toString();
    for (const who of ['admin', 'dj_store_admin']) {
        const res = await api.as(who, `/v4/${resource}/?${qs}`);
        if (res.status === 403) continue;
        expect(res.status, `${resource} ?${qs}: ${await res.clone().text()}`).toBe(200);
        const body = (await res.json()) as { results: Json[]; count: number };
        return { ids: body.results.map(r => r.id as number), count: body.count };
    }
    throw new Error(`${resource}: nobody may use ?${qs}`);
}

describe('every schema filter has a server counterpart that matches the same way', () => {
    it('every resource with a screen is served by a collection', () => {
        for (const def of [...resources, ...referenceResources])
            expect(
                collections.some(c => c.def === def),
                def.name
            ).toBe(true);
    });

    for (const c of collections) {
        for (const f of c.def.filters) {
            it(`${c.def.name} ?${f.name} (${f.kind}${f.match ? `, ${f.match}` : ''})`, async () => {
                const server = collectionFilters(c)[f.name];
                expect(server, 'no server filter').toBeDefined();
                const sample = api.db
                    .prepare(
                        `SELECT t.id AS id, ${server.sql} AS v FROM ${c.from} WHERE ${server.sql} IS NOT NULL AND ${server.sql} <> '' ORDER BY t.id LIMIT 1`
                    )
                    .get() as { id: number; v: string | number } | undefined;
                const all = await list(c.def.name, {});
                if (!sample) return expect(f.kind, `${f.name}: no seeded value to test with`).toBe('boolean');
                await expectMatch(c.def.name, f, sample, all.count);
            });
        }
    }
});

async function expectMatch(resource: string, f: Filter, sample: { id: number; v: string | number }, total: number) {
    const value = String(sample.v);
    const finds = async (q: string) =>
        (await list(resource, { [f.name]: q, id: String(sample.id) })).ids.includes(sample.id);
    switch (f.kind) {
        case 'text': {
            const match = f.match ?? 'contains';
            expect(await finds(match === 'exact' ? value : value.slice(0, Math.max(2, value.length - 2)))).toBe(true);
            const middle = value.slice(1, Math.max(3, value.length - 1));
            if (value.length > 3) expect(await finds(middle)).toBe(match === 'contains');
            const narrowed = await list(resource, { [f.name]: value });
            expect(narrowed.count).toBeGreaterThan(0);
            expect(narrowed.count).toBeLessThanOrEqual(total);
            break;
        }
        case 'idList':
        case 'reference':
        case 'number':
        case 'choice':
            expect(await finds(value)).toBe(true);
            break;
        case 'dateRange': {
            // A day is a Mountain day: over instants, the one the instant falls on in Denver.
            const day = f.instant ? mountainDayOf(Date.parse(value)) : value.slice(0, 10);
            expect(await finds(`${day}:${day}`)).toBe(true);
            break;
        }
        case 'boolean': {
            const [yes, no] = [await list(resource, { [f.name]: 'true' }), await list(resource, { [f.name]: 'false' })];
            expect(yes.count + no.count).toBe(total);
            break;
        }
    }
}

it('a partial ISRC finds the track (prefix), as the console offers it', async () => {
    const isrc = api.db.prepare('SELECT isrc FROM tracks WHERE id = 299').pluck().get() as string;
    const { ids } = await list('catalog/tracks', { isrc: isrc.slice(0, 11) });
    expect(ids).toContain(299);
    expect(findResource('catalog/tracks')!.filters.find(x => x.name === 'isrc')!.match).toBe('prefix');
});
