/** Reference lists under /v4/auxiliary/*: each item {id, name, description, ...extra}. */
import { Hono } from 'hono';
import { AUDIO_FORMATS, COMMERCIAL_MODELS, EXCLUSIVE_PERIODS, SONGWRITER_TYPES } from '../../resources/constants';
import { MODULE_TYPES, PAGE_TYPES } from '../../resources/curation/layout';
import { exclusivePeriodName, exclusivePeriodSortKey } from '../../resources/format';
import { P } from '../../resources/permissions';
import { stmt } from '../db';
import { requireAccess } from '../core/access';
import type { Env } from '../core/env';
import { notFound } from '../core/errors';
import { buildWhere, refuseUnknownFilters, type ServerFilter } from '../core/filters';
import type { ServerModule } from '../core/module';
import { envelope, parseOrderBy, parsePaging } from '../core/paging';
import { COUNTRIES, STATES } from '../seed/words';
import { VENDOR_TABLES } from '../core/catalog/vendorTables';

const AUX_LISTS = [
    'account-types',
    'audio-formats',
    'billing-info-types',
    'commercial-model-types',
    'contact-types',
    'contract-types',
    'countries',
    'current-status',
    'currency',
    'discount-types',
    'exclusive-period',
    'host-vendors',
    'image-types',
    'item-types',
    'mime-types',
    'page-module-types',
    'page-types',
    'playlist-types',
    'reason',
    'release-types',
    'sale-types',
    'songwriter-types',
    'source-types',
    'states',
    'tracklist-vendors',
] as const;

const AUX: Record<string, (string | [string, Record<string, unknown>])[]> = {
    'account-types': ['Personal', 'Business'],
    'audio-formats': AUDIO_FORMATS.map(f => [f.name, { suffix: f.suffix, preview: f.preview }]),
    'billing-info-types': ['Bank Transfer', 'PayPal', 'Cheque'],
    'commercial-model-types': COMMERCIAL_MODELS.map(m => m.name),
    'contact-types': ['primary', 'digital manager', 'finance manager', 'distribution manager', 'company'],
    'contract-types': ['Distribution', 'License', 'Exclusive Distribution'],
    countries: COUNTRIES,
    'current-status': ['Active', 'Inactive', 'Pending'],
    currency: ['USD', 'EUR', 'GBP', 'AUD', 'BRL', 'MXN'],
    'discount-types': ['percentage', 'fixed'],
    // §9: "null is 'Lifetime' (sorted as 250)": the list is in that order, and says the key.
    'exclusive-period': EXCLUSIVE_PERIODS.map(p => [
        exclusivePeriodName(p.days),
        { days: p.days, sort_key: exclusivePeriodSortKey(p.days) },
    ]),
    'image-types': ['Release', 'Artist', 'Label', 'Chart'],
    'item-types': ['releases', 'tracks', 'artists', 'charts', 'playlists', 'labels', 'page_modules'],
    'mime-types': ['audio/wav', 'audio/flac', 'audio/aiff', 'image/jpeg', 'image/png'],
    'page-module-types': MODULE_TYPES.map(t => t.name),
    'page-types': PAGE_TYPES.map(t => t.name),
    'playlist-types': ['Curated', 'Editorial', 'Partner'],
    reason: ['Goodwill', 'Refund', 'Promotion', 'Technical Issue'],
    'release-types': ['Single', 'EP', 'Album', 'Compilation'],
    'sale-types': ['Purchase', 'Stream', 'Subscription'],
    'songwriter-types': [...SONGWRITER_TYPES],
    'source-types': ['sushi', 'twitchtv', 'djwebapp', 'mobileapp'],
    states: STATES.map(([name, country_id]) => [name, { country_id }]),
};

const routes = new Hono<Env>();
routes.get('/:list/', ctx => {
    requireAccess(ctx.get('principal'), P.ANY_USER);
    const list = ctx.req.param('list');
    if (!(AUX_LISTS as readonly string[]).includes(list)) throw notFound();
    const query = ctx.req.query();
    const paging = parsePaging(query);
    const filters: Record<string, ServerFilter> = {
        id: { kind: 'idList', sql: 'id' },
        name: { kind: 'text', sql: 'name' },
        country_id: { kind: 'idList', sql: "json_extract(extra, '$.country_id')" },
    };
    refuseUnknownFilters(query, filters);
    const where = buildWhere(query, filters);
    const sql = ['list = ?', ...where.clauses].join(' AND ');
    const params = [list, ...where.params];
    const db = ctx.get('db');
    // Vendors are records that staff keep (live/host-vendors, …): their list reads their table.
    const table = VENDOR_TABLES[list as keyof typeof VENDOR_TABLES];
    const aux = table ? `(SELECT '${list}' AS list, id, name, description, NULL AS extra FROM ${table})` : 'aux';
    const { n } = stmt(db, `SELECT count(*) AS n FROM ${aux} WHERE ${sql}`).get(...params) as { n: number };
    // A list whose items carry a sort key (exclusive periods) is in that order unless asked otherwise.
    const sortKey = "json_extract(extra, '$.sort_key')";
    const order = parseOrderBy(query.order_by, { id: 'id', name: 'name', sort_key: sortKey }, `${sortKey}, id ASC`);
    const rows = stmt(
        db,
        `SELECT id, name, description, extra FROM ${aux} WHERE ${sql} ORDER BY ${order} LIMIT ? OFFSET ?`
    ).all(...params, paging.perPage, paging.offset) as {
        id: number;
        name: string;
        description: string | null;
        extra: string | null;
    }[];
    const results = rows.map(({ extra, ...r }) => ({ ...r, ...(extra ? JSON.parse(extra) : {}) }));
    return ctx.json(envelope(ctx.req.url, n, paging, results));
});

const auxiliary: ServerModule = {
    name: 'auxiliary',
    ddl: `CREATE TABLE IF NOT EXISTS aux (list TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL, description TEXT,
  extra TEXT, PRIMARY KEY (list, id));`,
    seed: ({ db }) => {
        const insert = db.prepare('INSERT INTO aux (list, id, name, description, extra) VALUES (?, ?, ?, ?, ?)');
        for (const [list, items] of Object.entries(AUX)) {
            items.forEach((item, i) => {
                const [name, extra] = typeof item === 'string' ? [item, null] : item;
                insert.run(list, i + 1, name, `${name} (${list})`, extra ? JSON.stringify(extra) : null);
            });
        }
    },
    routes,
};
export default auxiliary;
