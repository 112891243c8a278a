/** Sub-resources of tracks, releases and labels: the parts the generic engine does not cover. */
import { stmt } from '../db';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { P } from '../../resources/permissions';
import { renumber, territoryErrors } from '../../resources/rules';
import { AUDIO_UPLOAD_TYPES } from '../../resources/constants';
import { toCsv } from '../../resources/csv';
import { messages } from '../../resources/messages';
import { requireAccess } from '../core/access';
import { getVisible, listQuery, shape, visibleParent, type Row } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest } from '../core/errors';
import { envelope, parsePaging } from '../core/paging';
import { readJson, readUploadedFile } from '../core/validation';
import { labels, releases, tracks } from './catalog';

const nowIso = () => new Date().toISOString();

function paged(ctx: Context<Env>, rows: Row[]) {
    const paging = parsePaging(ctx.req.query());
    return ctx.json(
        envelope(ctx.req.url, rows.length, paging, rows.slice(paging.offset, paging.offset + paging.perPage))
    );
}

function body<T>(schema: z.ZodType<T>, raw: unknown): T {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || 'body';
        throw badRequest(issue?.message ?? 'Invalid body.', { [field]: issue?.message ?? 'Invalid' });
    }
    return parsed.data;
}

const iso = z.iso.datetime({ offset: true, error: 'Times must be ISO 8601 with an offset.' });

export function mountCatalogParts(app: Hono<Env>): void {
    const t = '/v4/catalog/tracks/:id';

    app.get(`${t}/audio-files/`, ctx => {
        const { id } = visibleParent(ctx, tracks);
        return paged(
            ctx,
            stmt(ctx.get('db'), 'SELECT * FROM audio_files WHERE track_id = ? ORDER BY id').all(id) as Row[]
        );
    });

    /** Upload: wav, flac and aiff only; the file is stored as data, never run or served as a page. */
    app.post(`${t}/audio-files/`, async ctx => {
        const { id } = visibleParent(ctx, tracks, true);
        const file = await readUploadedFile(ctx.req.raw, 2 * 1024 ** 3);
        const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
        if (!(AUDIO_UPLOAD_TYPES as readonly string[]).includes(ext)) {
            throw badRequest(messages.validation.audioType, { file: messages.validation.audioType });
        }
        const safeName = file.name.replace(/[^\w.\- ]/g, '_').slice(0, 200);
        const db = ctx.get('db');
        const info = stmt(
            db,
            'INSERT INTO audio_files (track_id, format, file_name, size, created) VALUES (?, ?, ?, ?, ?)'
        ).run(id, ext, safeName, file.size, nowIso());
        stmt(db, "UPDATE tracks SET encode_status = 'Not Converted', is_available_for_streaming = 0 WHERE id = ?").run(
            id
        );
        return ctx.json(stmt(db, 'SELECT * FROM audio_files WHERE id = ?').get(info.lastInsertRowid), 201);
    });

    app.get(`${t}/countries-publish-date/`, ctx => {
        const { id } = visibleParent(ctx, tracks);
        const rows = stmt(
            ctx.get('db'),
            `SELECT tt.*, a.name AS country_name FROM track_territories tt
                 LEFT JOIN aux a ON a.list = 'countries' AND a.id = tt.country_id WHERE track_id = ? ORDER BY a.name`
        ).all(id) as Row[];
        return paged(
            ctx,
            rows.map(r => ({ ...r, id: r.country_id }))
        );
    });

    app.put(`${t}/countries-publish-date/`, async ctx => {
        const { id } = visibleParent(ctx, tracks, true);
        const db = ctx.get('db');
        const items = body(
            z
                .array(
                    z.object({
                        country_id: z.number().int().positive(),
                        publish_time: iso,
                        pre_order_time: iso.nullable().optional(),
                        takedown_time: iso.nullable().optional(),
                    })
                )
                .max(300),
            await readJson(ctx.req.raw)
        );
        for (const item of items) {
            const errors = territoryErrors(item);
            const first = Object.values(errors)[0];
            if (first) throw badRequest(first, errors);
            if (!stmt(db, "SELECT 1 FROM aux WHERE list = 'countries' AND id = ?").get(item.country_id)) {
                throw badRequest(messages.validation.territoryRequired, {
                    country_id: messages.validation.territoryRequired,
                });
            }
        }
        db.transaction(() => {
            stmt(db, 'DELETE FROM track_territories WHERE track_id = ?').run(id);
            const ins = stmt(
                db,
                'INSERT INTO track_territories (track_id, country_id, publish_time, pre_order_time, takedown_time) VALUES (?, ?, ?, ?, ?)'
            );
            for (const i of items)
                ins.run(id, i.country_id, i.publish_time, i.pre_order_time ?? null, i.takedown_time ?? null);
        })();
        return ctx.json(items);
    });

    app.get(`${t}/promo-versions/`, ctx => {
        const { id } = visibleParent(ctx, tracks);
        return paged(
            ctx,
            stmt(ctx.get('db'), 'SELECT * FROM promo_versions WHERE track_id = ? ORDER BY id').all(id) as Row[]
        );
    });

    app.get(`${t}/dj-edit/`, ctx => {
        const { id, p } = visibleParent(ctx, tracks);
        const rows = stmt(ctx.get('db'), 'SELECT id FROM tracks WHERE parent_track_id = ? ORDER BY id').all(id) as {
            id: number;
        }[];
        const db = ctx.get('db');
        return paged(
            ctx,
            tracks
                .present(
                    rows.map(r => getVisible(tracks, db, p, r.id)),
                    db
                )
                .map(r => shape(tracks, r, p))
        );
    });

    app.post(`${t}/dj-edit/`, async ctx => {
        const { id, row, p } = visibleParent(ctx, tracks, true);
        requireAccess(p, P.CATALOG_EDITORS);
        const { mix_name } = body(
            z.object({
                mix_name: z
                    .string()
                    .trim()
                    .min(1, { error: 'Mix Name is required.' })
                    .max(250, { error: 'Mix Name: at most 250 characters.' }),
            }),
            await readJson(ctx.req.raw)
        );
        const db = ctx.get('db');
        const info = stmt(
            db,
            `INSERT INTO tracks (name, mix_name, isrc, release_id, track_position, bpm, key_id, genre_id, sub_genre_id,
                 is_dj_edit, parent_track_id, enabled, is_hidden, artist_name, label_id, supplier_id, add_date)
                 SELECT name, ?, NULL, release_id, track_position, bpm, key_id, genre_id, sub_genre_id, 1, id, enabled, 1,
                 artist_name, label_id, supplier_id, date('now') FROM tracks WHERE id = ?`
        ).run(mix_name, row.id);
        stmt(
            db,
            'INSERT INTO track_artists (track_id, artist_id, role) SELECT ?, artist_id, role FROM track_artists WHERE track_id = ?'
        ).run(info.lastInsertRowid, id);
        const created = getVisible(tracks, db, p, Number(info.lastInsertRowid));
        return ctx.json(shape(tracks, tracks.present([created], db)[0], p), 201);
    });

    app.post(`${t}/reencode/`, ctx => {
        const { id, p } = visibleParent(ctx, tracks, true);
        requireAccess(p, P.ADMIN_CONTENT_OPS);
        const db = ctx.get('db');
        const files = stmt(db, 'SELECT count(*) AS n FROM audio_files WHERE track_id = ?').get(id) as { n: number };
        if (!files.n) throw badRequest('The track has no audio file to encode.');
        const job = stmt(
            db,
            "INSERT INTO jobs (kind, state, target_id, created) VALUES ('reencode', 'QUEUED', ?, ?)"
        ).run(id, nowIso());
        stmt(db, "UPDATE tracks SET encode_status = 'TRANSCODING', is_available_for_streaming = 0 WHERE id = ?").run(
            id
        );
        return ctx.json({ id: Number(job.lastInsertRowid), state: 'QUEUED' }, 201);
    });

    app.get(`${t}/notes/`, ctx => {
        const { id } = visibleParent(ctx, tracks);
        return paged(
            ctx,
            stmt(ctx.get('db'), 'SELECT * FROM track_notes WHERE track_id = ? ORDER BY id DESC').all(id) as Row[]
        );
    });
    app.post(`${t}/notes/`, async ctx => {
        const { id, p } = visibleParent(ctx, tracks, true);
        const { note } = body(z.object({ note: z.string().trim().min(1).max(5000) }), await readJson(ctx.req.raw));
        const db = ctx.get('db');
        const info = stmt(db, 'INSERT INTO track_notes (track_id, note, author, created) VALUES (?, ?, ?, ?)').run(
            id,
            note,
            p.username,
            nowIso()
        );
        return ctx.json(stmt(db, 'SELECT * FROM track_notes WHERE id = ?').get(info.lastInsertRowid), 201);
    });

    // Release tracks, in order; renumbering is a bulk call of {id, track_position} entries.
    app.get('/v4/catalog/releases/:id/tracks/', ctx => {
        const { id, p } = visibleParent(ctx, releases);
        const db = ctx.get('db');
        const rows = stmt(
            db,
            `SELECT ${tracks.select} FROM ${tracks.from} WHERE t.release_id = ? AND t.is_dj_edit = 0 ORDER BY t.track_position, t.id`
        ).all(id) as Row[];
        return paged(
            ctx,
            tracks.present(rows, db).map(r => shape(tracks, r, p))
        );
    });

    app.patch('/v4/catalog/releases/:id/tracks/bulk/', async ctx => {
        const { id } = visibleParent(ctx, releases, true);
        const db = ctx.get('db');
        const entries = body(
            z
                .array(z.object({ id: z.number().int().positive(), track_position: z.number().int().positive() }))
                .min(1)
                .max(500),
            await readJson(ctx.req.raw)
        );
        const current = stmt(db, 'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0').all(id) as {
            id: number;
        }[];
        const ids = new Set(current.map(r => r.id));
        const positions = new Map(entries.map(e => [e.id, e.track_position]));
        if (entries.some(e => !ids.has(e.id))) throw badRequest('Every track must belong to this release.');
        const final = [...positions.values()].sort((a, b) => a - b);
        if (positions.size !== current.length || final.some((pos, i) => pos !== i + 1)) {
            throw badRequest('Track positions must number every track of the release consecutively from 1.');
        }
        db.transaction(() => {
            const upd = stmt(db, 'UPDATE tracks SET track_position = ? WHERE id = ?');
            for (const [trackId, pos] of positions) upd.run(pos, trackId);
        })();
        return ctx.json(entries);
    });

    /** Convenience for a single move: the server renumbers the others (same rule as the console). */
    app.post('/v4/catalog/releases/:id/tracks/move/', async ctx => {
        const { id } = visibleParent(ctx, releases, true);
        const db = ctx.get('db');
        const { track_id, position } = body(
            z.object({ track_id: z.number().int().positive(), position: z.number().int().positive() }),
            await readJson(ctx.req.raw)
        );
        const ordered = stmt(
            db,
            'SELECT id FROM tracks WHERE release_id = ? AND is_dj_edit = 0 ORDER BY track_position, id'
        ).all(id) as { id: number }[];
        if (!ordered.some(r => r.id === track_id)) throw badRequest('Every track must belong to this release.');
        const entries = renumber(ordered, track_id, position);
        db.transaction(() => {
            const upd = stmt(db, 'UPDATE tracks SET track_position = ? WHERE id = ?');
            for (const e of entries) upd.run(e.track_position, e.id);
        })();
        return ctx.json(entries);
    });

    // Label contracts and mappings (suppliers and staff who manage them).
    for (const part of ['contracts', 'mappings'] as const) {
        const table = part === 'contracts' ? 'label_contracts' : 'label_mappings';
        app.get(`/v4/catalog/labels/:id/${part}/`, ctx => {
            const { id } = visibleParent(ctx, labels);
            return paged(
                ctx,
                stmt(ctx.get('db'), `SELECT * FROM ${table} WHERE label_id = ? ORDER BY id`).all(id) as Row[]
            );
        });
        app.post(`/v4/catalog/labels/:id/${part}/`, async ctx => {
            const { id, p } = visibleParent(ctx, labels, true);
            requireAccess(p, P.SUPPLIERS);
            const db = ctx.get('db');
            const raw = await readJson(ctx.req.raw);
            let info;
            if (part === 'contracts') {
                const c = body(
                    z.object({
                        name: z.string().trim().min(1, { error: 'Name is required.' }).max(250),
                        start_date: z
                            .string()
                            .regex(/^\d{4}-\d{2}-\d{2}$/)
                            .nullable()
                            .optional(),
                        end_date: z
                            .string()
                            .regex(/^\d{4}-\d{2}-\d{2}$/)
                            .nullable()
                            .optional(),
                        revenue_share: z.number().min(0).max(100).nullable().optional(),
                    }),
                    raw
                );
                if (c.start_date && c.end_date && c.start_date >= c.end_date) {
                    throw badRequest(messages.validation.startBeforeEnd, {
                        start_date: messages.validation.startBeforeEnd,
                        end_date: messages.validation.endAfterStart,
                    });
                }
                info = stmt(
                    db,
                    'INSERT INTO label_contracts (label_id, name, start_date, end_date, revenue_share) VALUES (?, ?, ?, ?, ?)'
                ).run(id, c.name, c.start_date ?? null, c.end_date ?? null, c.revenue_share ?? null);
            } else {
                const m = body(
                    z.object({ source_name: z.string().trim().min(1, { error: 'Source name is required.' }).max(250) }),
                    raw
                );
                info = stmt(db, 'INSERT INTO label_mappings (label_id, source_name) VALUES (?, ?)').run(
                    id,
                    m.source_name
                );
            }
            return ctx.json(stmt(db, `SELECT * FROM ${table} WHERE id = ?`).get(info.lastInsertRowid), 201);
        });
    }

    /** CSV download of labels, with the list's filters and tenancy; cells are neutralised. */
    app.get('/v4/catalog/labels/csv/download/', ctx => {
        const p = ctx.get('principal');
        requireAccess(p, labels.def.access);
        const db = ctx.get('db');
        const { whereSql, params, order } = listQuery(labels, p, ctx.req.query());
        const rows = stmt(
            db,
            `SELECT ${labels.select} FROM ${labels.from} ${whereSql} ORDER BY ${order} LIMIT 100000`
        ).all(...params) as Row[];
        const columns = ['id', 'name', 'supplier_id', 'supplier_name', 'enabled', 'hype_status', 'account_claimed'];
        return ctx.body(toCsv(columns, rows), 200, {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="labels.csv"',
        });
    });
}
