import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { allowedNow } from '../../authProvider';
import { labelForms } from '../../resources/schema';
import { findMeta } from '../resourceManifest';

const PER_PAGE = 10;

const sameIds = (a: readonly number[], b: readonly number[]) =>
    a === b || (a.length === b.length && a.every((id, i) => id === b[i]));

/**
 * The ids a list field holds (a coupon's users), a page at a time, in the order uploaded; each
 * links to its record when the user may open that resource (marketing may not open users).
 */
export default function IdsPagedList({
    ids,
    label,
    linksTo,
}: {
    ids: readonly number[];
    label: string;
    linksTo?: string;
}) {
    // The page belongs to one list: another (a new file, cleared) starts again at its first page. The
    // same ids again (the form read anew, its typed values put back) are the same list, the page kept.
    const [at, setAt] = useState({ ids, page: 0 });
    const page = sameIds(at.ids, ids) ? at.page : 0;
    const meta = linksTo ? findMeta(linksTo) : undefined;
    const linked = !!meta && allowedNow(meta.access);
    if (!ids.length) return null;
    const shown = ids.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
    return (
        <>
            <Table size="small" aria-label={label} sx={{ maxWidth: 360 }}>
                <TableHead>
                    <TableRow>
                        <TableCell>{meta ? `${labelForms(meta.label)[0]} ID` : 'ID'}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {shown.map(id => (
                        <TableRow key={id}>
                            <TableCell>
                                {linked ? (
                                    <Link component={RouterLink} to={`/${linksTo}/${id}`}>
                                        {id}
                                    </Link>
                                ) : (
                                    id
                                )}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            {ids.length > PER_PAGE && (
                <TablePagination
                    component="div"
                    count={ids.length}
                    page={page}
                    rowsPerPage={PER_PAGE}
                    rowsPerPageOptions={[PER_PAGE]}
                    onPageChange={(_, p) => setAt({ ids, page: p })}
                    sx={{ maxWidth: 360 }}
                />
            )}
        </>
    );
}
