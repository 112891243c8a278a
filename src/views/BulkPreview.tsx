/**
 * A bulk edit's preview (issue 30): before anything is written, each chosen record's current and
 * new value, with the records the change would refuse (validation, permission, conflict) marked
 * and why. The server works it out with the same checks as the write itself, and writes nothing.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { type RaRecord } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { messages } from '../../resources/messages';
import { previewBulk, type BulkItem, type BulkPreviewRow } from '../../resources/operations/history';
import type { ResourceDef } from '../../resources/schema';
import { describe } from '../../resources/describe';
import { displayText, isBlank } from '../../resources/display';
import { RecordOptionText } from '../components/RecordOption';
import { errorDetail } from './errors';
import { fieldValueText } from './fieldValueText';
import { addId, useReferenceNames, type IdsByResource } from './useReferenceNames';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

const m = messages.bulkEdit;

/** The server's preview of `items` (fetched once they are set; nothing is written). */
export function useBulkPreview(def: ResourceDef, items: BulkItem[] | null) {
    const dataProvider = useConsoleDataProvider();
    return useQuery({
        queryKey: ['bulk-preview', def.name, items],
        queryFn: () => dataProvider.call(previewBulk(def.name), undefined, items!),
        enabled: !!items?.length,
        gcTime: 0,
    });
}

export default function BulkPreview({
    def,
    rows,
    error,
    records,
}: {
    def: ResourceDef;
    rows: BulkPreviewRow[] | undefined;
    error: unknown;
    /** The list's rows, for each record's title. */
    records: RaRecord[] | undefined;
}) {
    const keys = Object.keys(rows?.[0]?.next ?? {});
    // The records the values refer to (a genre, a key), by their description: never a bare id.
    const referenced: IdsByResource = new Map();
    for (const r of rows ?? [])
        for (const k of keys) {
            const f = def.fields[k];
            if (f?.kind === 'reference') [r.current[k], r.next[k]].forEach(v => addId(referenced, f.reference, v));
        }
    const names = useReferenceNames(referenced);
    if (error) return <Alert severity="error">{errorDetail(error)}</Alert>;
    if (!rows) return null;
    // Each record as it is told apart from its namesakes (the list's copy of it).
    const described = (id: number) => describe(def, records?.find(r => r.id === id) ?? { id });
    const text = (key: string, value: unknown, record: Record<string, unknown>) =>
        isBlank(value)
            ? (fieldValueText(def.fields[key], value, record, allowedNow) ?? '—')
            : displayText(def.fields[key], value, record, allowedNow, names) || '—';
    return (
        <>
            {rows.every(r => r.refused) && <Alert severity="warning">{m.nothing}</Alert>}
            <Table size="small" aria-label={m.preview}>
                <TableHead>
                    <TableRow>
                        <TableCell>{m.record}</TableCell>
                        {keys.map(k => (
                            <TableCell key={k}>
                                {def.fields[k]?.label ?? k}: {messages.history.current} → {m.next}
                            </TableCell>
                        ))}
                        <TableCell>{m.refused}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(r => (
                        <TableRow key={r.id} sx={r.refused ? { bgcolor: 'action.disabledBackground' } : undefined}>
                            <TableCell>
                                <RecordOptionText description={described(r.id)} />
                            </TableCell>
                            {keys.map(k => (
                                <TableCell key={k}>
                                    {text(k, r.current[k], r.current)} → {text(k, r.next[k], r.next)}
                                </TableCell>
                            ))}
                            <TableCell>{r.refused?.detail ?? ''}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </>
    );
}
