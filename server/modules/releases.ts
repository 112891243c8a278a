/** Releases: their collection (server/core/catalog/releases.ts) served, and their tracks in order (renumbering). Seeded with their tracks. */
import { Hono } from 'hono';
import { z } from 'zod';
import def from '../../resources/catalog/releases';
import notes from '../../resources/catalog/releaseNotes';
import { renumber } from '../../resources/rules';
import { stmt } from '../db';
import { shape, visibleParent } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { foldedShadow } from '../core/folded';
import type { ServerModule } from '../core/module';
import { pagedAnswer } from '../core/paging';
import type { Row } from '../core/rows';
import { authored } from '../core/subCollection';
import { applyOrder, parseOrder, type TrackOrder } from '../core/trackOrder';
import { parseBody, readJson } from '../core/validation';
import { tracks } from '../core/catalog/tracks';
import { releases } from '../core/catalog/releases';
import { applyCountryTimes, readCountryTimes } from '../core/catalog/countryTimes';
import { api } from '../../resources/messages/api';
import { serve } from '../core/operations';
import { releaseCountryTimes } from '../../resources/operations/catalog';

/** The release's tracks in order: renumbered in place, the same tracks each time. */
export const releaseTrackOrder: TrackOrder = {
    resource: def.name,
    noun: 'release',
    read: (db, releaseId) =>
        stmt(db, 'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 ORDER BY track_position, id')
            .pluck()
            .all(releaseId) as number[],
    write: (db, _releaseId, entries) => {
        const upd = stmt(db, 'UPDATE tracks SET track_position = ? WHERE id = ?');
        for (const e of entries) upd.run(e.track_position, e.id);
    },
};

const routes = new Hono<Env>();
// Release tracks, in order; renumbering is a bulk call of {id, track_position} entries.
routes.get('/:id/tracks/', ctx => {
    const { id, p } = visibleParent(ctx, releases);
    const db = ctx.get('db');
    const rows = stmt(
        db,
        `SELECT ${tracks.select} FROM ${tracks.from} WHERE t.release_id = ? AND t.is_dj_edit = 0 ORDER BY t.track_position, t.id`
    ).all(id) as Row[];
    return pagedAnswer(
        ctx,
        tracks.present(rows, db).map(r => shape(tracks, r, p))
    );
});

routes.patch('/:id/tracks/bulk/', async ctx => {
    const { id, p } = visibleParent(ctx, releases, true);
    const db = ctx.get('db');
    const entries = parseOrder(db, releaseTrackOrder, id, await readJson(ctx.req.raw));
    applyOrder(db, p, releaseTrackOrder, id, entries);
    return ctx.json(entries);
});

/** Convenience for a single move: the server renumbers the others (same rule as the console). */
routes.post('/:id/tracks/move/', async ctx => {
    const { id, p } = visibleParent(ctx, releases, true);
    const db = ctx.get('db');
    const { track_id, position } = parseBody(
        z.object({ track_id: z.number().int().positive(), position: z.number().int().positive() }),
        await readJson(ctx.req.raw)
    );
    const ordered = releaseTrackOrder.read(db, id).map(trackId => ({ id: trackId }));
    if (!ordered.some(r => r.id === track_id)) throw badRequest(api.releaseTrackOnly);
    const entries = renumber(ordered, track_id, position);
    applyOrder(db, p, releaseTrackOrder, id, entries);
    return ctx.json(entries);
});

/** One set of times for the territories of every track of the release. */
const countryTimes = serve(releaseCountryTimes, async ctx => {
    const { id, p } = visibleParent(ctx, releases, true);
    const times = await readCountryTimes(ctx);
    const db = ctx.get('db');
    const trackIds = stmt(db, 'SELECT id FROM tracks WHERE release_id = ? ORDER BY id').pluck().all(id) as number[];
    return ctx.json(applyCountryTimes(db, p, { resource: def.name, id }, trackIds, times));
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS releases (id INTEGER PRIMARY KEY, name TEXT NOT NULL, label_id INTEGER NOT NULL REFERENCES labels(id),
  upc TEXT, catalog_number TEXT, grid TEXT, release_date TEXT, pre_order_date TEXT, status TEXT NOT NULL DEFAULT 'Draft',
  price_override REAL, price_override_currency TEXT, price_override_firm INTEGER NOT NULL DEFAULT 0,
  is_available_for_pre_order INTEGER NOT NULL DEFAULT 0, pre_order_weeks INTEGER NOT NULL DEFAULT 0,
  exclusive_period_id INTEGER, is_hidden INTEGER NOT NULL DEFAULT 0, takedown INTEGER NOT NULL DEFAULT 0,
  is_hype INTEGER NOT NULL DEFAULT 0, hype_start TEXT, hype_end TEXT, image TEXT, artist_name TEXT NOT NULL DEFAULT '',
  created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS releases_label ON releases(label_id, release_date);
CREATE INDEX IF NOT EXISTS releases_date ON releases(release_date);
CREATE INDEX IF NOT EXISTS releases_upc ON releases(upc);
CREATE INDEX IF NOT EXISTS releases_catalog_number ON releases(catalog_number);
CREATE TABLE IF NOT EXISTS release_notes (id INTEGER PRIMARY KEY, release_id INTEGER NOT NULL REFERENCES releases(id),
  note TEXT NOT NULL, author TEXT NOT NULL, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);${foldedShadow('releases', ['name', 'artist_name'])}`,
    // Releases are seeded with their tracks, by the tracks module.
    collection: releases,
    subCollections: [{ def: notes, table: 'release_notes', parentColumn: 'release_id', onCreate: authored }],
    operations: [countryTimes],
    routes,
};
export default module;
