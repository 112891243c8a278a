/** Small shapers for rows on their way to the wire. */
export type Row = Record<string, unknown>;

/** A JSON object (not an array, not null): a body's row. */
export const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A row without some keys (a plain loop: object rest over wide rows is slow in V8). */
export function without(row: Row, keys: ReadonlySet<string>): Row {
    const out: Row = {};
    for (const k in row) if (!keys.has(k)) out[k] = row[k];
    return out;
}

/** `{id, name}` of a joined record, or null when there is none. */
export const nested = (id: unknown, name: unknown, extra: Row = {}) => (id == null ? null : { id, name, ...extra });

export const nowIso = () => new Date().toISOString();
/** Today on the server's clock (UTC): the one now that figures and statements count from. */
export const todayIso = () => nowIso().slice(0, 10);
