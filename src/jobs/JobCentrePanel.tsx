import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { JOB_POLL_MS } from '../../resources/constants';
import { formatDuration, jobDurationSeconds, jobStateName, type Job, type JobState } from '../../resources/jobs/jobs';
import { messages } from '../../resources/messages';
import { loadingOrFailed } from '../components/LoadFailed';
import { formatTime } from '../lib/time';
import { errorDetail } from '../views/errors';
import { JOBS_QUERY_KEY } from './useJob';
import { saveBlob } from '../lib/saveBlob';
import { downloadJobFile, listJobs, retryJob } from '../../resources/operations/jobs';
import { useCapability } from '../lib/capabilities';
import StartedJobsList from './StartedJobsList';
import { myStartableKinds, noJobsText, salesReportLink } from './jobCentre';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

const RECENT = 20;
const STATE_COLOURS: Record<JobState, 'default' | 'info' | 'success' | 'error'> = {
    QUEUED: 'default',
    RUNNING: 'info',
    DONE: 'success',
    FAILED: 'error',
};

function JobRow({ job, onClose }: { job: Job; onClose: () => void }) {
    const translate = useTranslate();
    const dataProvider = useConsoleDataProvider();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const [busy, setBusy] = useState(false);
    const seconds = jobDurationSeconds(job);
    const record =
        job.resource && job.target_id != null
            ? `${translate(`resources.${job.resource}.name`, { smart_count: 1 })} ${job.target_id}`
            : null;
    async function retry() {
        setBusy(true);
        try {
            await dataProvider.call(retryJob, job.id);
            await queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }
    async function download() {
        try {
            saveBlob(await dataProvider.call(downloadJobFile, job.id), job.file_name ?? `job-${job.id}`);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    }
    return (
        <Box
            component="li"
            aria-label={`Job ${job.id}: ${job.label}, ${jobStateName(job.state)}`}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">
                    {job.label}
                </Typography>
                {record && <Link to={`/${job.resource}/${job.target_id}`}>{record}</Link>}
                <Chip
                    size="small"
                    label={jobStateName(job.state)}
                    color={STATE_COLOURS[job.state]}
                    sx={{ ml: 'auto' }}
                />
            </Box>
            {job.state === 'RUNNING' && (
                <LinearProgress
                    variant={job.progress == null ? 'indeterminate' : 'determinate'}
                    value={job.progress ?? undefined}
                    aria-label={`Job ${job.id} progress`}
                    sx={{ my: 0.5 }}
                />
            )}
            <Typography variant="body2" color="text.secondary">
                {`Job ${job.id} · started ${formatTime(job.created, 'mountain')}`}
                {seconds != null && ` · ${formatDuration(seconds)}`}
                {job.progress != null && job.state === 'RUNNING' && ` · ${job.progress}%`}
                {job.child_job_id && ` · continued as job ${job.child_job_id}`}
                {job.owner && ` · ${job.owner.name}`}
            </Typography>
            {job.error && (
                <Typography variant="body2" color="error">
                    {job.error}
                </Typography>
            )}
            {job.state === 'FAILED' && (
                <Button label={`Retry job ${job.id}`} onClick={() => void retry()} disabled={busy} />
            )}
            {job.state === 'DONE' && job.kind === 'sales' && (
                <Link to={salesReportLink(job.id)} onClick={onClose}>
                    {messages.jobs.openReport}
                </Link>
            )}
            {job.state === 'DONE' && job.has_file && (
                <Button label={`Download job ${job.id}'s file`} onClick={() => void download()} />
            )}
        </Box>
    );
}

/** The user's running and recent jobs, from the server (so a reload or another tab sees the same). */
function ListedJobs({ onClose }: { onClose: () => void }) {
    const dataProvider = useConsoleDataProvider();
    const query = useQuery({
        queryKey: [...JOBS_QUERY_KEY, 'recent'],
        queryFn: () => dataProvider.call(listJobs, undefined, undefined, { query: { per_page: RECENT } }),
        refetchInterval: q =>
            q.state.data?.results.some(j => j.state === 'QUEUED' || j.state === 'RUNNING') ? JOB_POLL_MS : false,
    });
    const { data } = query;
    return (
        <>
            {loadingOrFailed(query, messages.load.jobs)}
            {data && !data.results.length && (
                <Typography color="text.secondary">{noJobsText(myStartableKinds())}</Typography>
            )}
            {data && data.results.length > 0 && (
                <Box
                    component="ul"
                    aria-label="Your jobs"
                    sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: '60vh', overflowY: 'auto' }}
                >
                    {data.results.map(j => (
                        <JobRow key={j.id} job={j} onClose={onClose} />
                    ))}
                </Box>
            )}
        </>
    );
}

/** The job centre: the server's list of jobs, or (where it lists none) the jobs started in this browser. */
export default function JobCentrePanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
    const listed = useCapability('jobs');
    return (
        <Popover
            open
            anchorEl={anchor}
            onClose={onClose}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            slotProps={{
                paper: {
                    role: 'dialog',
                    'aria-labelledby': 'job-centre-title',
                    sx: { width: 420, maxWidth: '95vw', p: 2 },
                },
            }}
        >
            <Typography id="job-centre-title" variant="h6" component="h2">
                {messages.jobs.centre}
            </Typography>
            {listed ? <ListedJobs onClose={onClose} /> : <StartedJobsList onClose={onClose} />}
        </Popover>
    );
}
