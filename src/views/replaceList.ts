/**
 * A list saved whole (PUT): the rows after one is added, changed or removed, each cut down to the
 * fields the list takes (no ids, versions or parent columns).
 */
type Row = Record<string, unknown> & { id?: unknown };
export type RowChange = { add: Row } | { change: unknown; values: Row } | { remove: unknown };

export function listAfter(rows: Row[], change: RowChange, fields: string[]): Row[] {
    const only = (row: Row) => Object.fromEntries(fields.map(f => [f, row[f] === '' ? null : (row[f] ?? null)]));
    if ('add' in change) return [...rows.map(only), only(change.add)];
    if ('remove' in change) return rows.filter(r => r.id !== change.remove).map(only);
    return rows.map(r => only(r.id === change.change ? { ...r, ...change.values } : r));
}
