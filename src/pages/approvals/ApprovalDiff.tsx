/**
 * A held write's diff (issue 44): each record's current and new values, as the History tab reads
 * changes ("BPM: 120 → 133", a list row by its name: "Item “Deep Tide” · Refunded: No → Yes"), each
 * record named as the console names it, with a link where the reader may open it. Once decided, the
 * values are those when it was asked.
 */
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import type { ApprovalDiffRow } from '../../../resources/approvals';
import { messages } from '../../../resources/messages';
import { fill } from '../../../resources/messages/fill';
import { approvals as text } from '../../../resources/messages/approvals';
import { findMeta } from '../../resourceManifest';
import { useChangeReader } from '../../views/useChangeReader';
import { addId, type IdsByResource } from '../../views/useReferenceNames';
import { diffChanges, diffRecord, type DiffRecord } from './diffChanges';

export default function ApprovalDiff({
    rows,
    decided = false,
}: {
    rows: readonly ApprovalDiffRow[];
    decided?: boolean;
}) {
    const records = rows.map(r => diffRecord(r.record));
    const items = rows.map((r, i) => ({
        resource: records[i]?.resource ?? '',
        changes: diffChanges(records[i], r),
        record: { ...r.current, ...r.next },
    }));
    const ids: IdsByResource = new Map();
    for (const rec of records) if (rec) addId(ids, rec.resource, rec.id);
    const reader = useChangeReader(items, ids);
    const translate = useTranslate();
    if (!reader.ready) return <LinearProgress aria-label={text.diff} />;
    // A record the approver may not open (finance and an order) is named by its kind and id, unlinked.
    const recordCell = (rec: DiffRecord | null, path: string | null) => {
        if (!rec) return path ?? text.newRecord;
        const name =
            reader.names(rec.resource, rec.id) ??
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
                    <TableCell>{fill(text.diffColumn, { before, after })}</TableCell>
                </TableRow>
            </TableHead>
            <TableBody>
                {rows.map((r, i) => (
                    <TableRow key={r.record ?? `new-${i}`}>
                        <TableCell>{recordCell(records[i], r.record)}</TableCell>
                        <TableCell>
                            {reader.read(items[i]).map((c, n, all) => (
                                // A row's name once, its fields after it ("Item “Deep Tide” · Refunded: No → Yes").
                                <div
                                    key={c.name}
                                    title={c.whole}
                                    style={n && c.row === all[n - 1].row ? { paddingLeft: '2em' } : undefined}
                                >
                                    {c.row && !(n && c.row === all[n - 1].row) && `${c.row} · `}
                                    {c.label}: {c.before} → {c.after}
                                </div>
                            ))}
                        </TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
}
