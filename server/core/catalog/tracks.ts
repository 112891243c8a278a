/**
 * The tracks collection: joins, filters, sorting, tenancy, shaping and the track rules. Below the
 * modules, as releases, charts, playlists, stored files and packaging all read tracks through it.
 */
import def from '../../../resources/catalog/tracks';
import { messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { stmt, type DB } from '../../db';
import type { Collection } from '../collection';
import { badRequest } from '../errors';
import { foldedFilter } from '../folded';
import { recordHistory } from '../history';
import { nested, without, type Row } from '../rows';

const today = () => new Date().toISOString().slice(0, 10);
const JOINED = new Set([
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
export function syncTrackOwners(db: DB, releaseId: number) {
    stmt(
        db,
        `UPDATE tracks SET label_id = (SELECT r.label_id FROM releases r WHERE r.id = tracks.release_id),
         supplier_id = (SELECT l.supplier_id FROM releases r JOIN labels l ON l.id = r.label_id WHERE r.id = tracks.release_id)
         WHERE release_id = ?`
    ).run(releaseId);
}

export const tracks: Collection = {
    def,
    table: 'tracks',
    from: `tracks t LEFT JOIN genres g ON g.id = t.genre_id LEFT JOIN sub_genres sg ON sg.id = t.sub_genre_id
           LEFT JOIN keys k ON k.id = t.key_id JOIN releases r ON r.id = t.release_id JOIN labels l ON l.id = t.label_id`,
    countFrom: 'tracks t',
    select: `t.*, g.name AS genre_name, g.slug AS genre_slug, sg.name AS sub_genre_name, sg.slug AS sub_genre_slug,
             k.name AS key_name, r.name AS release_name, l.name AS label_name`,
    filterSql: {
        catalog_number: 'r.catalog_number',
        upc: 'r.upc',
        release_date: 'r.release_date',
        label_manager: 'l.label_manager',
        label_name: foldedFilter('l.name', 'labels', 'name', 't.label_id'),
        name: foldedFilter('t.name', 'tracks', 'name', 't.id', true),
        mix_name: foldedFilter('t.mix_name', 'tracks', 'mix_name', 't.id', true),
        artist_name: foldedFilter('t.artist_name', 'tracks', 'artist_name'),
        release_name: foldedFilter('r.name', 'releases', 'name', 't.release_id'),
        key_name: 'k.name',
        pre_order_date: 'r.pre_order_date',
    },
    serverFilters: {
        title: { kind: 'text', ...foldedFilter('t.name', 'tracks', 'name', 't.id', true) },
        is_available_for_pre_order: { kind: 'boolean', sql: 'r.is_available_for_pre_order' },
        hype_eligible: { kind: 'boolean', sql: 'l.hype_eligible' },
        label_id: { kind: 'idList', sql: 't.label_id' },
        supplier_id: { kind: 'idList', sql: 't.supplier_id' },
        artist_id: { kind: 'idList', sql: 't.id IN (SELECT track_id FROM track_artists WHERE artist_id', suffix: ')' },
        enabled: { kind: 'boolean', sql: 't.enabled' },
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
            const out = without(r, JOINED);
            out.key = nested(r.key_id, r.key_name);
            out.genre = nested(r.genre_id, r.genre_name, { slug: r.genre_slug });
            out.sub_genre = nested(r.sub_genre_id, r.sub_genre_name, { slug: r.sub_genre_slug });
            out.release = { id: r.release_id, name: r.release_name, label: { id: r.label_id, name: r.label_name } };
            Object.assign(out, people.get(r.id as number));
            return out;
        });
    },
    beforeWrite: ({ db, p, changes, previous, next }) => {
        // A genre's sub-genre: server/core/references.ts (clearDependents, checkDependents), as every dependent field.
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
        // The same rule from the parent's side: hiding or disabling a track hides its shown DJ edits.
        if (!next.is_dj_edit && !shows && previous && ('enabled' in changes || 'is_hidden' in changes)) {
            const shown = stmt(
                db,
                'SELECT id FROM tracks WHERE parent_track_id = ? AND is_dj_edit = 1 AND enabled = 1 AND is_hidden = 0'
            )
                .pluck()
                .all(previous.id) as number[];
            for (const id of shown) {
                stmt(db, 'UPDATE tracks SET is_hidden = 1, version = version + 1 WHERE id = ?').run(id);
                recordHistory(db, p, def.name, id, 'parent hidden', { is_hidden: { before: 0, after: 1 } });
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
    // The denormalised owner keys follow the release; only a move to another release changes them.
    afterWrite: (db, id, before) => {
        const { release_id } = stmt(db, 'SELECT release_id FROM tracks WHERE id = ?').get(id) as { release_id: number };
        if (!before || before.release_id !== release_id) syncTrackOwners(db, release_id);
    },
};
