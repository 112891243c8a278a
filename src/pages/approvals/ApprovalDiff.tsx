/**
 * A held write's diff (issue 44): each record's current and new values, as the bulk preview shows
 * them ("Field: now → after"); a record the write creates or deletes says so.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ApprovalDiffRow } from '../../../resources/approvals';
import { messages } from '../../../resources/messages';
import { approvals as text } from '../../../resources/messages/approvals';

/** A value as one line of text: a blank as "—", a list or an object as its JSON. */
export function diffValueText(value: unknown): string {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'object') return JSON.stringify(value);
    return String(value);
}

/** The fields a diff changes, in first-seen order (a creation's or a deletion's fields all show). */
export function changedKeys(rows: readonly ApprovalDiffRow[]): string[] {
    const keys = new Set<string>();
    for (const r of rows)
        for (const k of Object.keys({ ...r.current, ...r.next }))
            if (!r.current || !r.next || JSON.stringify(r.current[k]) !== JSON.stringify(r.next[k])) keys.add(k);
    return [...keys];
}

/** A field named from its key, where its schema has not loaded (`release_date` → `Release date`). */
export const fieldLabel = (key: string) => key.replace(/_/g, ' ').replace(/^./, c => c.toUpperCase());

export default function ApprovalDiff({ rows }: { rows: readonly ApprovalDiffRow[] }) {
    const keys = changedKeys(rows);
    return (
        <Table size="small" aria-label={text.diff}>
            <TableHead>
                <TableRow>
                    <TableCell>{messages.bulkEdit.record}</TableCell>
                    {keys.map(k => (
                        <TableCell key={k}>
                            {fieldLabel(k)}: {messages.history.current} → {text.next}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map((r, i) => (
                    <TableRow key={r.record ?? `new-${i}`}>
                        <TableCell>{r.record ?? text.newRecord}</TableCell>
                        {keys.map(k => (
                            <TableCell key={k}>
                                {r.current ? diffValueText(r.current[k]) : text.newRecord} →{' '}
                                {r.next ? diffValueText(r.next[k]) : text.deleted}
                            </TableCell>
                        ))}
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}
