import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { JOB_POLL_MS } from '../../resources/constants';
import { jobStateName } from '../../resources/jobs/jobs';
import { messages } from '../../resources/messages';
import { salesExportJob, salesJob } from '../../resources/operations/sales';
import { formatTime } from '../lib/time';
import { stillRunning, type StartedJob } from './startedJobs';
import { recordJobState, useStartedJobs } from './startedJobsStore';
import { JOBS_QUERY_KEY } from './useJob';
import { myStartableKinds, noJobsText, salesReportLink } from './jobCentre';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

const STATE_COLOURS = { QUEUED: 'default', RUNNING: 'info', DONE: 'success', FAILED: 'error' } as const;

function StartedJobRow({ entry, onClose }: { entry: StartedJob; onClose: () => void }) {
    const translate = useTranslate();
    const state = entry.state ? jobStateName(entry.state) : messages.jobs.requestedState;
    const record =
        entry.resource && entry.target_id != null
            ? `${translate(`resources.${entry.resource}.name`, { smart_count: 1 })} ${entry.target_id}`
            : null;
    return (
        <Box
            component="li"
            aria-label={`${entry.label}${entry.job_id != null ? ` (job ${entry.job_id})` : ''}, ${state}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                    {entry.label}
                </Typography>
                {record && <Link to={`/${entry.resource}/${entry.target_id}`}>{record}</Link>}
                <Chip
                    size="small"
                    label={state}
                    color={entry.state ? STATE_COLOURS[entry.state] : 'default'}
                    sx={{ ml: 'auto' }}
                />
            </Box>
            <Typography variant="body2" color="text.secondary">
                {entry.job_id != null && `Job ${entry.job_id} · `}
                {`started ${formatTime(entry.created, 'mountain')}`}
            </Typography>
            {!entry.state && (
                <Typography variant="body2" color="text.secondary">
                    {messages.jobs.notFollowed}
                </Typography>
            )}
            {entry.state === 'DONE' && entry.kind === 'sales' && entry.job_id != null && (
                <Link to={salesReportLink(entry.job_id)} onClick={onClose}>
                    {messages.jobs.openReport}
                </Link>
            )}
            {entry.error && (
                <Typography variant="body2" color="error">
                    {entry.error}
                </Typography>
            )}
        </Box>
    );
}

/**
 * The job centre on a server that lists no jobs (no `jobs` capability): the jobs this browser
 * started, those with a §7 poller (sales report, sales export) followed while they run.
 */
export default function StartedJobsList({ onClose }: { onClose: () => void }) {
    const dataProvider = useConsoleDataProvider();
    const entries = useStartedJobs();
    const running = entries.filter(stillRunning);
    useQuery({
        queryKey: [...JOBS_QUERY_KEY, 'started-here', running.map(e => e.job_id).join(',')],
        queryFn: async () => {
            for (const e of running)
                recordJobState(await dataProvider.call(e.kind === 'sales' ? salesJob : salesExportJob, e.job_id!));
            return running.length;
        },
        enabled: running.length > 0,
        refetchInterval: JOB_POLL_MS,
    });
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {messages.jobs.startedHere}
            </Typography>
            {entries.length === 0 ? (
                <Typography color="text.secondary">{noJobsText(myStartableKinds(), true)}</Typography>
            ) : (
                <Box
                    component="ul"
                    aria-label="Your jobs"
                    sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
                >
                    {entries.map(e => (
                        <StartedJobRow key={e.key} entry={e} onClose={onClose} />
                    ))}
                </Box>
            )}
        </>
    );
}
