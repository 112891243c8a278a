/** Catalog types on the generic collection engine: tracks, releases, artists, labels, and lookups. */
import type { Hono } from 'hono';
import { P } from '../../resources/permissions';
import artistsDef from '../../resources/catalog/artists';
import labelsDef from '../../resources/catalog/labels';
import { genres, keys, subGenres, suppliers } from '../../resources/catalog/reference';
import releasesDef from '../../resources/catalog/releases';
import tracksDef from '../../resources/catalog/tracks';
import { messages } from '../../resources/messages';
import { stmt, type DB } from '../db';
import { badRequest } from '../core/errors';
import { collectionFromSchema, mountCollection, type Collection, type Row } from '../core/collection';
import type { Env } from '../core/env';

const today = () => new Date().toISOString().slice(0, 10);
const obj = (id: unknown, name: unknown, extra: Row = {}) => (id == null ? null : { id, name, ...extra });

/** A row without some keys (a plain loop: object rest over wide rows is slow in V8). */
function without(row: Row, keys: ReadonlySet<string>): Row {
    const out: Row = {};
    for (const k in row) if (!keys.has(k)) out[k] = row[k];
    return out;
}
const RELEASE_JOINED = new Set(['label_name']);
const LABEL_JOINED = new Set(['supplier_name']);
const TRACK_JOINED = new Set([
    'genre_name',
    'genre_slug',
    'sub_genre_name',
    'sub_genre_slug',
    'key_name',
    'release_name',
    'label_name',
]);

/** Artists and remixers of many tracks in one query. */
function trackArtists(db: DB, ids: number[]): Map<number, { artists: Row[]; remixers: Row[] }> {
    const out = new Map<number, { artists: Row[]; remixers: Row[] }>();
    for (const id of ids) out.set(id, { artists: [], remixers: [] });
    if (!ids.length) return out;
    const rows = stmt(
        db,
        `SELECT ta.track_id, ta.role, a.id, a.name FROM track_artists ta JOIN artists a ON a.id = ta.artist_id
             WHERE ta.track_id IN (${ids.map(() => '?').join(',')}) ORDER BY a.name`
    ).all(...ids) as { track_id: number; role: string; id: number; name: string }[];
    for (const r of rows)
        out.get(r.track_id)![r.role === 'remixer' ? 'remixers' : 'artists'].push({ id: r.id, name: r.name });
    return out;
}

/** Keeps the denormalised label/supplier keys of a release's tracks in step. */
function syncTrackOwners(db: DB, releaseId: number) {
    stmt(
        db,
        `UPDATE tracks SET label_id = (SELECT r.label_id FROM releases r WHERE r.id = tracks.release_id),
         supplier_id = (SELECT l.supplier_id FROM releases r JOIN labels l ON l.id = r.label_id WHERE r.id = tracks.release_id)
         WHERE release_id = ?`
    ).run(releaseId);
}

export const tracks: Collection = {
    def: tracksDef,
    table: 'tracks',
    from: `tracks t LEFT JOIN genres g ON g.id = t.genre_id LEFT JOIN sub_genres sg ON sg.id = t.sub_genre_id
           LEFT JOIN keys k ON k.id = t.key_id JOIN releases r ON r.id = t.release_id JOIN labels l ON l.id = t.label_id`,
    countFrom: 'tracks t',
    select: `t.*, g.name AS genre_name, g.slug AS genre_slug, sg.name AS sub_genre_name, sg.slug AS sub_genre_slug,
             k.name AS key_name, r.name AS release_name, l.name AS label_name`,
    filters: {
        id: { kind: 'idList', sql: 't.id' },
        name: { kind: 'text', sql: 't.name' },
        title: { kind: 'text', sql: 't.name' },
        mix_name: { kind: 'text', sql: 't.mix_name' },
        catalog_number: { kind: 'text', sql: 'r.catalog_number' },
        upc: { kind: 'exact', sql: 'r.upc' },
        release_date: { kind: 'dateRange', sql: 'r.release_date' },
        is_available_for_pre_order: { kind: 'boolean', sql: 'r.is_available_for_pre_order' },
        label_manager: { kind: 'text', sql: 'l.label_manager' },
        hype_eligible: { kind: 'boolean', sql: 'l.hype_eligible' },
        artist_name: { kind: 'text', sql: 't.artist_name' },
        label_name: { kind: 'text', sql: 'l.name' },
        release_name: { kind: 'text', sql: 'r.name' },
        release_id: { kind: 'idList', sql: 't.release_id' },
        label_id: { kind: 'idList', sql: 't.label_id' },
        supplier_id: { kind: 'idList', sql: 't.supplier_id' },
        artist_id: { kind: 'idList', sql: 't.id IN (SELECT track_id FROM track_artists WHERE artist_id', suffix: ')' },
        isrc: { kind: 'exact', sql: 't.isrc' },
        guid: { kind: 'exact', sql: 't.guid' },
        genre_id: { kind: 'idList', sql: 't.genre_id' },
        sub_genre_id: { kind: 'idList', sql: 't.sub_genre_id' },
        key_name: { kind: 'text', sql: 'k.name' },
        bpm: { kind: 'number', sql: 't.bpm' },
        publish_date: { kind: 'dateRange', sql: 't.publish_date' },
        exclusive_date: { kind: 'dateRange', sql: 't.exclusive_date' },
        new_release_date: { kind: 'dateRange', sql: 't.new_release_date' },
        add_date: { kind: 'dateRange', sql: 't.add_date' },
        encoded_date: { kind: 'dateRange', sql: 't.encoded_date' },
        free_download_start_date: { kind: 'dateRange', sql: 't.free_download_start_date' },
        free_download_end_date: { kind: 'dateRange', sql: 't.free_download_end_date' },
        is_explicit: { kind: 'boolean', sql: 't.is_explicit' },
        exclusive: { kind: 'boolean', sql: 't.exclusive' },
        is_hype: { kind: 'boolean', sql: 't.is_hype' },
        is_available_for_hype: { kind: 'boolean', sql: 't.is_available_for_hype' },
        is_available_for_streaming: { kind: 'boolean', sql: 't.is_available_for_streaming' },
        enabled: { kind: 'boolean', sql: 't.enabled' },
        dj_edits: { kind: 'boolean', sql: 't.dj_edits' },
        ugc_remixes: { kind: 'boolean', sql: 't.ugc_remixes' },
        encode_status: {
            kind: 'choice',
            sql: 't.encode_status',
            choices: ['CONVERTED', 'TRANSCODING', 'ERROR', 'Not Converted'],
        },
    },
    filterAccess: { label_id: P.STAFF, supplier_id: P.STAFF, hype_eligible: P.HYPE_FILTER },
    sortable: {
        id: 't.id',
        name: 't.name',
        mix_name: 't.mix_name',
        bpm: 't.bpm',
        publish_date: 't.publish_date',
        exclusive_date: 't.exclusive_date',
        new_release_date: 't.new_release_date',
        isrc: 't.isrc',
        artist_name: 't.artist_name',
        encode_status: 't.encode_status',
        track_position: 't.track_position',
        release_id: 't.release_id',
    },
    defaultOrder: 't.id DESC',
    tenancy: { supplierSql: 't.supplier_id = ?', labelSql: 't.label_id = ?' },
    present: (rows, db) => {
        const people = trackArtists(
            db,
            rows.map(r => r.id as number)
        );
        return rows.map(r => {
            const out = without(r, TRACK_JOINED);
            out.key = obj(r.key_id, r.key_name);
            out.genre = obj(r.genre_id, r.genre_name, { slug: r.genre_slug });
            out.sub_genre = obj(r.sub_genre_id, r.sub_genre_name, { slug: r.sub_genre_slug });
            out.release = { id: r.release_id, name: r.release_name, label: { id: r.label_id, name: r.label_name } };
            Object.assign(out, people.get(r.id as number));
            return out;
        });
    },
    beforeWrite: ({ db, changes, next }) => {
        if ('genre_id' in changes && !('sub_genre_id' in changes)) changes.sub_genre_id = null;
        const genre = changes.genre_id ?? next.genre_id;
        if (changes.sub_genre_id != null) {
            const ok = stmt(db, 'SELECT 1 FROM sub_genres WHERE id = ? AND genre_id IS ?').get(
                changes.sub_genre_id,
                genre
            );
            if (!ok)
                throw badRequest('Sub-genre does not belong to the chosen genre.', {
                    sub_genre_id: 'Choose a sub-genre of the chosen genre.',
                });
        }
        const shows = (next.enabled ?? true) && !next.is_hidden;
        if (next.is_dj_edit && next.parent_track_id && shows && ('enabled' in changes || 'is_hidden' in changes)) {
            const parent = stmt(db, 'SELECT enabled, is_hidden FROM tracks WHERE id = ?').get(next.parent_track_id) as
                Row | undefined;
            if (parent && (!parent.enabled || parent.is_hidden)) {
                throw badRequest(messages.validation.djEditParentHidden, {
                    is_hidden: messages.validation.djEditParentHidden,
                });
            }
        }
    },
    onCreate: (db, values) => {
        const release = stmt(
            db,
            'SELECT r.label_id, l.supplier_id FROM releases r JOIN labels l ON l.id = r.label_id WHERE r.id = ?'
        ).get(values.release_id) as Row;
        const { n } = stmt(db, 'SELECT count(*) AS n FROM tracks WHERE release_id = ?').get(values.release_id) as {
            n: number;
        };
        return {
            label_id: release.label_id,
            supplier_id: release.supplier_id,
            track_position: n + 1,
            add_date: today(),
        };
    },
    afterWrite: (db, id) => {
        const { release_id } = stmt(db, 'SELECT release_id FROM tracks WHERE id = ?').get(id) as { release_id: number };
        syncTrackOwners(db, release_id);
    },
};

export const releases: Collection = {
    def: releasesDef,
    table: 'releases',
    from: 'releases t JOIN labels l ON l.id = t.label_id',
    countFrom: 'releases t',
    select: 't.*, l.name AS label_name, l.supplier_id AS supplier_id',
    filters: {
        id: { kind: 'idList', sql: 't.id' },
        name: { kind: 'text', sql: 't.name' },
        title: { kind: 'text', sql: 't.name' },
        upc: { kind: 'exact', sql: 't.upc' },
        artist_id: {
            kind: 'idList',
            sql: 't.id IN (SELECT x.release_id FROM tracks x JOIN track_artists ta ON ta.track_id = x.id WHERE ta.artist_id',
            suffix: ')',
        },
        genre_id: { kind: 'idList', sql: 't.id IN (SELECT x.release_id FROM tracks x WHERE x.genre_id', suffix: ')' },
        catalog_number: { kind: 'text', sql: 't.catalog_number' },
        label_name: { kind: 'text', sql: 'l.name' },
        label_id: { kind: 'idList', sql: 't.label_id' },
        supplier_id: { kind: 'idList', sql: 'l.supplier_id' },
        artist_name: { kind: 'text', sql: 't.artist_name' },
        release_date: { kind: 'dateRange', sql: 't.release_date' },
        is_available_for_pre_order: { kind: 'boolean', sql: 't.is_available_for_pre_order' },
        is_hype: { kind: 'boolean', sql: 't.is_hype' },
        status: { kind: 'choice', sql: 't.status', choices: ['Draft', 'Pending', 'Published', 'Private'] },
    },
    filterAccess: { supplier_id: P.STAFF },
    sortable: {
        id: 't.id',
        name: 't.name',
        release_date: 't.release_date',
        catalog_number: 't.catalog_number',
        upc: 't.upc',
    },
    defaultOrder: 't.id DESC',
    tenancy: { supplierSql: 'l.supplier_id = ?', labelSql: 't.label_id = ?' },
    present: rows =>
        rows.map(r => {
            const out = without(r, RELEASE_JOINED);
            out.label = { id: r.label_id, name: r.label_name };
            return out;
        }),
    onCreate: () => ({ created: new Date().toISOString() }),
    afterWrite: (db, id) => syncTrackOwners(db, id),
};

export const artists: Collection = {
    def: artistsDef,
    table: 'artists',
    from: 'artists t',
    select: 't.*',
    filters: {
        id: { kind: 'idList', sql: 't.id' },
        name: { kind: 'text', sql: 't.name' },
        dj_slug: { kind: 'text', sql: 't.dj_slug' },
    },
    sortable: { id: 't.id', name: 't.name' },
    defaultOrder: 't.id DESC',
    // Partners see the artists that appear on their own tracks.
    tenancy: {
        supplierSql:
            't.id IN (SELECT ta.artist_id FROM track_artists ta JOIN tracks x ON x.id = ta.track_id WHERE x.supplier_id = ?)',
        labelSql:
            't.id IN (SELECT ta.artist_id FROM track_artists ta JOIN tracks x ON x.id = ta.track_id WHERE x.label_id = ?)',
    },
    present: rows => rows,
    beforeWrite: ({ changes, previous }) => {
        // Disabling sync removes the music-profile mapping.
        if (previous?.sync_enabled && changes.sync_enabled === 0) changes.music_profile_partner_id = null;
    },
    onCreate: () => ({ created: new Date().toISOString() }),
};

export const labels: Collection = {
    def: labelsDef,
    table: 'labels',
    from: 'labels t JOIN suppliers s ON s.id = t.supplier_id',
    countFrom: 'labels t',
    select: `t.*, s.name AS supplier_name, CASE WHEN NOT t.hype_eligible THEN 'Ineligible'
             WHEN t.hype_trial_end IS NOT NULL AND t.hype_trial_end >= date('now') THEN 'Active' ELSE 'Inactive' END AS hype_status`,
    filters: {
        id: { kind: 'idList', sql: 't.id' },
        name: { kind: 'text', sql: 't.name' },
        supplier_id: { kind: 'idList', sql: 't.supplier_id' },
        supplier_name: { kind: 'text', sql: 's.name' },
        label_manager: { kind: 'text', sql: 't.label_manager' },
        enabled: { kind: 'boolean', sql: 't.enabled' },
        hype_eligible: { kind: 'boolean', sql: 't.hype_eligible' },
        hype_active: {
            kind: 'boolean',
            sql: "(t.hype_eligible = 1 AND t.hype_trial_end IS NOT NULL AND t.hype_trial_end >= date('now'))",
        },
        multiple_contracts_active: {
            kind: 'boolean',
            sql: `((SELECT count(*) FROM label_contracts c WHERE c.label_id = t.id
                    AND (c.start_date IS NULL OR c.start_date <= date('now'))
                    AND (c.end_date IS NULL OR c.end_date >= date('now'))) > 1)`,
        },
    },

    sortable: { id: 't.id', name: 't.name', supplier_name: 's.name' },
    defaultOrder: 't.id DESC',
    tenancy: { supplierSql: 't.supplier_id = ?', labelSql: 't.id = ?' },
    present: rows =>
        rows.map(r => {
            const out = without(r, LABEL_JOINED);
            out.supplier = { id: r.supplier_id, name: r.supplier_name };
            return out;
        }),
    beforeWrite: ({ changes, p }) => {
        if (p.partnerType === 'supplier' && changes.supplier_id != null && changes.supplier_id !== p.supplierId) {
            throw badRequest('A supplier may only create labels of its own.', {
                supplier_id: 'Choose your own supplier.',
            });
        }
    },
    onCreate: () => ({ created: new Date().toISOString() }),
};

export const lookups: Collection[] = [
    collectionFromSchema(genres, 'genres', {
        writeAccess: P.ADMIN_CONTENT_OPS,
        present: (rows, db) =>
            rows.map(r => ({
                ...r,
                sub_genres: stmt(db, 'SELECT id, name, slug FROM sub_genres WHERE genre_id = ? ORDER BY name').all(
                    r.id
                ),
            })),
    }),
    collectionFromSchema(subGenres, 'sub_genres', { writeAccess: P.ADMIN_CONTENT_OPS }),
    collectionFromSchema(keys, 'keys', { writeAccess: P.ADMIN_CONTENT_OPS }),
    // Partner suppliers see only themselves.
    collectionFromSchema(suppliers, 'suppliers', { tenancy: { supplierSql: 't.id = ?' }, writeAccess: P.SUPPLIERS }),
];

export function mountCatalog(app: Hono<Env>): void {
    for (const c of [tracks, releases, artists, labels, ...lookups]) mountCollection(app, c);
}
