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

const COLUMNS = ['ID', 'Release Title', 'Label', 'Supplier', 'UPC', 'Release Status', 'Status Message', 'Updated'];
/** A partner's deliveries are all its own supplier's: the column would repeat one name on every row. */
const PARTNER_COLUMNS = COLUMNS.filter(c => c !== 'Supplier');
/** The message (and a partner's next step) is the row's longest text: room to be read in lines, not words. */
const MESSAGE_SX = { minWidth: '16em' } as const;

/** One page of deliveries; a delivery's ID opens it. */
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
            <Table size="small" aria-label="Deliveries" sx={{ '& td': { overflowWrap: 'break-word' } }}>
                <TableHead>
                    <TableRow>
                        {(partner ? PARTNER_COLUMNS : COLUMNS).map(c => (
                            <TableCell key={c} sx={c === 'Status Message' ? MESSAGE_SX : undefined}>
                                {c}
                            </TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(d => (
                        <TableRow key={d.id} selected={d.id === selected}>
                            <TableCell>
                                <Button
                                    size="small"
                                    onClick={() => onOpen(d.id)}
                                    aria-label={`Inspect delivery ${d.id}`}
                                >
                                    {d.id}
                                </Button>
                            </TableCell>
                            <TableCell>{d.release_title}</TableCell>
                            <TableCell>{d.label?.name ?? ''}</TableCell>
                            {!partner && <TableCell>{d.supplier?.name ?? ''}</TableCell>}
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.upc ?? ''}</TableCell>
                            <TableCell>{releaseStatusName(d.release_status, partner)}</TableCell>
                            <TableCell>
                                <StatusHelp code={d.status_message} partner={partner} />
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(d.updated, 'mountain')}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
}
