import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { inspectorLink } from '../../../resources/delivery/ingestion';
import { releaseStatusName } from '../../../resources/delivery/statuses';
import { formatNumber } from '../../../resources/format';

export interface PipelineAnswer {
    stages: { id: string; label: string; count: number; statuses: { status: string; count: number }[] }[];
    jobs: { queued: number; running: number };
}

/** The pipeline's stages in order, read-only: how many deliveries each state holds, each opening the inspector on it. */
export default function PipelineStages({ pipeline }: { pipeline: PipelineAnswer }) {
    return (
        <>
            <Table size="small" aria-label="Pipeline stages">
                <TableHead>
                    <TableRow>
                        <TableCell>Stage</TableCell>
                        <TableCell align="right">Deliveries</TableCell>
                        <TableCell>States (open in the inspector)</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {pipeline.stages.map((s, i) => (
                        <TableRow key={s.id}>
                            <TableCell>{`${i + 1}. ${s.label}`}</TableCell>
                            <TableCell align="right">{formatNumber(s.count)}</TableCell>
                            <TableCell>
                                {s.statuses.map((st, j) => (
                                    <span key={st.status}>
                                        {j > 0 && ' · '}
                                        <Link component={RouterLink} to={inspectorLink(st.status)}>
                                            {`${releaseStatusName(st.status, false)} (${formatNumber(st.count)})`}
                                        </Link>
                                    </span>
                                ))}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {`Ingestion jobs: ${pipeline.jobs.running} running, ${pipeline.jobs.queued} queued.`}
            </Typography>
        </>
    );
}
