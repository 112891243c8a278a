/**
 * Charts: collection (staff only), their tracks in order (GET, and PUT of the whole ordered list),
 * the linked curated playlist (playlist-mappings), images through the media area. Seeded after
 * the DJ profiles that own them.
 */
import { Hono } from 'hono';
import playlistMappings from '../../resources/catalog/chartPlaylistMappings';
import def from '../../resources/catalog/charts';
import { stmt, type DB } from '../db';
import { shape, visibleParent, type Collection } from '../core/collection';
import type { Env } from '../core/env';
import type { ServerModule } from '../core/module';
import { pagedAnswer } from '../core/paging';
import { nested, without, type Row } from '../core/rows';
import { applyOrder, parseOrder, type TrackOrder } from '../core/trackOrder';
import { readJson } from '../core/validation';
import type { Prng } from '../seed/prng';
import { ADJ, NOUN } from '../seed/words';
import { tracks } from '../core/catalog/tracks';

const JOINED = new Set(['artist_name', 'owner_name']);

export const charts: Collection = {
    def,
    table: 'charts',
    from: 'charts t LEFT JOIN artists a ON a.id = t.artist_id LEFT JOIN dj_profiles d ON d.id = t.owner_id',
    countFrom: 'charts t',
    select: 't.*, a.name AS artist_name, d.name AS owner_name',
    filterSql: { artist_name: 'a.name', dj_name: 'd.name' },
    sortable: { id: 't.id', title: 't.title' },
    defaultOrder: 't.id DESC',
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.artist = nested(r.artist_id, r.artist_name);
            out.owner = nested(r.owner_id, r.owner_name);
            return out;
        }),
    onCreate: () => ({ created: new Date().toISOString() }),
};

/** A chart's tracks: the PUT names the whole list in order (tracks may be added and left out). */
export const chartTrackOrder: TrackOrder = {
    resource: def.name,
    noun: 'chart',
    replaces: true,
    read: (db, chartId) =>
        stmt(db, 'SELECT track_id FROM chart_tracks WHERE chart_id = ? ORDER BY position')
            .pluck()
            .all(chartId) as number[],
    write: (db, chartId, entries) => {
        stmt(db, 'DELETE FROM chart_tracks WHERE chart_id = ?').run(chartId);
        const add = stmt(db, 'INSERT INTO chart_tracks (chart_id, track_id, position) VALUES (?, ?, ?)');
        for (const e of entries) add.run(chartId, e.id, e.track_position);
    },
};

const routes = new Hono<Env>();
routes.get('/:id/tracks/', ctx => {
    const { id, p } = visibleParent(ctx, charts);
    const db = ctx.get('db');
    const rows = stmt(
        db,
        `SELECT ${tracks.select}, ct.position AS chart_position FROM ${tracks.from}
         JOIN chart_tracks ct ON ct.track_id = t.id WHERE ct.chart_id = ? ORDER BY ct.position`
    ).all(id) as Row[];
    // The position on the chart, not on the track's release.
    const results = tracks.present(rows, db).map(r => {
        const { chart_position, ...track } = shape(tracks, r, p);
        return { ...track, track_position: chart_position };
    });
    return pagedAnswer(ctx, results);
});

routes.put('/:id/tracks/', async ctx => {
    const { id, p } = visibleParent(ctx, charts, true);
    const db = ctx.get('db');
    const entries = parseOrder(db, chartTrackOrder, id, await readJson(ctx.req.raw));
    applyOrder(db, p, chartTrackOrder, id, entries);
    return ctx.json(entries);
});

const TRACKS_PER_CHART = 10;
const chartCountFor = (trackCount: number) => Math.max(30, Math.round(trackCount / 100));

function seedCharts(db: DB, r: Prng, n: number) {
    const trackIds = db.prepare('SELECT id FROM tracks WHERE is_dj_edit = 0 ORDER BY id').pluck().all() as number[];
    const chart = db.prepare(
        'INSERT INTO charts (id, title, description, owner_id, artist_id, created) VALUES (?, ?, ?, ?, ?, ?)'
    );
    const entry = db.prepare('INSERT INTO chart_tracks (chart_id, track_id, position) VALUES (?, ?, ?)');
    const mapping = db.prepare('INSERT INTO chart_playlist_mappings (chart_id, playlist_id) VALUES (?, ?)');
    const profiles = db.prepare('SELECT count(*) FROM dj_profiles').pluck().get() as number;
    for (let i = 1; i <= n; i++) {
        const title = `${r.pick(ADJ)} ${r.pick(NOUN)} Chart ${i}`.slice(0, 45);
        const owner = 1 + ((i - 1) % profiles);
        const artist = db.prepare('SELECT min(id) FROM artists WHERE dj_profile_id = ?').pluck().get(owner);
        chart.run(
            i,
            title,
            `Picks of the month by profile ${owner}.`,
            owner,
            artist ?? null,
            '2026-01-01T00:00:00.000Z'
        );
        const picked = new Set<number>();
        while (picked.size < Math.min(TRACKS_PER_CHART, trackIds.length)) picked.add(r.pick(trackIds));
        [...picked].forEach((track, at) => entry.run(i, track, at + 1));
        if (i % 3 === 0) mapping.run(i, 1000 + i);
    }
}

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS charts (id INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT,
  owner_id INTEGER REFERENCES dj_profiles(id), artist_id INTEGER REFERENCES artists(id), image TEXT,
  created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS chart_tracks (chart_id INTEGER NOT NULL REFERENCES charts(id),
  track_id INTEGER NOT NULL REFERENCES tracks(id), position INTEGER NOT NULL, PRIMARY KEY (chart_id, track_id));
CREATE TABLE IF NOT EXISTS chart_playlist_mappings (id INTEGER PRIMARY KEY,
  chart_id INTEGER NOT NULL UNIQUE REFERENCES charts(id), playlist_id INTEGER NOT NULL,
  version INTEGER NOT NULL DEFAULT 1);`,
    seed: ({ db, r, trackCount }) => seedCharts(db, r, chartCountFor(trackCount)),
    collection: charts,
    subCollections: [{ def: playlistMappings, table: 'chart_playlist_mappings', parentColumn: 'chart_id' }],
    routes,
};
export default module;
