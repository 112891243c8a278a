/**
 * Coupons: the generic collection with a worked-out status, a unique code (whatever its case),
 * and the user ids kept as a JSON list (an empty list: the coupon is global).
 */
import def, { couponStatus } from '../../../resources/support/coupons';
import { couponRedeemed, couponRegistered } from '../../../resources/support/couponPeople';
import { fill, messages } from '../../../resources/messages';
import { stmt } from '../../db';
import { collectionFromSchema } from '../../core/collection';
import { badRequest } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import { seedCoupons } from './seed';
import { refuseUnknownUsers } from './users';

/** `couponStatus` (resources/support/coupons.ts) in SQL, for the status filter: instants compare as ISO text. */
const STATUS_SQL = `(CASE WHEN t.voided THEN 'Voided'
  WHEN t.end_date IS NOT NULL AND t.end_date <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') THEN 'Expired' ELSE 'Active' END)`;

/** Instants as `…Z` ISO strings, whatever offset they came with: they compare as text in SQL. */
function utcInstants(changes: Record<string, unknown>): void {
    for (const k of ['start_date', 'end_date']) {
        if (typeof changes[k] === 'string') changes[k] = new Date(changes[k]).toISOString();
    }
}

export const coupons = collectionFromSchema(def, 'coupons', {
    select: `t.*,
      (SELECT count(*) FROM coupon_people p WHERE p.coupon_id = t.id AND p.kind = 'registered') AS registered_count,
      (SELECT count(*) FROM coupon_people p WHERE p.coupon_id = t.id AND p.kind = 'redeemed') AS redeemed_count`,
    filterSql: { status: STATUS_SQL },
    // The stored columns, and the status as it is worked out (not a column: sorting by `t.status` failed).
    sortable: {
        ...Object.fromEntries(
            ['id', 'code', 'discount_type', 'discount_amount', 'max_usage', 'start_date', 'end_date', 'voided'].map(
                k => [k, `t.${k}`]
            )
        ),
        status: STATUS_SQL,
    },
    defaultOrder: 't.id DESC',
    beforeWrite: ({ db, changes, previous }) => {
        utcInstants(changes);
        if (changes.code != null) {
            const taken = stmt(db, 'SELECT id FROM coupons WHERE code = ? COLLATE NOCASE AND id IS NOT ?')
                .pluck()
                .get(changes.code, previous?.id ?? null) as number | undefined;
            if (taken !== undefined) {
                const message = fill(messages.support.codeTaken, { id: taken });
                throw badRequest(message, { code: message });
            }
        }
        if ('user_ids' in changes) {
            refuseUnknownUsers(db, (changes.user_ids as number[] | null) ?? [], 'user_ids');
            // SQLite keeps the list as JSON text.
            changes.user_ids = JSON.stringify(changes.user_ids ?? []);
        }
    },
    present: rows =>
        rows.map(r => ({
            ...r,
            status: couponStatus(r),
            user_ids: JSON.parse(String(r.user_ids ?? '[]')) as number[],
        })),
});

const peopleView = (kind: 'registered' | 'redeemed') => `CREATE VIEW IF NOT EXISTS coupon_${kind} AS
  SELECT p.user_id AS id, p.coupon_id, u.username, u.email, p.date FROM coupon_people p
  JOIN customers u ON u.id = p.user_id WHERE p.kind = '${kind}';`;

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS coupons (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE,
  discount_type TEXT NOT NULL, discount_amount REAL NOT NULL, max_usage INTEGER, min_order_usd REAL, min_order_gbp REAL,
  min_order_eur REAL, min_order_aud REAL, min_order_brl REAL, min_order_mxn REAL, start_date TEXT, end_date TEXT,
  voided INTEGER NOT NULL DEFAULT 0, user_ids TEXT NOT NULL DEFAULT '[]', version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS coupon_people (coupon_id INTEGER NOT NULL REFERENCES coupons(id),
  user_id INTEGER NOT NULL REFERENCES customers(id), kind TEXT NOT NULL, date TEXT NOT NULL,
  PRIMARY KEY (coupon_id, kind, user_id));
${peopleView('registered')}
${peopleView('redeemed')}`,
    seed: seedCoupons,
    collection: coupons,
    // Read through views: one row per person, its id the user's (each list links to the users).
    subCollections: [
        { def: couponRegistered, table: 'coupon_registered', parentColumn: 'coupon_id', order: 'date DESC' },
        { def: couponRedeemed, table: 'coupon_redeemed', parentColumn: 'coupon_id', order: 'date DESC' },
    ],
};
export default module;
