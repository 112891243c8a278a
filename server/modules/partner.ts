/**
 * The partner area's calls: the service agreement (suppliers accept it: spec §7 "service-agreement
 * POST"), partner resources (guides and templates to download), billing details (my/billing for the
 * partner, accounts/billing for admin and finance) and support tickets from the contact form.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { BILLING_FIELD_NAMES, BILLING_FIELDS } from '../../resources/partner/billing';
import { TICKET_FIELDS } from '../../resources/partner/support';
import { messages } from '../../resources/messages';
import { P } from '../../resources/permissions';
import { stmt, type DB } from '../db';
import { requireAccess, type Principal } from '../core/access';
import { parseId } from '../core/collection';
import type { Env } from '../core/env';
import { badRequest, HttpError, notFound } from '../core/errors';
import { diff, recordHistory } from '../core/history';
import type { ServerModule } from '../core/module';
import { checkReferences, clearDependents } from '../core/references';
import { nowIso, type Row } from '../core/rows';
import { checkBody, parseBody, readJson } from '../core/validation';
import { serve } from '../core/operations';
import { api } from '../../resources/messages/api';
import {
    acceptServiceAgreement,
    accountBilling,
    myBilling,
    openSupportTicket,
    partnerResources,
    saveAccountBilling,
    saveMyBilling,
    serviceAgreement,
    supportTickets,
} from '../../resources/operations/partner';

/** The agreement in force; a new version asks every supplier to accept again. */
export const SERVICE_AGREEMENT = {
    version: '2026.1',
    title: 'Digital Distribution Service Agreement',
    text: [
        'This agreement sets out how the store sells and streams the recordings the supplier delivers.',
        'The supplier confirms it holds the rights to every recording, artwork and text it delivers, in every territory it makes them available in.',
        'The store pays the supplier its share of net revenue in monthly statements; amounts below the payment threshold roll forward to the next statement.',
        'US tax withholding, where it applies, is remitted within 3 days of payment.',
        'Either party may end this agreement with 30 days written notice; releases already sold remain available to their buyers.',
    ],
};

// --- Service agreement: a supplier partner, for its own supplier only.
function agreementSupplier(ctx: Context<Env>): { p: Principal; supplierId: number } {
    const p = ctx.get('principal');
    const supplierId = parseId(ctx.req.param('id') ?? '');
    // Another supplier's agreement does not exist for this partner.
    if (p.supplierId !== supplierId) throw notFound();
    return { p, supplierId };
}
const acceptance = (db: DB, supplierId: number) =>
    stmt(
        db,
        'SELECT version, accepted, username FROM service_agreement_acceptances WHERE supplier_id = ? AND version = ?'
    ).get(supplierId, SERVICE_AGREEMENT.version) as Row | undefined;
const agreementAnswer = (db: DB, supplierId: number) => {
    const a = acceptance(db, supplierId);
    return {
        ...SERVICE_AGREEMENT,
        supplier_id: supplierId,
        accepted: a ? { date: a.accepted, username: a.username, version: a.version } : null,
    };
};

const readAgreement = serve(serviceAgreement, ctx => {
    const { supplierId } = agreementSupplier(ctx);
    return ctx.json(agreementAnswer(ctx.get('db'), supplierId));
});

// The body is read after the tenancy check: another supplier's agreement is a 404 whatever is sent.
const acceptAgreement = serve(acceptServiceAgreement, async ctx => {
    const { p, supplierId } = agreementSupplier(ctx);
    const { version } = parseBody(z.object({ version: z.string().max(32) }).strict(), await readJson(ctx.req.raw));
    // Accepting what was read: an old version is refused, so nobody accepts text they did not see.
    if (version !== SERVICE_AGREEMENT.version)
        throw new HttpError(409, messages.partner.agreementStale, undefined, { current: SERVICE_AGREEMENT.version });
    const db = ctx.get('db');
    db.transaction(() => {
        if (acceptance(db, supplierId)) return;
        stmt(
            db,
            'INSERT INTO service_agreement_acceptances (supplier_id, version, user_id, username, accepted) VALUES (?, ?, ?, ?, ?)'
        ).run(supplierId, version, p.userId, p.username, nowIso());
        recordHistory(db, p, 'catalog/suppliers', supplierId, 'service agreement accepted', {
            service_agreement: { before: null, after: version },
        });
    })();
    return ctx.json(agreementAnswer(db, supplierId), 201);
});

// --- Partner resources: guides to read and templates to download.
export const PARTNER_RESOURCES = [
    {
        id: 1,
        kind: 'guide',
        title: 'Delivering a release',
        summary:
            'What a complete delivery holds: metadata, cover art of at least 500x500 pixels and square, and wav, flac or aiff masters.',
        file_name: 'delivering-a-release.txt',
        mime: 'text/plain; charset=utf-8',
        body: 'Delivering a release\n\n1. Metadata: title (up to 250 characters), UPC/EAN (up to 32), ISRC per track (up to 16).\n2. Cover art: PNG or JPEG, at least 500x500 pixels and square.\n3. Audio: wav, flac or aiff masters; they are checked by content, not by name.\n',
    },
    {
        id: 2,
        kind: 'guide',
        title: 'Reading your statements',
        summary: 'How revenue is summarised by period, store and sale type, and when small amounts roll forward.',
        file_name: 'reading-statements.txt',
        mime: 'text/plain; charset=utf-8',
        body: 'Reading your statements\n\nStatements summarise revenue by period, store and sale type. Amounts below the payment threshold roll forward to the next statement. US tax withholding is remitted within 3 days of payment.\n',
    },
    {
        id: 3,
        kind: 'template',
        title: 'Release metadata template (CSV)',
        summary: 'One row per track, with the metadata a release and its tracks need.',
        file_name: 'release-metadata-template.csv',
        mime: 'text/csv; charset=utf-8',
        body: 'release_title,upc,catalog_number,street_release_date,track_title,mix_name,isrc,genre,bpm\n',
    },
    {
        id: 4,
        kind: 'template',
        title: 'Label mapping template (CSV)',
        summary: 'Your label names as you deliver them, and the store label each maps to.',
        file_name: 'label-mapping-template.csv',
        mime: 'text/csv; charset=utf-8',
        body: 'source_name,label_name,restricted\n',
    },
] as const;
const partnerOnly = (ctx: Context<Env>) => requireAccess(ctx.get('principal'), P.PARTNER);

const listResources = serve(partnerResources, ctx => {
    const results = PARTNER_RESOURCES.map(({ body, mime: _mime, ...r }) => ({
        ...r,
        size: new TextEncoder().encode(body).length,
        download: `/v4/partner-resources/${r.id}/download/`,
    }));
    return ctx.json({ count: results.length, results });
});

/** A resource's file: not declared (the list answers each one's path), so a route of the module's own. */
const routes = new Hono<Env>();
routes.get('/partner-resources/:id/download/', ctx => {
    partnerOnly(ctx);
    const r = PARTNER_RESOURCES.find(x => x.id === parseId(ctx.req.param('id')));
    if (!r) throw notFound();
    return ctx.body(r.body, 200, {
        'Content-Type': r.mime,
        'Content-Disposition': `attachment; filename="${r.file_name}"`,
        'Content-Security-Policy': "default-src 'none'",
    });
});

// --- Billing: the partner's own (my/billing), any account's for admin and finance (accounts/billing).
const billingRow = (db: DB, userId: number) =>
    stmt(db, 'SELECT * FROM billing WHERE user_id = ?').get(userId) as Row | undefined;
const billingAnswer = (db: DB, userId: number) => {
    const row = billingRow(db, userId);
    const out: Row = { user_id: userId, version: row?.version ?? 0 };
    for (const f of BILLING_FIELD_NAMES) out[f] = row?.[f] ?? null;
    return out;
};
async function patchBilling(ctx: Context<Env>, userId: number) {
    const p = ctx.get('principal');
    const db = ctx.get('db');
    const changes = checkBody({ fields: BILLING_FIELDS }, await readJson(ctx.req.raw), p, 'update');
    const stored = billingRow(db, userId);
    const next = { ...stored, ...changes };
    clearDependents(BILLING_FIELDS, changes, next, stored);
    checkReferences(BILLING_FIELDS, db, changes, next);
    const expected = ctx.req.header('If-Match')?.replace(/"/g, '');
    db.transaction(() => {
        const before = billingRow(db, userId) ?? null;
        if (expected !== undefined && String(before?.version ?? 0) !== expected)
            throw new HttpError(412, messages.conflict.stale, undefined, { current: billingAnswer(db, userId) });
        const keys = Object.keys(changes);
        if (!keys.length) return;
        if (!before) stmt(db, 'INSERT INTO billing (user_id, version) VALUES (?, 0)').run(userId);
        stmt(
            db,
            `UPDATE billing SET ${keys.map(k => `${k} = ?`).join(', ')}, version = version + 1 WHERE user_id = ?`
        ).run(...keys.map(k => changes[k]), userId);
        recordHistory(db, p, 'accounts/billing', userId, 'update', diff(before, billingRow(db, userId)!));
    })();
    return ctx.json(billingAnswer(db, userId));
}
const me = (ctx: Context<Env>) => ctx.get('principal').userId;
/** `?user_id=`: an existing partner account (staff have no billing details). */
const account = (ctx: Context<Env>) => {
    const raw = ctx.req.query('user_id');
    if (!raw) throw badRequest(api.nameAccount);
    const id = parseId(raw);
    const user = stmt(ctx.get('db'), 'SELECT scope FROM users WHERE id = ?').get(id) as { scope: string } | undefined;
    if (!user || !/\bapp:partner\b/.test(user.scope)) throw notFound(api.noPartnerAccount);
    return id;
};
const billing = [
    serve(myBilling, ctx => ctx.json(billingAnswer(ctx.get('db'), me(ctx)))),
    serve(saveMyBilling, ctx => patchBilling(ctx, me(ctx))),
    serve(accountBilling, ctx => ctx.json(billingAnswer(ctx.get('db'), account(ctx)))),
    serve(saveAccountBilling, ctx => patchBilling(ctx, account(ctx))),
];

// --- Support tickets from the partner's contact form.
const presentTicket = (r: Row) => ({
    id: r.id,
    subject: r.subject,
    message: r.message,
    status: r.status,
    created: r.created,
});
const listTickets = serve(supportTickets, ctx => {
    const p = ctx.get('principal');
    const rows = stmt(ctx.get('db'), 'SELECT * FROM support_tickets WHERE user_id = ? ORDER BY id DESC LIMIT 50').all(
        p.userId
    ) as Row[];
    return ctx.json({ count: rows.length, results: rows.map(presentTicket) });
});
const openTicket = serve(openSupportTicket, async ctx => {
    const p = ctx.get('principal');
    const values = checkBody({ fields: TICKET_FIELDS }, await readJson(ctx.req.raw), p, 'create');
    const db = ctx.get('db');
    const info = stmt(
        db,
        "INSERT INTO support_tickets (user_id, subject, message, status, created) VALUES (?, ?, ?, 'Open', ?)"
    ).run(p.userId, values.subject, values.message, nowIso());
    return ctx.json(
        presentTicket(stmt(db, 'SELECT * FROM support_tickets WHERE id = ?').get(info.lastInsertRowid) as Row),
        201
    );
});

const partner: ServerModule = {
    name: 'partner',
    ddl: `CREATE TABLE IF NOT EXISTS service_agreement_acceptances (id INTEGER PRIMARY KEY, supplier_id INTEGER NOT NULL,
  version TEXT NOT NULL, user_id INTEGER NOT NULL, username TEXT NOT NULL, accepted TEXT NOT NULL, UNIQUE (supplier_id, version));
CREATE TABLE IF NOT EXISTS billing (user_id INTEGER PRIMARY KEY, billing_info_type_id INTEGER, name TEXT, company TEXT,
  address TEXT, city TEXT, postal_code TEXT, country_id INTEGER, state_id INTEGER, email TEXT, tax_id TEXT, version INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS support_tickets (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, subject TEXT NOT NULL,
  message TEXT NOT NULL, status TEXT NOT NULL, created TEXT NOT NULL);`,
    // The demo supplier (supplier 1) has accepted the agreement in force; the others have not.
    seed: ({ db, nowIso }) => {
        const user = stmt(db, "SELECT id FROM users WHERE username = 'supplier'").pluck().get() as number;
        stmt(
            db,
            'INSERT INTO service_agreement_acceptances (supplier_id, version, user_id, username, accepted) VALUES (1, ?, ?, ?, ?)'
        ).run(SERVICE_AGREEMENT.version, user, 'supplier', nowIso);
    },
    operations: [readAgreement, acceptAgreement, listResources, ...billing, listTickets, openTicket],
    mount: app => app.route('/v4', routes),
};
export default partner;
