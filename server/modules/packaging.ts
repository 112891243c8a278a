/**
 * The packaging tool's calls: a release with all its tracks, cover art and audio files created by
 * one call in one transaction (all or nothing) that also starts the release's encode job, and the
 * drafts the wizard saves as the user types (each user's own).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { imageUse } from '../../resources/imageUses';
import { fill, messages } from '../../resources/messages';
import {
    ARTISTS,
    artistsError,
    audioPart,
    COVER_PART,
    DRAFT_MAX_CHARS,
    PACKAGE_MAX_TRACKS,
    PACKAGE_PART,
    RELEASE_PACKAGE_FIELDS,
    TRACK_PACKAGE_FIELDS,
    trackArtistIds,
} from '../../resources/packaging/package';
import { stmt, type DB } from '../db';
import type { Principal } from '../core/access';
import { parseId, presentOne } from '../core/collection';
import { createRecord } from '../core/engine';
import type { Env } from '../core/env';
import { badRequest, HttpError, notFound } from '../core/errors';
import type { ServerModule } from '../core/module';
import { nowIso, type Row } from '../core/rows';
import { parseBody, readJson } from '../core/validation';
import { checkImage, MAX_IMAGE_BYTES, saveImage, type CheckedImage } from '../areas/media';
import { enqueueJob, presentJob, readJob } from '../core/jobQueue';
import { releases } from '../core/catalog/releases';
import { tracks } from '../core/catalog/tracks';
import { addAudioFile, checkAudioUpload, MAX_AUDIO_BYTES, type CheckedAudio } from '../core/catalog/audioFiles';
import { api } from '../../resources/messages/api';
import { serve } from '../core/operations';
import { createDraft, createPackage, deleteDraft, listDrafts, saveDraft } from '../../resources/operations/packaging';

/** The cover art's size rule and words, as any cover upload checks them. */
const COVER_ART = imageUse('catalog/releases.image')!;

/** Only the step's fields travel: anything else in a package is refused, not ignored. */
const fieldsOnly = (fields: readonly string[]) =>
    z.record(z.string(), z.unknown()).refine(o => Object.keys(o).every(k => fields.includes(k)), {
        error: api.unknownPackageField,
    });
const packageShape = z
    .object({
        release: fieldsOnly(RELEASE_PACKAGE_FIELDS),
        tracks: z
            .array(fieldsOnly(TRACK_PACKAGE_FIELDS))
            .min(1, messages.packaging.trackRequired)
            .max(PACKAGE_MAX_TRACKS, fill(messages.packaging.tooManyTracks, { max: PACKAGE_MAX_TRACKS })),
    })
    .strict();

/** Names a refusal by the track it is about, so the wizard can say which one to fix. */
function aboutTrack<T>(i: number, run: () => T): T {
    try {
        return run();
    } catch (e) {
        if (e instanceof HttpError && e.status === 400) {
            const fields = Object.fromEntries(Object.entries(e.fields ?? {}).map(([k, v]) => [`tracks.${i}.${k}`, v]));
            throw new HttpError(400, fill(api.trackPrefix, { n: i + 1 }) + e.detail, fields);
        }
        throw e;
    }
}

/** The same size limits as the single uploads (cover art, audio master). */
function tooLarge(file: File, maxBytes: number): void {
    if (file.size > maxBytes)
        throw new HttpError(
            413,
            fill(api.namedFileTooLarge, { name: file.name, mb: Math.round(maxBytes / 1024 ** 2) })
        );
}

/** The release's and each track's artists, checked as the wizard checks them, and known to the catalogue. */
function checkArtists(db: DB, pkg: { release: Row; tracks: Row[] }): void {
    const refuse = (prefix: string, key: string, message: string) =>
        badRequest(`${prefix}${message}`, { [key]: message });
    const releaseProblem = artistsError(pkg.release[ARTISTS], true);
    if (releaseProblem) throw refuse('', `release.${ARTISTS}`, releaseProblem);
    pkg.tracks.forEach((t, i) => {
        const problem = artistsError(t[ARTISTS], false);
        if (problem) throw refuse(fill(api.trackPrefix, { n: i + 1 }), `tracks.${i}.${ARTISTS}`, problem);
    });
    const ids = new Set(pkg.tracks.flatMap(t => trackArtistIds(pkg.release, t)));
    for (const id of ids)
        if (!stmt(db, 'SELECT 1 FROM artists WHERE id = ?').get(id))
            throw badRequest(fill(messages.packaging.unknownArtist, { id }));
}

/** Names of artists by id, in the order given: a record's artist line ("A, B"). */
const artistLine = (db: DB, ids: number[]) =>
    ids.map(id => stmt(db, 'SELECT name FROM artists WHERE id = ?').pluck().get(id) as string).join(', ');

/** A multipart form (its JSON part parsed here): the declaration has no body to parse. */
const create = serve(createPackage, async ctx => {
    const p = ctx.get('principal');
    let form: FormData;
    try {
        form = await ctx.req.raw.formData();
    } catch {
        throw badRequest(api.expectedPackageForm);
    }
    const rawPackage = form.get(PACKAGE_PART);
    if (typeof rawPackage !== 'string') throw badRequest(fill(api.expectedPackagePart, { part: PACKAGE_PART }));
    let parsedJson: unknown;
    try {
        parsedJson = JSON.parse(rawPackage);
    } catch {
        throw badRequest(api.malformedJson);
    }
    const pkg = parseBody(packageShape, parsedJson);
    checkArtists(ctx.get('db'), pkg);
    const { [ARTISTS]: _releaseArtists, ...releaseValues } = pkg.release;

    // Files are read and checked by content before anything is written; the writes below check
    // the records again, and a refusal there undoes everything written before it.
    const coverFile = form.get(COVER_PART);
    if (!(coverFile instanceof File))
        throw badRequest(messages.packaging.coverRequired, { cover: messages.packaging.coverRequired });
    tooLarge(coverFile, MAX_IMAGE_BYTES);
    const cover: CheckedImage = checkImage(COVER_ART, new Uint8Array(await coverFile.arrayBuffer()), 'cover');
    const audio: CheckedAudio[] = [];
    for (const i of pkg.tracks.keys()) {
        const file = form.get(audioPart(i));
        if (!(file instanceof File))
            throw badRequest(fill(api.trackPrefix, { n: i + 1 }) + messages.packaging.audioRequired, {
                [`tracks.${i}.audio`]: messages.packaging.audioRequired,
            });
        tooLarge(file, MAX_AUDIO_BYTES);
        audio.push(await aboutTrackAsync(i, () => checkAudioUpload(file, 'audio')));
    }

    const db = ctx.get('db');
    const { releaseId, trackIds, jobId } = db.transaction(() => {
        const releaseId = createRecord(releases, db, p, releaseValues);
        const url = saveImage(db, cover);
        const releaseArtists = trackArtistIds(pkg.release, {});
        stmt(db, 'UPDATE releases SET image = ?, artist_name = ? WHERE id = ?').run(
            url,
            artistLine(db, releaseArtists),
            releaseId
        );
        const trackIds = pkg.tracks.map((t, i) =>
            aboutTrack(i, () => {
                const { [ARTISTS]: _own, ...values } = t;
                const id = createRecord(tracks, db, p, { ...values, release_id: releaseId });
                const artists = trackArtistIds(pkg.release, t);
                for (const artist of artists)
                    stmt(db, 'INSERT INTO track_artists (track_id, artist_id) VALUES (?, ?)').run(id, artist);
                stmt(db, 'UPDATE tracks SET artist_name = ? WHERE id = ?').run(artistLine(db, artists), id);
                addAudioFile(db, p, id, audio[i]);
                return id;
            })
        );
        const jobId = enqueueJob(db, {
            kind: 'release-encode',
            ownerId: p.userId,
            targetId: releaseId,
            params: { target: 'on-demand' },
        });
        return { releaseId, trackIds, jobId };
    })();
    return ctx.json(
        {
            release: presentOne(releases, db, p, releaseId),
            tracks: trackIds.map(id => presentOne(tracks, db, p, id)),
            job: presentJob({ ...readJob(db, jobId)!, owner_name: p.username }),
        },
        201
    );
});

async function aboutTrackAsync<T>(i: number, run: () => Promise<T>): Promise<T> {
    try {
        return await run();
    } catch (e) {
        return aboutTrack(i, () => {
            throw e;
        });
    }
}

// Drafts: each user's own (another user's is not found); the wizard's values as JSON text.
const draftBody = z.object({ data: z.record(z.string(), z.unknown()) }).strict();
const presentDraft = (r: Row) => ({
    id: r.id,
    data: JSON.parse(String(r.data)),
    created: r.created,
    updated: r.updated,
});

async function readDraft(ctx: Context<Env>): Promise<string> {
    const { data } = parseBody(draftBody, await readJson(ctx.req.raw));
    const text = JSON.stringify(data);
    if (text.length > DRAFT_MAX_CHARS)
        throw new HttpError(413, fill(messages.packaging.draftTooLarge, { max: DRAFT_MAX_CHARS }));
    return text;
}
function ownDraft(ctx: Context<Env>, p: Principal): Row {
    const row = stmt(ctx.get('db'), 'SELECT * FROM packaging_drafts WHERE id = ? AND owner_id = ?').get(
        parseId(ctx.req.param('id') ?? ''),
        p.userId
    ) as Row | undefined;
    if (!row) throw notFound();
    return row;
}
/** A user keeps a few drafts at most: the oldest beyond these go. */
const DRAFTS_KEPT = 5;

const drafts = serve(listDrafts, ctx => {
    const p = ctx.get('principal');
    const rows = stmt(
        ctx.get('db'),
        'SELECT * FROM packaging_drafts WHERE owner_id = ? ORDER BY updated DESC, id DESC'
    ).all(p.userId) as Row[];
    return ctx.json({ count: rows.length, results: rows.map(presentDraft) });
});

const addDraft = serve(createDraft, async ctx => {
    const p = ctx.get('principal');
    const data = await readDraft(ctx);
    const db = ctx.get('db');
    const now = nowIso();
    const id = db.transaction(() => {
        const info = stmt(
            db,
            'INSERT INTO packaging_drafts (owner_id, data, created, updated) VALUES (?, ?, ?, ?)'
        ).run(p.userId, data, now, now);
        stmt(
            db,
            `DELETE FROM packaging_drafts WHERE owner_id = ? AND id NOT IN
             (SELECT id FROM packaging_drafts WHERE owner_id = ? ORDER BY updated DESC, id DESC LIMIT ${DRAFTS_KEPT})`
        ).run(p.userId, p.userId);
        return info.lastInsertRowid;
    })();
    return ctx.json(presentDraft(stmt(db, 'SELECT * FROM packaging_drafts WHERE id = ?').get(id) as Row), 201);
});

const putDraft = serve(saveDraft, async ctx => {
    const p = ctx.get('principal');
    const row = ownDraft(ctx, p);
    const data = await readDraft(ctx);
    const db = ctx.get('db');
    stmt(db, 'UPDATE packaging_drafts SET data = ?, updated = ? WHERE id = ?').run(data, nowIso(), row.id);
    return ctx.json(presentDraft(stmt(db, 'SELECT * FROM packaging_drafts WHERE id = ?').get(row.id) as Row));
});

const removeDraft = serve(deleteDraft, ctx => {
    const p = ctx.get('principal');
    const row = ownDraft(ctx, p);
    stmt(ctx.get('db'), 'DELETE FROM packaging_drafts WHERE id = ?').run(row.id);
    return ctx.body(null, 204);
});

const packaging: ServerModule = {
    name: 'packaging',
    ddl: `CREATE TABLE IF NOT EXISTS packaging_drafts (id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, data TEXT NOT NULL,
  created TEXT NOT NULL, updated TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS packaging_drafts_owner ON packaging_drafts(owner_id, updated);`,
    operations: [create, drafts, addDraft, putDraft, removeDraft],
};
export default packaging;
