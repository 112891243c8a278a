/**
 * Curated playlists: the collection (read like the catalog, kept by the catalog's staff editors),
 * their tracks in order (GET, PUT tracks/bulk of the whole list), the link partners they are
 * offered to (GET, PUT partners-bulk) and the chart linked to them (GET chart-mapping).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import def from '../../resources/catalog/playlists';
import { playlistChartMapping } from '../../resources/operations/catalog';
import { P } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { requireAccess, tenancyClause } from '../core/access';
import { collectionFromSchema, shape, visibleParent } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { diff, recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import { serve } from '../core/operations';
import { pagedAnswer } from '../core/paging';
import type { Row } from '../core/rows';
import { applyOrder, parseOrder, type TrackOrder } from '../core/trackOrder';
import { parseBody, readJson } from '../core/validation';
import type { Prng } from '../seed/prng';
import { ADJ, NOUN } from '../seed/words';
import { tracks } from '../core/catalog/tracks';
import { api } from '../../resources/messages/api';
import { fill } from '../../resources/messages/fill';

export const playlists = collectionFromSchema(def, 'playlists', {
    defaultOrder: 't.id DESC',
    onCreate: () => ({ created: new Date().toISOString() }),
});

/** A playlist's tracks: the PUT names the whole list in order (tracks may be added and left out). */
export const playlistTrackOrder: TrackOrder = {
    resource: def.name,
    noun: 'playlist',
    replaces: true,
    read: (db, id) =>
        stmt(db, 'SELECT track_id FROM playlist_tracks WHERE playlist_id = ? ORDER BY position')
            .pluck()
            .all(id) as number[],
    write: (db, id, entries) => {
        stmt(db, 'DELETE FROM playlist_tracks WHERE playlist_id = ?').run(id);
        const add = stmt(db, 'INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)');
        for (const e of entries) add.run(id, e.id, e.track_position);
    },
};

const readPartners = (db: DB, id: number) =>
    stmt(
        db,
        `SELECT lp.id, lp.name, lp.url, lp.enabled FROM playlist_partners pp JOIN link_partners lp ON lp.id = pp.partner_id
         WHERE pp.playlist_id = ? ORDER BY lp.name`
    ).all(id) as Row[];

const routes = new Hono<Env>();

// Partners see only their own tracks on a playlist (the catalog's tenancy).
routes.get('/:id/tracks/', ctx => {
    const { id, p } = visibleParent(ctx, playlists);
    const db = ctx.get('db');
    const tenancy = tenancyClause(p, tracks.tenancy);
    const rows = stmt(
        db,
        `SELECT ${tracks.select}, pt.position AS playlist_position FROM ${tracks.from}
         JOIN playlist_tracks pt ON pt.track_id = t.id WHERE pt.playlist_id = ? ${tenancy ? `AND ${tenancy.sql}` : ''}
         ORDER BY pt.position`
    ).all(id, ...(tenancy?.params ?? [])) as Row[];
    const results = tracks.present(rows, db).map(r => {
        const { playlist_position, ...track } = shape(tracks, r, p);
        return { ...track, track_position: playlist_position };
    });
    return pagedAnswer(ctx, results);
});

routes.put('/:id/tracks/bulk/', async ctx => {
    const { id, p } = visibleParent(ctx, playlists, true);
    const db = ctx.get('db');
    const entries = parseOrder(db, playlistTrackOrder, id, await readJson(ctx.req.raw));
    applyOrder(db, p, playlistTrackOrder, id, entries);
    return ctx.json(entries);
});

// Link partners are admin and curation's (spec §6): so is the list of those a playlist is offered to.
routes.get('/:id/partners/', ctx => {
    const { id, p } = visibleParent(ctx, playlists);
    requireAccess(p, P.LINK_PARTNERS);
    return pagedAnswer(
        ctx,
        readPartners(ctx.get('db'), id).map(r => ({ ...r, enabled: !!r.enabled }))
    );
});

const partnerList = z.array(z.object({ id: z.number().int().positive() })).max(100);
routes.put('/:id/partners-bulk/', async ctx => {
    const { id, p } = visibleParent(ctx, playlists, true);
    requireAccess(p, P.LINK_PARTNERS);
    const db = ctx.get('db');
    const ids = [...new Set(parseBody(partnerList, await readJson(ctx.req.raw)).map(e => e.id))];
    const known = new Set(
        ids.length
            ? (stmt(db, `SELECT id FROM link_partners WHERE id IN (${ids.map(() => '?').join(',')})`)
                  .pluck()
                  .all(...ids) as number[])
            : []
    );
    const unknown = ids.find(x => !known.has(x));
    if (unknown) throw badRequest(fill(api.unknownLinkPartner, { name: unknown }));
    db.transaction(() => {
        const before = readPartners(db, id).map(r => r.id);
        stmt(db, 'DELETE FROM playlist_partners WHERE playlist_id = ?').run(id);
        const add = stmt(db, 'INSERT INTO playlist_partners (playlist_id, partner_id) VALUES (?, ?)');
        for (const partner of ids) add.run(id, partner);
        const after = readPartners(db, id).map(r => r.id);
        const changes = diff({ partners: before }, { partners: after });
        if (Object.keys(changes).length) recordHistory(db, p, def.name, id, 'partners', changes);
    })();
    return pagedAnswer(
        ctx,
        readPartners(db, id).map(r => ({ ...r, enabled: !!r.enabled }))
    );
});

// Charts are staff only (spec §6): so is the chart a playlist is linked to.
const chartMapping = serve(playlistChartMapping, ctx => {
    const { id } = visibleParent(ctx, playlists);
    const row = stmt(
        ctx.get('db'),
        `SELECT m.id, m.chart_id, c.title FROM chart_playlist_mappings m JOIN charts c ON c.id = m.chart_id
         WHERE m.playlist_id = ? ORDER BY m.id LIMIT 1`
    ).get(id) as { id: number; chart_id: number; title: string } | undefined;
    return ctx.json(row ? { id: row.id, chart_id: row.chart_id, chart: { id: row.chart_id, title: row.title } } : {});
});

/** Playlists 1001…: the ids the seeded charts link to (chart i, every third, to playlist 1000 + i). */
function seedPlaylists(db: DB, r: Prng, n: number) {
    const trackIds = db.prepare('SELECT id FROM tracks WHERE is_dj_edit = 0 ORDER BY id').pluck().all() as number[];
    const partners = db.prepare('SELECT id FROM link_partners ORDER BY id').pluck().all() as number[];
    const playlist = db.prepare(`INSERT INTO playlists (id, name, description, playlist_type, playlist_status,
  is_curated_playlist, is_public, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const entry = db.prepare('INSERT INTO playlist_tracks (playlist_id, track_id, position) VALUES (?, ?, ?)');
    const offered = db.prepare('INSERT INTO playlist_partners (playlist_id, partner_id) VALUES (?, ?)');
    for (let i = 1; i <= n; i++) {
        const id = 1000 + i;
        playlist.run(
            id,
            `${r.pick(ADJ)} ${r.pick(NOUN)} Playlist`,
            `Curated picks, volume ${i}.`,
            ['Curated', 'Editorial', 'Partner'][i % 3],
            i % 4 === 0 ? 0 : 1,
            i % 5 === 0 ? 0 : 1,
            i % 3 === 0 ? 0 : 1,
            '2026-01-01T00:00:00.000Z'
        );
        const picked = new Set<number>();
        while (picked.size < Math.min(12, trackIds.length)) picked.add(r.pick(trackIds));
        [...picked].forEach((track, at) => entry.run(id, track, at + 1));
        for (const partner of partners.slice(i % 4, (i % 4) + 2)) offered.run(id, partner);
    }
}

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS playlists (id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT,
  playlist_type TEXT, playlist_status INTEGER NOT NULL DEFAULT 0, is_curated_playlist INTEGER NOT NULL DEFAULT 1,
  is_public INTEGER NOT NULL DEFAULT 0, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS playlist_tracks (playlist_id INTEGER NOT NULL REFERENCES playlists(id),
  track_id INTEGER NOT NULL REFERENCES tracks(id), position INTEGER NOT NULL, PRIMARY KEY (playlist_id, track_id));
CREATE TABLE IF NOT EXISTS playlist_partners (playlist_id INTEGER NOT NULL REFERENCES playlists(id),
  partner_id INTEGER NOT NULL REFERENCES link_partners(id), PRIMARY KEY (playlist_id, partner_id));`,
    // Last in the registry: the seeds before draw from the PRNG as they did.
    seed: ({ db, r }) => seedPlaylists(db, r, 40),
    collection: playlists,
    operations: [chartMapping],
    routes,
};
export default module;
