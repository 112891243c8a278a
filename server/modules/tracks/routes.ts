/** Track sub-resources and actions: audio files, promo versions, DJ edits and UGC remixes, re-encode. */
import { Hono } from 'hono';
import { messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import { diff, recordHistory } from '../../core/history';
import def, { DERIVATIVES, djEditMixName } from '../../../resources/catalog/tracks';
import { getVisible, shape, visibleParent } from '../../core/collection';
import type { Env } from '../../core/env';
import { badRequest, HttpError } from '../../core/errors';
import { pagedAnswer } from '../../core/paging';
import type { Row } from '../../core/rows';
import { checkBody, readJson, readUploadedFile } from '../../core/validation';
import { tracks } from '../../core/catalog/tracks';
import { hasAudio, noAudio } from '../../core/catalog/encoding';
import { enqueueJob, presentJob, readJob } from '../../core/jobQueue';
import { fileOnWire } from './files';
import { addAudioFile, checkAudioUpload, MAX_AUDIO_BYTES } from '../../core/catalog/audioFiles';
import { reencodeTrack, trackDerivedFrom } from '../../../resources/operations/catalog';
import { derivativeOperations } from '../../../resources/operations/trackDerivatives';
import { serve } from '../../core/operations';

/** The track's stored row, for history. */
const track = (db: DB, id: number) => stmt(db, 'SELECT * FROM tracks WHERE id = ?').get(id) as Row;

export const trackRoutes = new Hono<Env>();
const routes = trackRoutes;
routes.get(`/:id/audio-files/`, ctx => {
    const { id } = visibleParent(ctx, tracks);
    const db = ctx.get('db');
    return pagedAnswer(
        ctx,
        (stmt(db, 'SELECT * FROM audio_files WHERE track_id = ? ORDER BY id').all(id) as Row[]).map(r =>
            fileOnWire(db, r)
        )
    );
});

/** Upload: stored as data, never run or served as a page. */
routes.post(`/:id/audio-files/`, async ctx => {
    const { id, p } = visibleParent(ctx, tracks, true);
    const audio = await checkAudioUpload(await readUploadedFile(ctx.req.raw, MAX_AUDIO_BYTES));
    const db = ctx.get('db');
    const fileId = db.transaction(() => addAudioFile(db, p, id, audio))();
    return ctx.json(stmt(db, 'SELECT * FROM audio_files WHERE id = ?').get(fileId), 201);
});

routes.get(`/:id/promo-versions/`, ctx => {
    const { id } = visibleParent(ctx, tracks);
    return pagedAnswer(
        ctx,
        stmt(ctx.get('db'), 'SELECT * FROM promo_versions WHERE track_id = ? ORDER BY id').all(id) as Row[]
    );
});

/** A track's derivatives, each under its own path: DJ edits, and UGC remixes where the track allows them. */
const derivatives = DERIVATIVES.flatMap(kind => [
    serve(derivativeOperations(kind.path).list, ctx => {
        const { id, p } = visibleParent(ctx, tracks);
        const db = ctx.get('db');
        const ids = stmt(db, `SELECT id FROM tracks WHERE parent_track_id = ? AND ${kind.flag} = 1 ORDER BY id`)
            .pluck()
            .all(id) as number[];
        return pagedAnswer(
            ctx,
            tracks
                .present(
                    ids.map(childId => getVisible(tracks, db, p, childId)),
                    db
                )
                .map(r => shape(tracks, r, p))
        );
    }),

    serve(derivativeOperations(kind.path).create, async ctx => {
        const { id, row, p } = visibleParent(ctx, tracks, true);
        const { mix_name } = checkBody(
            { fields: { mix_name: djEditMixName } },
            await readJson(ctx.req.raw),
            p,
            'create'
        );
        if (kind.allowedBy && !row[kind.allowedBy]) throw badRequest(kind.notAllowed!);
        const db = ctx.get('db');
        const newId = db.transaction(() => {
            const inserted = stmt(
                db,
                `INSERT INTO tracks (name, mix_name, isrc, release_id, track_position, bpm, key_id, genre_id, sub_genre_id,
                 ${kind.flag}, parent_track_id, enabled, is_hidden, artist_name, label_id, supplier_id, add_date)
                 SELECT name, ?, NULL, release_id, track_position, bpm, key_id, genre_id, sub_genre_id, 1, id, enabled, 1,
                 artist_name, label_id, supplier_id, date('now') FROM tracks WHERE id = ?`
            ).run(mix_name, row.id);
            const created = Number(inserted.lastInsertRowid);
            stmt(
                db,
                'INSERT INTO track_artists (track_id, artist_id, role) SELECT ?, artist_id, role FROM track_artists WHERE track_id = ?'
            ).run(created, id);
            recordHistory(db, p, def.name, created, 'create', diff(null, track(db, created)));
            recordHistory(db, p, def.name, id, `${kind.label} created`, {
                [kind.historyKey]: { before: null, after: created },
            });
            return created;
        })();
        return ctx.json(shape(tracks, tracks.present([getVisible(tracks, db, p, newId)], db)[0], p), 201);
    }),
]);

/** The track a DJ edit or UGC remix was made from. */
const derivedFrom = serve(trackDerivedFrom, ctx => {
    const { row, p } = visibleParent(ctx, tracks);
    const db = ctx.get('db');
    if (!row.parent_track_id) throw new HttpError(404, messages.validation.notDerivative);
    return ctx.json(shape(tracks, tracks.present([getVisible(tracks, db, p, Number(row.parent_track_id))], db)[0], p));
});

const reencode = serve(reencodeTrack, ctx => {
    const { id, p } = visibleParent(ctx, tracks, true);
    const db = ctx.get('db');
    if (!hasAudio(db, id)) throw badRequest(noAudio);
    const jobId = db.transaction(() => {
        const before = track(db, id);
        const queued = enqueueJob(db, { kind: 'reencode', ownerId: p.userId, targetId: id });
        stmt(
            db,
            "UPDATE tracks SET encode_status = 'TRANSCODING', is_available_for_streaming = 0, version = version + 1 WHERE id = ?"
        ).run(id);
        recordHistory(db, p, def.name, id, 'reencode', diff(before, track(db, id)));
        return queued;
    })();
    return ctx.json(presentJob({ ...readJob(db, jobId)!, owner_name: p.username }), 201);
});

/** The track actions declared in resources/operations/. */
export const trackOperations = [reencode, ...derivatives, derivedFrom];
