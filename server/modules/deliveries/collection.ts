/** How deliveries are read: joined names, sorting, and partners scoped to their supplier or label. */
import def from '../../../resources/delivery/deliveries';
import type { Collection } from '../../core/collection';
import { nested, without } from '../../core/rows';
import { DELIVERY_TENANCY } from '../../core/catalog/partnerScopes';

const JOINED = new Set(['label_name', 'supplier_name', 'genre_name', 'xml', 'brand']);

export const deliveries: Collection = {
    def,
    table: 'deliveries',
    from: `deliveries t LEFT JOIN labels l ON l.id = t.label_id LEFT JOIN suppliers s ON s.id = t.supplier_id
           LEFT JOIN genres g ON g.id = t.genre_id`,
    countFrom: 'deliveries t',
    select: 't.*, l.name AS label_name, s.name AS supplier_name, g.name AS genre_name',
    sortable: {
        id: 't.id',
        release_title: 't.release_title',
        release_status: 't.release_status',
        status_message: 't.status_message',
        updated: 't.updated',
    },
    defaultOrder: 't.id DESC',
    tenancy: DELIVERY_TENANCY,
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.label = nested(r.label_id, r.label_name);
            out.supplier = nested(r.supplier_id, r.supplier_name);
            out.genre = nested(r.genre_id, r.genre_name);
            return out;
        }),
};
