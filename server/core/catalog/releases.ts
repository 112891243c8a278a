/**
 * The releases collection: the catalog module serves it, and the modules that make or encode a
 * release (packaging, re-encode, the job centre, the asset library) read and write through it.
 */
import def from '../../../resources/catalog/releases';
import { P } from '../../../resources/permissions';
import type { Collection } from '../collection';
import { foldedFilter } from '../folded';
import { without } from '../rows';
import { syncTrackOwners } from './tracks';

const JOINED = new Set(['label_name']);
/** A release's tracks as its Tracks tab lists them (DJ edits of them aside), counted when read. */
const TRACK_COUNT = '(SELECT count(*) FROM tracks x WHERE x.release_id = t.id AND x.is_dj_edit = 0)';

export const releases: Collection = {
    def,
    table: 'releases',
    from: 'releases t JOIN labels l ON l.id = t.label_id',
    countFrom: 'releases t',
    select: `t.*, l.name AS label_name, l.supplier_id AS supplier_id, ${TRACK_COUNT} AS track_count`,
    filterSql: {
        label_name: foldedFilter('l.name', 'labels', 'name', 't.label_id'),
        name: foldedFilter('t.name', 'releases', 'name'),
        artist_name: foldedFilter('t.artist_name', 'releases', 'artist_name'),
        track_count: TRACK_COUNT,
    },
    serverFilters: {
        title: { kind: 'text', ...foldedFilter('t.name', 'releases', 'name') },
        artist_id: {
            kind: 'idList',
            sql: 't.id IN (SELECT x.release_id FROM tracks x JOIN track_artists ta ON ta.track_id = x.id WHERE ta.artist_id',
            suffix: ')',
        },
        genre_id: { kind: 'idList', sql: 't.id IN (SELECT x.release_id FROM tracks x WHERE x.genre_id', suffix: ')' },
        supplier_id: { kind: 'idList', sql: 'l.supplier_id' },
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
            const out = without(r, JOINED);
            out.label = { id: r.label_id, name: r.label_name };
            return out;
        }),
    onCreate: () => ({ created: new Date().toISOString() }),
    afterWrite: (db, id) => syncTrackOwners(db, id),
};
