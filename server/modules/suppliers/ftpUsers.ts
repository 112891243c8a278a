/**
 * A supplier's FTP users (spec §7 "ftp-users"): the accounts its deliveries arrive through. The
 * server makes each password, answers it once (on create and on reset) and keeps only its scrypt
 * hash; no read ever returns it. Reading is for deliveries staff, changes for admin and content ops.
 */
import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { FTP_PASSWORD_LENGTH, FTP_USERNAME } from '../../../resources/delivery/ingestion';
import { fill, messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import { getVisible, parseId } from '../../core/collection';
import type { Env } from '../../core/env';
import { HttpError, notFound } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { hashPassword } from '../../core/passwords';
import { nowIso, type Row } from '../../core/rows';
import { parseBody, readJson } from '../../core/validation';
import { suppliers } from './index';
import { api } from '../../../resources/messages/api';
import { serve } from '../../core/operations';
import { createFtpUser, ftpUsers, resetFtpPassword, updateFtpUser } from '../../../resources/operations/suppliers';

const RESOURCE = 'catalog/suppliers/ftp-users';
const COLUMNS = 'id, supplier_id, username, enabled, last_login, created, version';
/** No look-alikes (0/O, 1/l/I): the password is read off a screen and typed elsewhere. */
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const makePassword = () =>
    Array.from({ length: FTP_PASSWORD_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const SEEDED_HASH = 'scrypt$EgAWlNX0d0-hertN2EcuBA$3nlTiTWlLs_wKY0bVApSODbV5apQtdInFsNm6Tlspus';

const onWire = (row: Row) => ({ ...row, enabled: !!row.enabled });
const read = (db: DB, id: number) =>
    stmt(db, `SELECT ${COLUMNS} FROM ftp_users WHERE id = ?`).get(id) as Row | undefined;

/** The supplier, visible to the caller (who may read or write FTP users at all: the declarations' access). */
function supplierOf(ctx: Context<Env>) {
    const p = ctx.get('principal');
    const id = parseId(ctx.req.param('id') ?? '');
    getVisible(suppliers, ctx.get('db'), p, id);
    return { p, supplierId: id, db: ctx.get('db') };
}

/** One of this supplier's FTP users. */
function userOf(db: DB, supplierId: number, raw: string): Row {
    const row = read(db, parseId(raw));
    if (!row || row.supplier_id !== supplierId) throw notFound();
    return row;
}

const created = z
    .object({
        username: z
            .string({ error: messages.ingestion.ftpUsername })
            .regex(FTP_USERNAME, messages.ingestion.ftpUsername),
    })
    .strict();
const changed = z.object({ enabled: z.boolean({ error: api.enabledBoolean }) }).strict();

/** History never holds a password or its hash: only that it changed. */
const withoutHash = (row: Row | undefined) => (row ? { ...row, password: '(set)' } : null);

const operations = [
    serve(ftpUsers, ctx => {
        const { db, supplierId } = supplierOf(ctx);
        const rows = stmt(db, `SELECT ${COLUMNS} FROM ftp_users WHERE supplier_id = ? ORDER BY id`).all(supplierId);
        return ctx.json({ results: (rows as Row[]).map(onWire) });
    }),

    serve(createFtpUser, async ctx => {
        const { db, p, supplierId } = supplierOf(ctx);
        const { username } = parseBody(created, await readJson(ctx.req.raw));
        if (stmt(db, 'SELECT 1 FROM ftp_users WHERE username = ?').get(username)) {
            const taken = fill(messages.ingestion.ftpUsernameTaken, { username });
            throw new HttpError(409, taken, { username: taken });
        }
        const password = makePassword();
        const id = db.transaction(() => {
            const info = stmt(
                db,
                `INSERT INTO ftp_users (supplier_id, username, password_hash, enabled, created)
                 VALUES (?, ?, ?, 1, ?)`
            ).run(supplierId, username, hashPassword(password), nowIso());
            const newId = Number(info.lastInsertRowid);
            recordHistory(db, p, RESOURCE, newId, 'create', diff(null, withoutHash(read(db, newId))));
            return newId;
        })();
        // The only answer that carries the password.
        return ctx.json({ ...onWire(read(db, id)!), password }, 201);
    }),

    serve(updateFtpUser, async ctx => {
        const { db, p, supplierId } = supplierOf(ctx);
        const before = userOf(db, supplierId, ctx.req.param('ftpId') ?? '');
        const { enabled } = parseBody(changed, await readJson(ctx.req.raw));
        db.transaction(() => {
            stmt(db, 'UPDATE ftp_users SET enabled = ?, version = version + 1 WHERE id = ?').run(
                enabled ? 1 : 0,
                before.id
            );
            recordHistory(db, p, RESOURCE, Number(before.id), 'update', diff(before, read(db, Number(before.id))!));
        })();
        return ctx.json(onWire(read(db, Number(before.id))!));
    }),

    serve(resetFtpPassword, ctx => {
        const { db, p, supplierId } = supplierOf(ctx);
        const user = userOf(db, supplierId, ctx.req.param('ftpId') ?? '');
        const password = makePassword();
        db.transaction(() => {
            stmt(db, 'UPDATE ftp_users SET password_hash = ?, version = version + 1 WHERE id = ?').run(
                hashPassword(password),
                user.id
            );
            recordHistory(db, p, RESOURCE, Number(user.id), 'password reset', {
                password: { before: '(set)', after: '(reset)' },
            });
        })();
        return ctx.json({ ...onWire(read(db, Number(user.id))!), password });
    }),
];

export const ftpUsersModule: ServerModule = {
    name: 'ftp-users',
    ddl: `CREATE TABLE IF NOT EXISTS ftp_users (id INTEGER PRIMARY KEY, supplier_id INTEGER NOT NULL REFERENCES suppliers(id),
  username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL, enabled INTEGER NOT NULL DEFAULT 1, last_login TEXT,
  created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS ftp_users_supplier ON ftp_users(supplier_id, id);`,
    // Supplier 1's delivery account, last in a day before the calendar starts. Its hash is of a random
    // password nobody kept, written out: hashing at every seed would cost each test database a scrypt.
    seed: ({ db, base }) => {
        stmt(
            db,
            `INSERT INTO ftp_users (supplier_id, username, password_hash, enabled, last_login, created)
             VALUES (1, 'supplier1-ingest', ?, 1, ?, ?)`
        ).run(SEEDED_HASH, new Date(base.getTime() - 86400_000).toISOString(), base.toISOString());
    },
    operations,
};
