/**
 * Credits: given one at a time (the generic POST) or to every user of an uploaded CSV
 * (POST bulk/: the same person-id reader and messages as a coupon's users, one transaction,
 * one history entry per credit). Never changed afterwards.
 */
import { personIdsFromCsv, rejectedText } from '../../../resources/idCsv';
import { fill, messages } from '../../../resources/messages';
import def from '../../../resources/support/credits';
import { stmt } from '../../db';
import type { Collection } from '../../core/collection';
import { badRequest } from '../../core/errors';
import { diff, recordHistory } from '../../core/history';
import type { ServerModule } from '../../core/module';
import { checkReferences } from '../../core/references';
import { nested, without, type Row } from '../../core/rows';
import { checkBody, checkRules, readUploadedFile } from '../../core/validation';
import { refuseUnknownUsers } from './users';
import { seedCredits } from './seed';
import { serve } from '../../core/operations';
import { bulkCredit } from '../../../resources/operations/support';

/** A bulk file's size and the users it may credit at once. */
export const BULK_CREDIT_MAX_BYTES = 1024 * 1024;
export const BULK_CREDIT_MAX_USERS = 5000;

const JOINED = new Set(['username', 'reason_name']);

export const credits: Collection = {
    def,
    table: 'credits',
    from: "credits t JOIN customers u ON u.id = t.user_id LEFT JOIN aux r ON r.list = 'reason' AND r.id = t.reason_id",
    countFrom: 'credits t',
    select: 't.*, u.username AS username, r.name AS reason_name',
    sortable: { id: 't.id', amount: 't.amount', created: 't.created' },
    defaultOrder: 't.id DESC',
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.user = nested(r.user_id, r.username);
            out.reason = nested(r.reason_id, r.reason_name);
            return out;
        }),
    onCreate: (_db, _values, p) => ({ author: p.username, created: new Date().toISOString() }),
};

/** multipart: `file` (a CSV with a person_id or user_id column), amount, currency, reason_id, note. */
const bulk = serve(bulkCredit, async ctx => {
    const p = ctx.get('principal');
    const file = await readUploadedFile(ctx.req.raw.clone(), BULK_CREDIT_MAX_BYTES);
    const form = await ctx.req.formData();
    const text = (k: string) => (typeof form.get(k) === 'string' ? String(form.get(k)).trim() : '');
    const body: Row = {};
    if (text('amount')) body.amount = Number(text('amount'));
    if (text('currency')) body.currency = text('currency');
    if (text('reason_id')) body.reason_id = Number(text('reason_id'));
    if (text('note')) body.note = text('note');
    // The users come from the file: every other field is checked as a single credit's.
    const fields = Object.fromEntries(Object.entries(def.fields).filter(([k]) => k !== 'user_id'));
    const values = checkBody({ fields }, body, p, 'create');
    checkRules(def, values);
    checkReferences(def.fields, ctx.get('db'), values);
    const read = personIdsFromCsv(await file.text(), 'credits');
    if (!read.ok) throw badRequest(read.error, { file: read.error });
    if (read.rejected.length) {
        const message = fill(messages.support.idsRejected, { rows: rejectedText(read.rejected) });
        throw badRequest(message, { file: message });
    }
    if (!read.ids.length) throw badRequest(messages.support.bulkChoose, { file: messages.support.bulkChoose });
    if (read.ids.length > BULK_CREDIT_MAX_USERS) {
        throw badRequest(fill(messages.validation.tooManyIds, { max: BULK_CREDIT_MAX_USERS }));
    }
    const db = ctx.get('db');
    refuseUnknownUsers(db, read.ids, 'file');
    const created = new Date().toISOString();
    const insert = stmt(
        db,
        'INSERT INTO credits (user_id, amount, currency, reason_id, note, author, created) VALUES (?, ?, ?, ?, ?, ?, ?)'
    );
    const ids = db.transaction(() =>
        read.ids.map(userId => {
            const id = Number(
                insert.run(
                    userId,
                    values.amount,
                    values.currency,
                    values.reason_id,
                    values.note ?? null,
                    p.username,
                    created
                ).lastInsertRowid
            );
            recordHistory(
                db,
                p,
                def.name,
                id,
                'create',
                diff(null, stmt(db, 'SELECT * FROM credits WHERE id = ?').get(id) as Row)
            );
            return id;
        })
    )();
    return ctx.json({ created: ids.length, ids }, 201);
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS credits (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES customers(id),
  amount REAL NOT NULL, currency TEXT, reason_id INTEGER, note TEXT, author TEXT NOT NULL, created TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS credits_user ON credits(user_id);`,
    seed: seedCredits,
    collection: credits,
    operations: [bulk],
};
export default module;
