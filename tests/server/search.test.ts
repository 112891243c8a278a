/**
 * `GET search/` and `GET search/autocomplete/`: names across the types the caller may read, with
 * partner tenancy and the paged envelope; accent- and case-insensitive name filters that match
 * inside words, kept in step with every write.
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { fold } from '../../resources/fold';
import { foldedShadow } from '../../server/core/folded';
import { makePrincipal } from '../../server/core/access';
import { inOrderSql, listQuery, pageIds, readsInOrder } from '../../server/core/listing';
import tracksModule from '../../server/modules/tracks';
import { makeApi } from './helpers';

interface Hit {
    type: string;
    id: number;
    name: string;
    match: string;
}
interface Paged<T> {
    count: number;
    page: string;
    per_page: number;
    next: string | null;
    results: T[];
}

describe('search endpoints and accent-insensitive names', () => {
    const api = makeApi(300);
    const get = async <T = Hit>(who: string, path: string) => {
        const res = await api.as(who, path);
        expect(res.status, `${who} ${path}: ${await res.clone().text()}`).toBe(200);
        return (await res.json()) as Paged<T>;
    };

    it('a track title is found without its accents, in any case, and inside words', async () => {
        for (const q of ['beyonce', 'BEYONCÉ', 'yonc', 'deja vu', 'oresund', 'strasse', 'lodz aether']) {
            const body = await get<{ id: number; name: string }>(
                'admin',
                `/v4/catalog/tracks/?name=${encodeURIComponent(q)}`
            );
            expect(body.results.length, q).toBeGreaterThan(0);
            expect(
                body.results.every(t => /Beyoncé|Øresund|Straße|Łódź/.test(t.name)),
                q
            ).toBe(true);
        }
        // Ø finds O, and an accented query finds the plain spelling too.
        const plain = await get<{ name: string }>('admin', `/v4/catalog/tracks/?name=${encodeURIComponent('Ø')}`);
        expect(plain.results.some(t => /o/i.test(t.name) && !/Ø/.test(t.name))).toBe(true);
    });

    it('the folded copy follows a rename, and a new record', async () => {
        const renamed = await api.as('admin', '/v4/catalog/artists/5/', { method: 'PATCH', json: { name: 'Mø Ñoño' } });
        expect(renamed.status).toBe(200);
        const found = await get<{ id: number }>('admin', '/v4/catalog/artists/?name=mo%20nono');
        expect(found.results.map(a => a.id)).toEqual([5]);
        // A % or _ typed is a character, not a wildcard.
        await api.as('admin', '/v4/catalog/artists/6/', { method: 'PATCH', json: { name: '100% Pure_Bass' } });
        expect(
            (await get<{ id: number }>('admin', '/v4/catalog/artists/?name=0%25%20pure_')).results.map(a => a.id)
        ).toEqual([6]);
        expect((await get<{ id: number }>('admin', '/v4/catalog/artists/?name=pur_')).results).toEqual([]);
        const created = await api.as('admin', '/v4/catalog/artists/', {
            method: 'POST',
            json: { name: 'Ólafur Árnason' },
        });
        expect(created.status).toBe(201);
        const { id } = (await created.json()) as { id: number };
        expect((await get<{ id: number }>('admin', '/v4/catalog/artists/?name=olafur')).results.map(a => a.id)).toEqual(
            [id]
        );
    });

    it('every way a name search is answered agrees with reading the names one by one', async () => {
        // Text the search index could read as syntax (quotes, operators, column names, stars) is text.
        await api.as('admin', '/v4/catalog/tracks/7/', { method: 'PATCH', json: { name: 'Say "Yes" OR No* name:x' } });
        const rows = api.db.prepare('SELECT id, name, artist_name, supplier_id FROM tracks').all() as {
            id: number;
            name: string;
            artist_name: string;
            supplier_id: number;
        }[];
        const supplier = (
            api.db.prepare("SELECT supplier_id FROM users WHERE username = 'supplier'").get() as {
                supplier_id: number;
            }
        ).supplier_id;
        const texts = ['deep', 'ee', 'e', 'beyonce', 'silver sh', '"yes"', 'or no*', 'name:x', 'yes" or', 'zzzq'];
        for (const text of texts) {
            const matching = rows.filter(r => fold(r.name).includes(fold(text)));
            // Newest first, no other filter: the index alone answers; the others read the tracks too.
            const fast = await get<{ id: number }>('admin', `/v4/catalog/tracks/?name=${encodeURIComponent(text)}`);
            expect(fast.count, text).toBe(matching.length);
            expect(
                fast.results.map(t => t.id),
                text
            ).toEqual(
                matching
                    .map(r => r.id)
                    .sort((a, b) => b - a)
                    .slice(0, fast.per_page)
            );
            const sorted = await get('admin', `/v4/catalog/tracks/?name=${encodeURIComponent(text)}&order_by=name`);
            expect(sorted.count, text).toBe(matching.length);
            const own = await get('supplier', `/v4/catalog/tracks/?name=${encodeURIComponent(text)}`);
            expect(own.count, text).toBe(matching.filter(r => r.supplier_id === supplier).length);
        }
        // Two columns, each with its own folded copy: the second narrows the first by rowid.
        const both = rows.filter(r => fold(r.name).includes('dee') && fold(r.artist_name).includes('qui'));
        const combined = await get<{ id: number }>('admin', '/v4/catalog/tracks/?name=dee&artist_name=qui');
        expect(both.length).toBeGreaterThan(0);
        expect(combined.count).toBe(both.length);
        expect(combined.results.map(t => t.id)).toEqual(
            both
                .map(r => r.id)
                .sort((a, b) => b - a)
                .slice(0, combined.per_page)
        );
    });

    it('a database file from before the per-column copies gets them filled, and drops the old copy', () => {
        const db = new Database(':memory:');
        db.function('fold', (text: unknown) => (text == null ? null : fold(String(text))));
        db.exec(`CREATE TABLE songs (id INTEGER PRIMARY KEY, name TEXT, artist TEXT);
INSERT INTO songs VALUES (1, 'Beyoncé Intro', 'Ólafur'), (2, 'Deep Sea', 'Quinn');
CREATE VIRTUAL TABLE songs_folded USING fts5(name, artist, tokenize = 'trigram');
CREATE TRIGGER songs_folded_insert AFTER INSERT ON songs BEGIN
  INSERT INTO songs_folded (rowid, name, artist) VALUES (NEW.id, NEW.name, NEW.artist); END;`);
        db.exec(foldedShadow('songs', ['name', 'artist']));
        db.exec(foldedShadow('songs', ['name', 'artist'])); // every start runs it: nothing doubles
        db.prepare("INSERT INTO songs VALUES (3, 'Beyonce Outro', 'Nobody')").run();
        const find = (column: string, text: string) =>
            db
                .prepare(`SELECT rowid FROM songs_folded_${column} WHERE songs_folded_${column} MATCH ? ORDER BY rowid`)
                .pluck()
                .all(`"${text}"`);
        expect(find('name', 'beyonce')).toEqual([1, 3]);
        expect(find('artist', 'olafur')).toEqual([1]);
        expect(find('name', 'quinn')).toEqual([]);
        const left = db.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'songs_folded%' ORDER BY name").pluck();
        expect(left.all()).not.toContain('songs_folded');
        expect(left.all()).not.toContain('songs_folded_insert');
        db.close();
    });

    it('a page read from the top of its index in order is the page SQLite sorts, for every filter, order and page', () => {
        const tracks = tracksModule.collection!;
        const principal = (username: string) =>
            makePrincipal(
                api.db
                    .prepare(
                        'SELECT id, username, scope, feature, brand, supplier_id, label_id FROM users WHERE username = ?'
                    )
                    .get(username) as Parameters<typeof makePrincipal>[0]
            );
        const queries = [
            { name: 'e' },
            { name: 'ee', order_by: 'name' },
            { name: 'deep', order_by: '-bpm' },
            { label_name: 'records' },
            { label_name: 'records', order_by: 'mix_name' },
            { artist_name: 'a', order_by: '-publish_date' },
            { release_name: 'e', order_by: 'isrc' },
            { enabled: 'true', order_by: 'id' },
        ];
        let compared = 0;
        for (const who of ['admin', 'supplier']) {
            for (const query of queries) {
                const q = listQuery(tracks, principal(who), query);
                expect(inOrderSql(tracks, api.db, q)?.sql, JSON.stringify(query)).toMatch(
                    / (NOT INDEXED|INDEXED BY \w+) /
                );
                for (const [limit, offset] of [
                    [10, 0],
                    [25, 25],
                    [100, 100],
                ]) {
                    const sorted = pageIds(tracks, api.db, q, limit, offset, false);
                    const inOrder = pageIds(tracks, api.db, q, limit, offset, true);
                    expect(inOrder, `${who} ${JSON.stringify(query)} ${limit}@${offset}`).toEqual(sorted);
                    compared += sorted.length;
                }
            }
        }
        expect(compared).toBeGreaterThan(500);
        // The count chooses: common matches read in order, rare ones are gathered and sorted.
        expect(readsInOrder(5128, 100_000, 25)).toBe(true);
        expect(readsInOrder(252, 100_000, 25)).toBe(false);
        expect(readsInOrder(0, 100_000, 25)).toBe(false);
    });

    it("the music-profile partner's artists are searched apart, accent-insensitively, by staff who map", async () => {
        const synced = api.db
            .prepare(
                'SELECT id, name, music_profile_partner_id FROM artists WHERE sync_enabled = 1 ORDER BY id LIMIT 1'
            )
            .get() as { id: number; name: string; music_profile_partner_id: string };
        await api.as('admin', `/v4/catalog/artists/${synced.id}/`, {
            method: 'PATCH',
            json: { name: `${synced.name} Ñü` },
        });
        const partner = await get<{ partner_artist_id: string; name: string }>(
            'curation',
            `/v4/music-profile/artists/?partner_artist_id=${synced.music_profile_partner_id}`
        );
        expect(partner.results.map(a => a.partner_artist_id)).toEqual([synced.music_profile_partner_id]);
        // The partner's names are its own: the rename above did not reach it; its search folds accents.
        const byName = await get<{ partner_artist_id: string }>(
            'content_ops',
            `/v4/music-profile/artists/?name=${encodeURIComponent(fold(synced.name).toUpperCase())}`
        );
        expect(byName.results.map(a => a.partner_artist_id)).toContain(synced.music_profile_partner_id);
        for (const who of ['marketing', 'support', 'supplier', 'label']) {
            expect((await api.as(who, '/v4/music-profile/artists/?name=a')).status, who).toBe(403);
        }
        expect(
            (await api.as('admin', '/v4/music-profile/artists/1/', { method: 'PATCH', json: { name: 'x' } })).status
        ).toBe(403);
    });

    it('search/ answers hits across types in the paged envelope', async () => {
        const body = await get('admin', '/v4/search/?q=beyonce');
        expect(body.results).toContainEqual({
            type: 'catalog/tracks',
            id: 10,
            name: 'Beyoncé Déjà Vu',
            match: 'name',
            detail: expect.any(String),
        });
        const broad = await get('admin', '/v4/search/?q=e&per_page=5');
        expect(broad.results).toHaveLength(5);
        expect(broad.count).toBeGreaterThan(5);
        expect(broad.next).toContain('page=2');
        // Hits come type by type, in the search area's order, and reach more than one type.
        const all = await get('admin', `/v4/search/?q=e&per_page=100`);
        const order = [...new Set(all.results.map(h => h.type))];
        expect(order.length).toBeGreaterThan(1);
        expect(all.results.map(h => h.type)).toEqual(
            [...all.results.map(h => h.type)].sort((a, b) => order.indexOf(a) - order.indexOf(b))
        );
        const narrowed = await get('admin', '/v4/search/?q=e&types=catalog/labels');
        expect(narrowed.results.every(h => h.type === 'catalog/labels')).toBe(true);
    });

    it('pages of search/ join up: page 2 starts where page 1 ended', async () => {
        const whole = await get('admin', '/v4/search/?q=a&per_page=40');
        const first = await get('admin', '/v4/search/?q=a&per_page=20');
        const second = await get('admin', '/v4/search/?q=a&per_page=20&page=2');
        expect([...first.results, ...second.results]).toEqual(whole.results);
        expect(first.count).toBe(whole.count);
    });

    it('partners search only their own records, and only the types they may read', async () => {
        const supplier = await get('supplier', '/v4/search/?q=e&per_page=100');
        const types = new Set(supplier.results.map(h => h.type));
        expect(types.has('catalog/suppliers')).toBe(false);
        expect(types.has('catalog/charts')).toBe(false);
        for (const hit of supplier.results.filter(h => h.type === 'catalog/tracks')) {
            const { supplier_id } = api.db.prepare('SELECT supplier_id FROM tracks WHERE id = ?').get(hit.id) as {
                supplier_id: number;
            };
            expect(supplier_id).toBe(1);
        }
        // Artists and DJs read no catalog: nothing to search, and nothing found.
        expect((await get('artist', '/v4/search/?q=e')).count).toBe(0);
    });

    it('autocomplete jumps by ISRC, UPC, GUID, catalog number and link, within tenancy', async () => {
        const track = api.db.prepare('SELECT id, isrc, guid, name FROM tracks WHERE id = 12').get() as {
            id: number;
            isrc: string;
            guid: string;
            name: string;
        };
        const release = api.db.prepare('SELECT id, upc, catalog_number FROM releases WHERE id = 3').get() as {
            id: number;
            upc: string;
            catalog_number: string;
        };
        const first = async (q: string, who = 'admin') =>
            (await get(who, `/v4/search/autocomplete/?q=${encodeURIComponent(q)}`)).results[0];
        expect(await first(track.isrc.toLowerCase())).toEqual({
            type: 'catalog/tracks',
            id: 12,
            name: track.name,
            match: 'isrc',
            detail: expect.any(String),
        });
        expect(await first(track.guid)).toMatchObject({ type: 'catalog/tracks', id: 12, match: 'guid' });
        expect(await first(release.upc)).toMatchObject({ type: 'catalog/releases', id: 3, match: 'upc' });
        expect(await first(release.catalog_number)).toMatchObject({
            type: 'catalog/releases',
            id: 3,
            match: 'catalog_number',
        });
        expect(await first('https://console.example/catalog/tracks/12')).toMatchObject({ id: 12, match: 'id' });
        // Words: a few names from several types.
        const words = await get('admin', '/v4/search/autocomplete/?q=e');
        expect(words.results.length).toBeGreaterThan(0);
        expect(words.results.length).toBeLessThanOrEqual(10);
        expect(new Set(words.results.map(h => h.type)).size).toBeGreaterThan(1);
        // A foreign track's ISRC finds nothing for a label partner.
        const foreign = api.db.prepare('SELECT isrc FROM tracks WHERE label_id != 1 LIMIT 1').get() as { isrc: string };
        expect(
            (await get('label', `/v4/search/autocomplete/?q=${foreign.isrc}`)).results.every(h => h.match !== 'isrc')
        ).toBe(true);
    });

    it('refuses a missing or overlong query and unknown types with 400', async () => {
        for (const path of [
            '/v4/search/',
            '/v4/search/?q=%20',
            `/v4/search/?q=${'x'.repeat(251)}`,
            '/v4/search/?q=a&types=catalog/nope',
        ])
            expect((await api.as('admin', path)).status, path).toBe(400);
    });
});
