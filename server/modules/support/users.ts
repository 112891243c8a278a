/**
 * Store customers (support/users): the generic collection with their DJ profile joined, notes,
 * the temporary account email (GET) and PATCH users/bulk/ of the flags (the engine's bulk call,
 * each field checked against its own edit list).
 */
import def from '../../../resources/support/users';
import notes from '../../../resources/support/userNotes';
import { visibleParent, type Collection } from '../../core/collection';
import type { ServerModule } from '../../core/module';
import { nested, without } from '../../core/rows';
import { authored } from '../../core/subCollection';
import { unknownIdsText } from '../../../resources/idCsv';
import { fill, messages } from '../../../resources/messages';
import { stmt, type DB } from '../../db';
import { badRequest } from '../../core/errors';
import { seedCustomers } from './seed';
import { serve } from '../../core/operations';
import { temporaryAccountEmail, unknownUsers } from '../../../resources/operations/support';

/**
 * Refuses a list of user ids (a coupon's users, a bulk credit's file) holding ids of no user,
 * naming them, as a 400 with the message on `field`.
 */
export function refuseUnknownUsers(db: DB, ids: readonly number[], field: string): void {
    const unknown = unknownUserIds(db, ids);
    if (!unknown.length) return;
    const message = fill(messages.support.unknownUsers, { ids: unknownIdsText(unknown) });
    throw badRequest(message, { [field]: message });
}

/** The ids of a list that are no user, in the list's order. */
function unknownUserIds(db: DB, ids: readonly number[]): number[] {
    if (!ids.length) return [];
    const known = new Set(
        stmt(db, 'SELECT id FROM customers WHERE id IN (SELECT value FROM json_each(?))')
            .pluck()
            .all(JSON.stringify(ids)) as number[]
    );
    return ids.filter(id => !known.has(id));
}

/** Declared in resources/operations/support.ts: an uploaded list checked before it is saved. */
const checkUnknown = serve(unknownUsers, (ctx, body) => ctx.json({ unknown: unknownUserIds(ctx.get('db'), body.ids) }));

// email_verified is the identity account's (identity.ts serves it), not the store user's record.
const JOINED = new Set(['dj_name', 'dj_slug', 'temporary_email', 'email_verified']);

/** A changed email is not verified until the customer verifies it (walk 52: a new address showed as verified). */
const sameEmail = (a: unknown, b: unknown) =>
    String(a ?? '')
        .trim()
        .toLowerCase() ===
    String(b ?? '')
        .trim()
        .toLowerCase();

export const customers: Collection = {
    def,
    table: 'customers',
    from: 'customers t LEFT JOIN dj_profiles d ON d.id = t.dj_profile_id',
    countFrom: 'customers t',
    select: 't.*, d.name AS dj_name, d.slug AS dj_slug',
    filterSql: { user_id: 't.id', dj_name: 'd.name', dj_slug: 'd.slug' },
    // Reference inputs elsewhere (a credit's user) search users by name: the username.
    serverFilters: { name: { kind: 'text', sql: 't.username' } },
    sortable: {
        id: 't.id',
        name: 't.username',
        username: 't.username',
        email: 't.email',
        created_date: 't.created_date',
        last_login: 't.last_login',
    },
    defaultOrder: 't.id DESC',
    present: rows =>
        rows.map(r => {
            const out = without(r, JOINED);
            out.name = r.username;
            out.dj_profile = nested(r.dj_profile_id, r.dj_name, { slug: r.dj_slug });
            return out;
        }),
    beforeWrite: ({ changes, previous }) => {
        if (previous && 'email' in changes && !sameEmail(changes.email, previous.email)) changes.email_verified = 0;
    },
};

/** The temporary email an account was opened with before it was claimed (spec §7), or null. */
const temporaryEmail = serve(temporaryAccountEmail, ctx => {
    const { row } = visibleParent(ctx, customers);
    return ctx.json({ user_id: row.id, email: row.temporary_email ?? null });
});

const module: ServerModule = {
    name: def.name,
    ddl: `CREATE TABLE IF NOT EXISTS customers (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
  first_name TEXT, last_name TEXT, person_id INTEGER NOT NULL UNIQUE, last_login TEXT, created_date TEXT NOT NULL,
  register_ip_address TEXT, decline_transactions INTEGER NOT NULL DEFAULT 0, bypass_fraud_checks INTEGER NOT NULL DEFAULT 0,
  juicing_purchases INTEGER NOT NULL DEFAULT 0, dj_profile_id INTEGER REFERENCES dj_profiles(id), temporary_email TEXT,
  email_verified INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1);
CREATE INDEX IF NOT EXISTS customers_email ON customers(email);
CREATE TABLE IF NOT EXISTS customer_notes (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES customers(id),
  note TEXT NOT NULL, author TEXT NOT NULL, created TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1);`,
    seed: seedCustomers,
    collection: customers,
    operations: [checkUnknown, temporaryEmail],
    subCollections: [{ def: notes, table: 'customer_notes', parentColumn: 'user_id', onCreate: authored }],
};
export default module;
