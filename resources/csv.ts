/** CSV cells are data: formula-leading cells are neutralised, quoting is RFC 4180. */
const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
    let s = value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (FORMULA.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
    return (
        [columns.map(csvCell).join(','), ...rows.map(r => columns.map(c => csvCell(r[c])).join(','))].join('\r\n') +
        '\r\n'
    );
}
