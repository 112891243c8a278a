/**
 * List pages kept as the JSON they were answered with (its bytes), per database and caller, until any
 * write reaches the database (db.ts keptUntilWrite, as the counts are kept): a page asked again (the
 * console's refetch on focus, a list opened again, paging back) is answered without reading,
 * shaping or writing it again. Collections whose SQL reads the clock are never kept: their answer
 * can change without a write (a stream goes live, a coupon expires).
 */
import { keptUntilWrite, type DB } from '../db';
import type { Principal } from './access';
import type { Collection } from './collection';

/** SQLite's clock and chance: `date('now')`, `mountain_today()`, `CURRENT_DATE`, `random()`. */
const CLOCK = /'now'|\bmountain_today\s*\(|\bcurrent_(date|time|timestamp)\b|\brandom(blob)?\s*\(/i;

const clockOf = new WeakMap<Collection, boolean>();
/** Whether a collection's answers can change without a write (its SQL reads the clock); asked once per collection. */
export function readsClock(c: Collection): boolean {
    let reads = clockOf.get(c);
    if (reads === undefined) {
        const sql = [
            c.select,
            c.from,
            c.defaultOrder,
            ...Object.values(c.sortable),
            JSON.stringify(c.filterSql ?? {}),
            JSON.stringify(c.serverFilters ?? {}),
        ];
        clockOf.set(c, (reads = sql.some(s => CLOCK.test(s))));
    }
    return reads;
}

/** A busy server keeps the pages asked since the last write, up to this many (at most 100 rows each). */
const MAX_PAGES = 300;

const PAGES = {};
/** Callers by identity: one principal per user as stored (access.ts makePrincipal). */
const callerIds = new WeakMap<Principal, number>();
let nextCallerId = 1;
const callerId = (p: Principal) => callerIds.get(p) ?? (callerIds.set(p, nextCallerId), nextCallerId++);

/**
 * The page for `url` as `p` sees it, as the bytes sent: kept when the database has not changed
 * since it was written, else written by `write` (and kept, unless the collection reads the clock).
 */
export function cachedPage(
    c: Collection,
    db: DB,
    p: Principal,
    url: string,
    write: () => string
): Uint8Array<ArrayBuffer> {
    if (readsClock(c)) return utf8.encode(write());
    const pages = keptUntilWrite<Uint8Array<ArrayBuffer>>(db, PAGES, MAX_PAGES);
    const key = `${callerId(p)}\u0000${url}`;
    let bytes = pages.get(key);
    if (bytes === undefined) pages.set(key, (bytes = utf8.encode(write())));
    return bytes;
}

const utf8 = new TextEncoder();
