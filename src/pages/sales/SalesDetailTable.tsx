import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useMemo, useState } from 'react';
import { formatMoney, formatNumber } from '../../../resources/format';
import { cents, type SalesDetailRow } from '../../../resources/sales/sales';

type Field = 'track_name' | 'release_name' | 'label_name' | 'quantity' | 'gross_usd_cents' | 'net_usd_cents';
const COLUMNS: { field: Field; label: string; numeric?: boolean; money?: boolean }[] = [
    { field: 'track_name', label: 'Track' },
    { field: 'release_name', label: 'Release' },
    { field: 'label_name', label: 'Label' },
    { field: 'quantity', label: 'Quantity', numeric: true },
    { field: 'gross_usd_cents', label: 'Gross', numeric: true, money: true },
    { field: 'net_usd_cents', label: 'Net', numeric: true, money: true },
];

/** Rows sorted by a field (text by locale, numbers by value), ties by track id. */
export function sortDetail(rows: readonly SalesDetailRow[], field: Field, order: 'asc' | 'desc'): SalesDetailRow[] {
    const sign = order === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
        const x = a[field];
        const y = b[field];
        const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        return sign * c || a.track_id - b.track_id;
    });
}

/** The report's tracks: paged and sortable in the browser (the report holds them all). */
export default function SalesDetailTable({ rows }: { rows: SalesDetailRow[] }) {
    const [sort, setSort] = useState<{ field: Field; order: 'asc' | 'desc' }>({
        field: 'net_usd_cents',
        order: 'desc',
    });
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(10);
    const sorted = useMemo(() => sortDetail(rows, sort.field, sort.order), [rows, sort]);
    const toggle = (field: Field) => {
        setSort(s => ({ field, order: s.field === field && s.order === 'desc' ? 'asc' : 'desc' }));
        setPage(0);
    };
    return (
        <>
            <Table size="small" aria-label="Sales by track">
                <TableHead>
                    <TableRow>
                        {COLUMNS.map(c => (
                            <TableCell
                                key={c.field}
                                align={c.numeric ? 'right' : 'left'}
                                sortDirection={sort.field === c.field ? sort.order : false}
                            >
                                <TableSortLabel
                                    active={sort.field === c.field}
                                    direction={sort.field === c.field ? sort.order : 'desc'}
                                    onClick={() => toggle(c.field)}
                                >
                                    {c.label}
                                </TableSortLabel>
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {sorted.slice(page * perPage, (page + 1) * perPage).map(r => (
                        <TableRow key={r.track_id}>
                            {COLUMNS.map(c => (
                                <TableCell
                                    key={c.field}
                                    align={c.numeric ? 'right' : 'left'}
                                    sx={{ overflowWrap: 'anywhere' }}
                                >
                                    {c.money
                                        ? formatMoney(cents(r[c.field] as number))
                                        : c.numeric
                                          ? formatNumber(r[c.field])
                                          : String(r[c.field])}
                                </TableCell>
                            ))}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <TablePagination
                component="div"
                count={rows.length}
                page={page}
                rowsPerPage={perPage}
                rowsPerPageOptions={[10, 25, 50]}
                onPageChange={(_, p) => setPage(p)}
                onRowsPerPageChange={e => {
                    setPerPage(Number(e.target.value));
                    setPage(0);
                }}
            />
        </>
    );
}
