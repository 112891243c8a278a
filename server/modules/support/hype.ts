/**
 * Hype (first brand): offers, purchases and subscriptions as collections for the staff of §6, and
 * the partner's Hype page (GET hype/labels/): each of the caller's own labels with its hype status,
 * trial dates, offers and purchases. Tenancy is the label (or the supplier's labels); staff name one.
 */
import { messages } from '../../../resources/messages';
import offersDef from '../../../resources/support/hypeOffers';
import purchasesDef from '../../../resources/support/hypePurchases';
import subscriptionsDef from '../../../resources/support/hypeSubscriptions';
import { stmt, type DB } from '../../db';
import { tenancyClause, type Principal } from '../../core/access';
import type { Collection } from '../../core/collection';
import { badRequest } from '../../core/errors';
import type { ServerModule } from '../../core/module';
import { nested, todayIso, without, type Row } from '../../core/rows';
import { seedHype } from './seed';
import { api } from '../../../resources/messages/api';
import { serve } from '../../core/operations';
import { hypeLabels } from '../../../resources/operations/hype';
import { hypeStatusSql } from '../../core/hypeStatus';

const JOINED = new Set(['label_name', 'offer_name', 'username']);
const shaped = (rows: Row[]) =>
    rows.map(r => {
        const out = without(r, JOINED);
        out.label = nested(r.label_id, r.label_name);
        if ('offer_id' in r) out.offer = nested(r.offer_id, r.offer_name);
        if ('user_id' in r) out.user = nested(r.user_id, r.username);
        return out;
    });

export const hypeOffers: Collection = {
    def: offersDef,
    table: 'hype_offers',
    from: 'hype_offers t JOIN labels l ON l.id = t.label_id',
    countFrom: 'hype_offers t',
    select: 't.*, l.name AS label_name',
    sortable: { id: 't.id', name: 't.name', price: 't.price', start_date: 't.start_date' },
    defaultOrder: 't.id DESC',
    present: shaped,
    // Consistent states: only a label eligible for hype offers it; a retired offer ends (today, unless given).
    beforeWrite: ({ db, changes, next }) => {
        const eligible = stmt(db, 'SELECT hype_eligible FROM labels WHERE id = ?').pluck().get(next.label_id);
        if (next.state === 'active' && !eligible)
            throw badRequest(messages.support.hypeOfferIneligible, { state: messages.support.hypeOfferIneligible });
        if (next.state === 'retired' && !next.end_date) changes.end_date = todayIso();
    },
    onCreate: () => ({ created: new Date().toISOString() }),
};

/** A purchase or subscription: its offer, label and purchaser joined. */
const ofOffers = (def: Collection['def'], table: string, dateColumn: string): Collection => ({
    def,
    table,
    from: `${table} t JOIN labels l ON l.id = t.label_id JOIN hype_offers o ON o.id = t.offer_id
      JOIN customers u ON u.id = t.user_id`,
    countFrom: `${table} t`,
    select: 't.*, l.name AS label_name, o.name AS offer_name, u.username AS username',
    filterSql: { date: `t.${dateColumn}` },
    sortable: { id: 't.id', price: 't.price', [dateColumn]: `t.${dateColumn}` },
    defaultOrder: 't.id DESC',
    present: shaped,
});
export const hypePurchases = ofOffers(purchasesDef, 'hype_purchases', 'purchased');
export const hypeSubscriptions = ofOffers(subscriptionsDef, 'hype_subscriptions', 'start_date');

/** The labels a caller's Hype page shows: a partner's own, or the one a staff member names. */
function pageLabels(db: DB, p: Principal, query: Record<string, string>): Row[] {
    const select = `SELECT t.id, t.name, ${hypeStatusSql('t')} AS hype_status, t.hype_trial_start, t.hype_trial_end FROM labels t`;
    if (p.partnerType === null) {
        if (!/^\d{1,12}$/.test(query.label_id ?? '')) throw badRequest(api.nameLabel);
        return stmt(db, `${select} WHERE t.id = ?`).all(Number(query.label_id)) as Row[];
    }
    const own = tenancyClause(p, { supplierSql: 't.supplier_id = ?', labelSql: 't.id = ?' })!;
    return stmt(db, `${select} WHERE ${own.sql} ORDER BY t.id LIMIT 50`).all(...own.params) as Row[];
}

const hypePage = serve(hypeLabels, ctx => {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const offers = stmt(
        db,
        'SELECT id, name, price, period, state, start_date, end_date FROM hype_offers WHERE label_id = ? ORDER BY id'
    );
    // Partners see what was bought, never who bought it.
    const purchases = stmt(
        db,
        `SELECT p.id, o.name AS offer, p.price, p.period, p.state, p.purchased, p.period_start, p.period_end
         FROM hype_purchases p JOIN hype_offers o ON o.id = p.offer_id WHERE p.label_id = ? ORDER BY p.purchased DESC LIMIT 100`
    );
    const labels = pageLabels(db, p, ctx.req.query()).map(l => ({
        ...l,
        offers: offers.all(l.id),
        purchases: purchases.all(l.id),
    }));
    return ctx.json({ results: labels });
});

const ddl = `CREATE TABLE IF NOT EXISTS hype_offers (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
  label_id INTEGER NOT NULL REFERENCES labels(id), price REAL NOT NULL, period TEXT NOT NULL, state TEXT NOT NULL,
  start_date TEXT, end_date TEXT, created TEXT, version INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS hype_purchases (id INTEGER PRIMARY KEY, offer_id INTEGER NOT NULL REFERENCES hype_offers(id),
  label_id INTEGER NOT NULL REFERENCES labels(id), user_id INTEGER NOT NULL REFERENCES customers(id), price REAL NOT NULL,
  period TEXT NOT NULL, state TEXT NOT NULL, purchased TEXT NOT NULL, period_start TEXT, period_end TEXT,
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS hype_purchases_label ON hype_purchases(label_id);
CREATE TABLE IF NOT EXISTS hype_subscriptions (id INTEGER PRIMARY KEY, offer_id INTEGER NOT NULL REFERENCES hype_offers(id),
  label_id INTEGER NOT NULL REFERENCES labels(id), user_id INTEGER NOT NULL REFERENCES customers(id), price REAL NOT NULL,
  period TEXT NOT NULL, state TEXT NOT NULL, start_date TEXT, end_date TEXT, version INTEGER NOT NULL DEFAULT 1);`;

export const hypeOffersModule: ServerModule = { name: offersDef.name, ddl, seed: seedHype, collection: hypeOffers };
export const hypePurchasesModule: ServerModule = { name: purchasesDef.name, collection: hypePurchases };
export const hypeSubscriptionsModule: ServerModule = { name: subscriptionsDef.name, collection: hypeSubscriptions };
/** The partner's Hype page, under /v4/hype/. */
export const hypePageModule: ServerModule = { name: 'hype', operations: [hypePage] };
