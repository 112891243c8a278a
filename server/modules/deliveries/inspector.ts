/**
 * The deliveries inspector (spec §7: "GET list (params, brand, cursor), GET by id, POST reingest with
 * override_genre"): newest first, paged by an opaque cursor (signed, bound to its brand and filters,
 * so a cursor made up or carried over from the other brand is refused); one delivery with its step
 * timeline; re-ingest unless ingested or currently re-ingesting, and never within 90 seconds of the
 * release's last update (spec §8 'reingestion-error: …').
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { inspectDeliveries, inspectDelivery, reingestDelivery } from '../../../resources/operations/delivery';
import { serve } from '../../core/operations';
import { z } from 'zod';
import { reingestBlock, RELEASE_STATUSES, STATUS_MESSAGES } from '../../../resources/delivery/statuses';
import { fill, messages } from '../../../resources/messages';
import { BRANDS } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import { getVisible, parseId } from '../../core/collection';
import type { Env } from '../../core/env';
import { badRequest, HttpError } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import { nowIso, type Row } from '../../core/rows';
import { parseBody, readJson } from '../../core/validation';
import { enqueueJob, presentJob, readJob } from '../../core/jobQueue';
import { reingestRuleNow } from './reingestTiming';
import { failingTracks } from './causes';
import { deliveries } from './collection';
import { api } from '../../../resources/messages/api';
import { inspectorWhere } from '../../core/catalog/partnerScopes';

export const PER_PAGE = 25;

/** The key cursors are signed with: made once per database, so every server process agrees. */
function cursorKey(db: DB): Buffer {
    stmt(db, "INSERT OR IGNORE INTO meta (key, value) VALUES ('cursor_key', ?)").run(randomBytes(32).toString('hex'));
    return Buffer.from(stmt(db, "SELECT value FROM meta WHERE key = 'cursor_key'").pluck().get() as string, 'hex');
}

interface Cursor {
    /** Rows after (older than) this id, or before (newer than) it going back. */
    id: number;
    back: boolean;
    scope: string;
}
const sign = (db: DB, body: string) => createHmac('sha256', cursorKey(db)).update(body).digest('base64url');
function encodeCursor(db: DB, c: Cursor): string {
    const body = Buffer.from(JSON.stringify(c)).toString('base64url');
    return `${body}.${sign(db, body)}`;
}
function decodeCursor(db: DB, raw: string, scope: string): Cursor {
    const [body = '', mac = ''] = raw.split('.');
    const expected = sign(db, body);
    if (!mac || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
        throw badRequest(api.invalidCursor);
    const c = JSON.parse(Buffer.from(body, 'base64url').toString()) as Cursor;
    if (c.scope !== scope) throw badRequest(api.cursorScope);
    return c;
}

const oneOf = (name: string, values: readonly string[], raw: string | undefined) => {
    if (raw !== undefined && !values.includes(raw)) throw badRequest(fill(api.invalidParam, { name }));
    return raw;
};

function list(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const q = ctx.req.query();
    const brand = oneOf('brand', Object.keys(BRANDS), q.brand ?? p.brand)!;
    const status = oneOf('release_status', RELEASE_STATUSES, q.release_status);
    const message = oneOf('status_message', STATUS_MESSAGES, q.status_message);
    const attention = oneOf('attention', ['1', '0'], q.attention) === '1';
    const db = ctx.get('db');
    const scope = JSON.stringify([brand, status ?? null, message ?? null, attention, p.userId]);
    const cursor = q.cursor ? decodeCursor(db, q.cursor, scope) : null;
    const { where, params } = inspectorWhere(p, { brand, status, message, attention });
    // How many match the filters, whatever the page.
    const count = stmt(db, `SELECT count(*) FROM deliveries t WHERE ${where.join(' AND ')}`)
        .pluck()
        .get(...params) as number;
    if (cursor) {
        where.push(cursor.back ? 't.id > ?' : 't.id < ?');
        params.push(cursor.id);
    }
    // One more than a page tells whether there is a next one.
    const rows = stmt(
        db,
        `SELECT ${deliveries.select} FROM ${deliveries.from} WHERE ${where.join(' AND ')}
         ORDER BY t.id ${cursor?.back ? 'ASC' : 'DESC'} LIMIT ?`
    ).all(...params, PER_PAGE + 1) as Row[];
    const more = rows.length > PER_PAGE;
    const page = rows.slice(0, PER_PAGE);
    if (cursor?.back) page.reverse();
    const results = deliveries.present(page, db);
    const first = page[0]?.id as number | undefined;
    const last = page.at(-1)?.id as number | undefined;
    const hasNewer = cursor ? (cursor.back ? more : true) : false;
    const hasOlder = cursor?.back ? true : more;
    return ctx.json({
        count,
        next: hasOlder && last !== undefined ? encodeCursor(db, { id: last, back: false, scope }) : null,
        previous: hasNewer && first !== undefined ? encodeCursor(db, { id: first, back: true, scope }) : null,
        results,
    });
}

const steps = (db: DB, id: number) =>
    stmt(
        db,
        'SELECT release_status, status_message, detail, at FROM delivery_steps WHERE delivery_id = ? ORDER BY id'
    ).all(id) as Row[];

function one(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const id = parseId(ctx.req.param('id') ?? '');
    const [row] = deliveries.present([getVisible(deliveries, db, p, id)], db);
    return ctx.json({
        ...row,
        release_updated: releaseUpdated(db, row.release_id),
        failing_tracks: failingTracks(db, row),
        steps: steps(db, id),
    });
}

/**
 * When the delivery's release last changed: its own history, or any of its tracks' (a track edit
 * updates its release, so fixing an ISRC starts the 90 seconds too).
 */
export function releaseUpdated(db: DB, releaseId: unknown): string | null {
    return stmt(
        db,
        `SELECT max(at) FROM (
           SELECT max(at) AS at FROM history WHERE resource = 'catalog/releases' AND record_id = ?
           UNION ALL
           SELECT max(h.at) FROM tracks t JOIN history h ON h.resource = 'catalog/tracks' AND h.record_id = t.id
           WHERE t.release_id = ?)`
    )
        .pluck()
        .get(releaseId, releaseId) as string | null;
}

const reingestBody = z.object({ override_genre: z.number().int().positive().nullable().optional() }).strict();

async function reingest(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const id = parseId(ctx.req.param('id') ?? '');
    const d = getVisible(deliveries, db, p, id);
    const { override_genre } = parseBody(reingestBody, await readJson(ctx.req.raw));
    if (override_genre && !stmt(db, 'SELECT 1 FROM genres WHERE id = ?').get(override_genre))
        throw badRequest(messages.ingestion.chooseGenre, { override_genre: messages.ingestion.chooseGenre });
    // The console tells the same block before the click.
    const block = reingestBlock(
        {
            release_status: String(d.release_status),
            updated: String(d.updated),
            release_updated: releaseUpdated(db, d.release_id),
        },
        reingestRuleNow()
    );
    if (block) throw new HttpError(409, block.reason);
    const genreName = (genreId: unknown) =>
        genreId == null ? null : (stmt(db, 'SELECT name FROM genres WHERE id = ?').pluck().get(genreId) as string);
    const jobId = db.transaction(() => {
        const before = stmt(db, 'SELECT * FROM deliveries WHERE id = ?').get(id) as Row;
        stmt(
            db,
            `UPDATE deliveries SET release_status = 'currently-reingesting', status_message = NULL,
             genre_id = coalesce(?, genre_id), updated = ?, version = version + 1 WHERE id = ?`
        ).run(override_genre ?? null, nowIso(), id);
        recordHistory(
            db,
            p,
            deliveries.def.name,
            id,
            'reingest',
            diff(before, stmt(db, 'SELECT * FROM deliveries WHERE id = ?').get(id) as Row)
        );
        // The timeline says which genre this ingest uses instead of the delivered one.
        if (override_genre && override_genre !== before.genre_id) {
            const detail = fill(messages.ingestion.genreOverridden, {
                genre: genreName(override_genre)!,
                delivered: genreName(before.genre_id) ?? 'no genre',
            });
            stmt(
                db,
                'INSERT INTO delivery_steps (delivery_id, release_status, status_message, detail, at) VALUES (?, ?, NULL, ?, ?)'
            ).run(id, 'currently-reingesting', `currently-reingesting: ${detail}`, nowIso());
        }
        return enqueueJob(db, { kind: 'delivery-ingest', ownerId: p.userId, targetId: id });
    })();
    return ctx.json(presentJob({ ...readJob(db, jobId)!, owner_name: p.username }), 201);
}

export const inspectorOperations = [
    serve(inspectDeliveries, list),
    serve(inspectDelivery, one),
    serve(reingestDelivery, reingest),
];
