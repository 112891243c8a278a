import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow, { type TableRowProps } from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { subPath, type SubRef } from '../../dataProvider/query';
import { operationPath, type AnyOperation, type OperationParams } from '../../resources/operations/define';
import { CHOICES_FRESH_MS, writtenResource } from '../freshness';
import LoadFailed, { loadingOrFailed, type LoadState } from './LoadFailed';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

export interface SubColumn<T> {
    key: string;
    label: string;
    render?: (row: T) => ReactNode;
    /** Short values (dates, numbers, buttons) stay on one line when long text squeezes the table. */
    nowrap?: boolean;
    /** One line, cut with an ellipsis where it runs out of room: the whole text shows on hover. */
    ellipsis?: boolean;
}

/** A cell's text as a person reads it, for its hover text when the cell cuts it. */
const plainText = (content: ReactNode): string | undefined =>
    typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;

/** A cell: whole, or on one line with an ellipsis and its whole text on hover (never cut silently). */
function Cell<T extends Record<string, unknown>>({ column, row }: { column: SubColumn<T>; row: T }) {
    const content = column.render ? column.render(row) : String(row[column.key] ?? '');
    if (!column.ellipsis)
        return <TableCell sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>{content}</TableCell>;
    return (
        <TableCell
            title={plainText(content)}
            sx={{ maxWidth: 320, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
            {content}
        </TableCell>
    );
}

/**
 * Every record of a resource offered as choices (countries, link partners, reasons), with a refetch:
 * kept as a picker's choices are (CHOICES_FRESH_MS), read again after a write of the console's own to
 * that resource (its key starts with the resource's name, src/freshness.ts).
 */
export function useSubList<T>(path: string, filter?: Record<string, unknown>) {
    const dataProvider = useConsoleDataProvider();
    const client = useQueryClient();
    const key = [writtenResource(path), 'all', path];
    const query = useQuery({
        queryKey: filter ? [...key, filter] : key,
        staleTime: CHOICES_FRESH_MS,
        queryFn: () => dataProvider.fetchAll<T>(path, filter),
    });
    return { ...query, reload: () => client.invalidateQueries({ queryKey: key }) };
}

/**
 * Every row of a list below the parent record (a sub-resource, a record's tracks), by its model
 * declaration; nothing is asked before the parent is known.
 */
export function useSubRows<T>(sub: SubRef, parentId: string | number | undefined) {
    const dataProvider = useConsoleDataProvider();
    const client = useQueryClient();
    const key = ['sub', parentId === undefined ? null : subPath(sub, parentId)];
    const query = useQuery({
        queryKey: key,
        queryFn: () => dataProvider.subList<T>(sub, parentId!),
        enabled: parentId !== undefined,
    });
    return {
        ...query,
        reload: () => client.invalidateQueries({ queryKey: key }),
        /** The rows as last read, after the render that showed them too (a change made between renders). */
        latest: () => client.getQueryData<T[]>(key) ?? [],
    };
}

/** Every row a declared list operation answers (all pages), typed by it; asked once its ids are known. */
export function useOperationRows<O extends AnyOperation>(op: O, params: OperationParams) {
    const dataProvider = useConsoleDataProvider();
    const client = useQueryClient();
    const known = params !== undefined && params !== '';
    const key = ['sub', known ? operationPath(op, params) : null];
    const query = useQuery({
        queryKey: key,
        queryFn: () => dataProvider.callAll(op, params),
        enabled: known,
    });
    return { ...query, reload: () => client.invalidateQueries({ queryKey: key }) };
}

/** The query a SubTable's rows come from (a react-query result is one). */
export type SubLoad = LoadState;

/** A plain read table of sub-resource rows; text renders as text, never as HTML. */
export default function SubTable<T extends Record<string, unknown>>({
    rows,
    columns,
    load,
    error,
    loading,
    empty,
    label,
    rowProps,
}: {
    rows: T[] | undefined;
    columns: SubColumn<T>[];
    /** The query the rows come from: its wait and its failure (with Retry) are said in place (issue 41). */
    load?: SubLoad;
    error?: unknown;
    loading?: boolean;
    empty: string;
    label: string;
    /** Extra props per row (drag and drop handlers). */
    rowProps?: (row: T) => TableRowProps;
}) {
    const what = label.charAt(0).toLowerCase() + label.slice(1);
    if (load) {
        const shown = loadingOrFailed(load, what);
        if (shown) return shown;
    }
    if (error) return <LoadFailed what={what} error={error} />;
    if (loading) return null;
    if (!rows?.length)
        return (
            <Typography color="text.secondary" sx={{ my: 1 }}>
                {empty}
            </Typography>
        );
    return (
        // Words stay whole; one too long for any column breaks, and the table scrolls within the page
        // rather than widening it. A tall cell (a long note) keeps its row's other cells beside its first line.
        <Box sx={{ overflowX: 'auto', contain: 'inline-size', width: '100%', mb: 2 }}>
            <Table
                size="small"
                aria-label={label}
                sx={{ '& td': { overflowWrap: 'break-word', verticalAlign: 'top' } }}
            >
                <TableHead>
                    <TableRow>
                        {columns.map(c => (
                            <TableCell key={c.key}>{c.label}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map((row, i) => (
                        <TableRow key={String(row.id ?? i)} {...rowProps?.(row)}>
                            {columns.map(c => (
                                <Cell key={c.key} column={c} row={row} />
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}

/** Enter in a sub-form field must not submit the record's main form. */
export const stopEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
};
