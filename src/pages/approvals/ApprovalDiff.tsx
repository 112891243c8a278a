/**
 * A held write's diff (issue 44): each record's current and new values, as the bulk preview shows
 * them ("Field: now → after"), each record named as the console names it, with a link; a record
 * the write creates or deletes says so. Once decided, the values are those when it was asked.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import type { ApprovalDiffRow } from '../../../resources/approvals';
import { booleanText } from '../../../resources/fields';
import { messages } from '../../../resources/messages';
import { approvals as text } from '../../../resources/messages/approvals';
import { findMeta } from '../../resourceManifest';
import { addId, useReferenceNames, type IdsByResource } from '../../views/useReferenceNames';

/** A value as one line of text: a blank as "—", a yes/no in words, a list or an object as its JSON. */
export function diffValueText(value: unknown): string {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return booleanText(value);
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

/** A diff row's record (`catalog/tracks/12/`) as its resource and id. */
export function recordOf(path: string | null): { resource: string; id: string } | null {
    const parts = path?.replace(/^\/+|\/+$/g, '').split('/') ?? [];
    return parts.length === 3 ? { resource: `${parts[0]}/${parts[1]}`, id: parts[2] } : null;
}

export default function ApprovalDiff({
    rows,
    decided = false,
}: {
    rows: readonly ApprovalDiffRow[];
    decided?: boolean;
}) {
    const keys = changedKeys(rows);
    const ids = useMemo(() => {
        const m: IdsByResource = new Map();
        for (const r of rows) {
            const rec = recordOf(r.record);
            if (rec) addId(m, rec.resource, rec.id);
        }
        return m;
    }, [rows]);
    const names = useReferenceNames(ids);
    const translate = useTranslate();
    // A record the approver may not open (finance and an order) is named by its kind and id, unlinked.
    const recordCell = (path: string | null) => {
        const rec = recordOf(path);
        if (!rec) return path ?? text.newRecord;
        const name =
            names(rec.resource, rec.id) ??
            `${translate(`resources.${rec.resource}.name`, { smart_count: 1 })} ${rec.id}`;
        return allowedNow(findMeta(rec.resource)?.access) ? (
            <Link to={`/${rec.resource}/${rec.id}`}>{name}</Link>
        ) : (
            name
        );
    };
    const [before, after] = decided ? [text.whenAsked, text.askedFor] : [messages.history.current, text.next];
    return (
        <Table size="small" aria-label={text.diff}>
            <TableHead>
                <TableRow>
                    <TableCell>{messages.bulkEdit.record}</TableCell>
                    {keys.map(k => (
                        <TableCell key={k}>
                            {fieldLabel(k)}: {before} → {after}
                        </TableCell>
                    ))}
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map((r, i) => (
                    <TableRow key={r.record ?? `new-${i}`}>
                        <TableCell>{recordCell(r.record)}</TableCell>
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
