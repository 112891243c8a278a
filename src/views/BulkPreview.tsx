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
import { useDataProvider, type RaRecord } from 'react-admin';
import { allowedNow } from '../../authProvider';
import type { ConsoleDataProvider } from '../../dataProvider';
import { messages } from '../../resources/messages';
import { previewBulk, type BulkItem, type BulkPreviewRow } from '../../resources/operations/history';
import type { ResourceDef } from '../../resources/schema';
import { errorDetail } from './errors';
import { fieldValueText } from './fieldValueText';

const m = messages.bulkEdit;

/** The server's preview of `items` (fetched once they are set; nothing is written). */
export function useBulkPreview(def: ResourceDef, items: BulkItem[] | null) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
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
    if (error) return <Alert severity="error">{errorDetail(error)}</Alert>;
    if (!rows) return null;
    const keys = Object.keys(rows[0]?.next ?? {});
    const titleOf = (id: number) => {
        const record = records?.find(r => r.id === id);
        return String(record?.[def.recordTitle ?? 'name'] ?? `#${id}`);
    };
    const text = (key: string, value: unknown, record: Record<string, unknown>) =>
        def.fields[key] ? (fieldValueText(def.fields[key], value, record, allowedNow) ?? '—') : String(value ?? '—');
    return (
        <>
            {rows.every(r => r.refused) && <Alert severity="warning">{m.nothing}</Alert>}
            <Table size="small" aria-label={m.preview}>
                <TableHead>
                    <TableRow>
                        <TableCell>{def.fields[def.recordTitle ?? 'name']?.label ?? 'Record'}</TableCell>
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
                            <TableCell>{titleOf(r.id)}</TableCell>
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
