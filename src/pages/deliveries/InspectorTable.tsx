import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { deliveryHelp, releaseStatusName } from '../../../resources/delivery/statuses';
import { formatTime } from '../../lib/time';
import type { InspectedDelivery } from '../../../resources/delivery/inspected';

/** A status message as its reader reads it; a partner reads the next step under it (staff find theirs on the delivery). */
function StatusHelp({ code, partner }: { code: string | null; partner: boolean }) {
    const help = deliveryHelp(code, partner);
    if (!help) return null;
    return (
        <>
            {help.text}
            {help.next && partner && (
                <Typography variant="caption" component="div" color="text.secondary">
                    {`What to do: ${help.next}`}
                </Typography>
            )}
        </>
    );
}

/** The label reads under the release's title: one column fewer, so that a row fits 1024 px (walk 55). */
const COLUMNS = ['ID', 'Release Title', 'Supplier', 'UPC', 'Release Status', 'Status Message', 'Updated'];
/** A partner's deliveries are all its own supplier's: the column would repeat one name on every row. */
const PARTNER_COLUMNS = COLUMNS.filter(c => c !== 'Supplier');
/**
 * The message (and a partner's next step) is the row's longest text: room to be read in lines, not
 * words (a partner's next step needs more).
 */
const messageSx = (partner: boolean) => ({ minWidth: partner ? '16em' : '12em' });
/** Kept on one line: a UPC, a day, a time (the time goes under the day where the column is narrow). */
const nowrap = { whiteSpace: 'nowrap' } as const;

/** When a delivery was updated, as its day and its time (`2024-03-27`, `02:15 MDT`). */
function updatedParts(iso: string | null): string[] {
    const text = formatTime(iso, 'mountain');
    const at = text.indexOf(' ');
    return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** One page of deliveries; a click on a delivery's row opens it (by keyboard: its ID's button). */
export default function InspectorTable({
    rows,
    selected,
    partner,
    onOpen,
}: {
    rows: InspectedDelivery[];
    selected: number | null;
    partner: boolean;
    onOpen: (id: number) => void;
}) {
    return (
        // Words stay whole at 1024 px ("Records", not "Reco rds"); the table scrolls within the page.
        <Box sx={{ overflowX: 'auto', contain: 'inline-size', width: '100%' }}>
            <Table
                size="small"
                aria-label="Deliveries"
                sx={{ '& td': { overflowWrap: 'break-word' }, '& th, & td': { px: 1 } }}
            >
                <TableHead>
                    <TableRow>
                        {(partner ? PARTNER_COLUMNS : COLUMNS).map(c => (
                            <TableCell key={c} sx={c === 'Status Message' ? messageSx(partner) : undefined}>
                                {c}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(d => (
                        <TableRow
                            key={d.id}
                            selected={d.id === selected}
                            hover
                            onClick={() => onOpen(d.id)}
                            sx={{ cursor: 'pointer' }}
                        >
                            <TableCell>
                                {/* Its click (a press of Enter or Space too) reaches the row, which opens the delivery. */}
                                <Button size="small" sx={{ minWidth: 0 }} aria-label={`Inspect delivery ${d.id}`}>
                                    {d.id}
                                </Button>
                            </TableCell>
                            <TableCell>
                                {d.release_title}
                                {d.label?.name && (
                                    <Typography variant="caption" component="div" color="text.secondary">
                                        {d.label.name}
                                    </Typography>
                                )}
                            </TableCell>
                            {!partner && <TableCell>{d.supplier?.name ?? ''}</TableCell>}
                            <TableCell sx={nowrap}>{d.upc ?? ''}</TableCell>
                            <TableCell>{releaseStatusName(d.release_status, partner)}</TableCell>
                            <TableCell>
                                <StatusHelp code={d.status_message} partner={partner} />
                            </TableCell>
                            <TableCell>
                                {updatedParts(d.updated).map(part => (
                                    <Box
                                        key={part}
                                        component="span"
                                        sx={{ ...nowrap, display: 'inline-block', mr: 0.5 }}
                                    >
                                        {part}
                                    </Box>
                                ))}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}
