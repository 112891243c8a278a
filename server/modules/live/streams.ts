/**
 * Live streams with their stages (at most five; an enabled stream keeps one), vendors and API
 * key. Times are stored as UTC instants; the status is worked out from them at read time.
 */
import { randomBytes } from 'node:crypto';
import def from '../../../resources/live/streams';
import stages from '../../../resources/live/streamStages';
import type { DB } from '../../db';
import { collectionFromSchema } from '../../core/collection';
import type { ServerModule } from '../../core/module';
import { nested, without, type Row } from '../../core/rows';
import { VENDOR_TABLES } from '../../core/catalog/vendorTables';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
/** Spec §4: live when enabled, or auto-enabled within its date range; upcoming when auto-enabled before it. */
export const STATUS_SQL = `(CASE WHEN t.enabled = 1 OR (t.is_auto_enabled = 1 AND t.start_date <= ${NOW}
  AND t.end_date > ${NOW}) THEN 'live' WHEN t.is_auto_enabled = 1 AND t.start_date > ${NOW} THEN 'upcoming' ELSE 'off' END)`;
const STAGE_COUNT_SQL = '(SELECT count(*) FROM live_stream_stages s WHERE s.stream_id = t.id)';

export const newApiKey = () => randomBytes(16).toString('hex');

const JOINED = new Set(['genre_name', 'host_vendor_name', 'tracklist_vendor_name']);

/** Instants as `…Z` ISO strings, whatever offset they came with: they compare as text in SQL. */
function utcInstants(changes: Row): void {
    for (const k of ['start_date', 'end_date']) {
        if (typeof changes[k] === 'string') changes[k] = new Date(changes[k] as string).toISOString();
    }
}

const streams = collectionFromSchema(def, 'live_streams', {
    from: `live_streams t LEFT JOIN genres g ON g.id = t.genre_id
  LEFT JOIN ${VENDOR_TABLES['host-vendors']} hv ON hv.id = t.host_vendor_id
  LEFT JOIN ${VENDOR_TABLES['tracklist-vendors']} tv ON tv.id = t.tracklist_vendor_id`,
    countFrom: 'live_streams t',
    select: `t.*, ${STATUS_SQL} AS status, ${STAGE_COUNT_SQL} AS stage_count, g.name AS genre_name,
  hv.name AS host_vendor_name, tv.name AS tracklist_vendor_name`,
    filterSql: { status: STATUS_SQL },
    sortable: {
        id: 't.id',
        name: 't.name',
        start_date: 't.start_date',
        end_date: 't.end_date',
        enabled: 't.enabled',
        is_auto_enabled: 't.is_auto_enabled',
        status: 'status',
    },
    defaultOrder: 't.start_date DESC, t.id DESC',
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.genre = nested(r.genre_id, r.genre_name);
            out.host_vendor = nested(r.host_vendor_id, r.host_vendor_name);
            out.tracklist_vendor = nested(r.tracklist_vendor_id, r.tracklist_vendor_name);
            return out;
        }),
    beforeWrite: ({ changes }) => utcInstants(changes),
    onCreate: (_db, values) => (values.api_key ? {} : { api_key: newApiKey() }),
});

const HOUR = 3600_000;
const iso = (t: number) => new Date(t).toISOString();

/**
 * Streams around the real clock (the status is read against it): two past, one enabled and one
 * auto-enabled live now, two upcoming, one switched off, and one enabled with a single stage; each with stages, the live ones with several.
 */
function seedStreams(db: DB): void {
    const now = Math.floor(Date.now() / HOUR) * HOUR;
    const genres = db.prepare('SELECT id FROM genres ORDER BY id LIMIT 7').pluck().all() as number[];
    const stream = db.prepare(`INSERT INTO live_streams (name, enabled, is_auto_enabled, start_date, end_date, genre_id,
  host_vendor_id, host_vendor_url, tracklist_vendor_id, tracklist_vendor_url, api_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const stage = db.prepare('INSERT INTO live_stream_stages (stream_id, number, name) VALUES (?, ?, ?)');
    const STAGE_NAMES = ['Main Stage', 'Warehouse', 'Terrace', 'Boiler Room', 'Sunrise Tent'];
    const rows: [string, 0 | 1, 0 | 1, number, number, number][] = [
        // name, enabled, auto, start (hours from now), length (hours), stages
        ['Winter Warehouse Sessions', 0, 1, -24 * 40, 8, 2],
        ['Open Air Closing Party', 0, 0, -24 * 10, 10, 3],
        ['Main Room Live', 1, 0, -2, 6, 4],
        ['Sunset Terrace Stream', 0, 1, -1, 5, 2],
        ['New Year Countdown', 0, 1, 24 * 5, 9, 5],
        ['Label Showcase Night', 0, 1, 24 * 21, 6, 1],
        ['Studio Rehearsal (off)', 0, 0, 24 * 2, 2, 1],
        ['Night Bus Radio', 1, 0, -3, 12, 1],
    ];
    rows.forEach(([name, enabled, auto, start, hours, stageCount], i) => {
        const from = now + start * HOUR;
        const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        const info = stream.run(
            name,
            enabled,
            auto,
            iso(from),
            iso(from + hours * HOUR),
            genres[i % genres.length] ?? null,
            1 + (i % 3),
            `https://live.example/${slug}`,
            1 + (i % 3),
            `https://tracklists.example/${slug}`,
            randomBytes(16).toString('hex')
        );
        for (let n = 1; n <= stageCount; n++) stage.run(Number(info.lastInsertRowid), n, STAGE_NAMES[n - 1]);
    });
}

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS live_streams (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 0, is_auto_enabled INTEGER NOT NULL DEFAULT 0, start_date TEXT, end_date TEXT,
  genre_id INTEGER REFERENCES genres(id), host_vendor_id INTEGER, host_vendor_url TEXT, tracklist_vendor_id INTEGER,
  tracklist_vendor_url TEXT, api_key TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS live_stream_stages (id INTEGER PRIMARY KEY,
  stream_id INTEGER NOT NULL REFERENCES live_streams(id), number INTEGER, name TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS live_stream_stages_stream ON live_stream_stages(stream_id);`,
    seed: ({ db }) => seedStreams(db),
    collection: streams,
    subCollections: [{ def: stages, table: 'live_stream_stages', parentColumn: 'stream_id' }],
};
export default module;
