import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { JOBS_QUERY_KEY } from '../jobs/useJob';
import { listJobs } from '../../resources/operations/jobs';
import { useCapability } from '../lib/capabilities';
import { stillRunning } from '../jobs/startedJobs';
import { useStartedJobs } from '../jobs/startedJobsStore';
import { countSx } from './countSx';
import { jobCountPollMs, startedAJob } from '../jobs/jobCountPoll';
import { onWrite } from '../freshness';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';
import { fill, messages } from '../../resources/messages';

const JobCentrePanel = lazy(() => import('../jobs/JobCentrePanel'));
const ACTIVE_KEY = [...JOBS_QUERY_KEY, 'active'];

/** The app bar's job centre: a badge of the user's running jobs; opens their recent jobs. */
export default function JobCentreButton() {
    const dataProvider = useConsoleDataProvider();
    // The button the panel opens from, while it is open.
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    // A server that lists no jobs is not asked: the count is of the jobs this browser follows.
    const listed = useCapability('jobs');
    const startedHere = useStartedJobs();
    const queryClient = useQueryClient();
    // Asked again at once after a write of the console's own that started a job (src/jobs/jobCountPoll.ts).
    useEffect(
        () =>
            onWrite((_, sent) => {
                if (startedAJob(sent)) void queryClient.invalidateQueries({ queryKey: ACTIVE_KEY });
            }),
        [queryClient]
    );
    const { data: counted = 0 } = useQuery({
        queryKey: ACTIVE_KEY,
        queryFn: async () =>
            (await dataProvider.call(listJobs, undefined, undefined, { query: { active: 'true', per_page: 1 } })).count,
        refetchInterval: q => jobCountPollMs({ running: q.state.data ?? 0, centreOpen: !!anchor }),
        enabled: listed,
    });
    const running = listed ? counted : startedHere.filter(stillRunning).length;
    const label = running ? fill(messages.jobs.centreRunning, { count: running }) : messages.jobs.centre;
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="dialog"
                    aria-expanded={!!anchor}
                    onClick={e => setAnchor(e.currentTarget)}
                >
                    {/* No badge at all when nothing runs: a hidden "0" still counts as the button's text. */}
                    {running ? (
                        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
                            <WorkHistoryIcon />
                            <Box component="span" aria-hidden sx={countSx}>
                                {running}
                            </Box>
                        </Box>
                    ) : (
                        <WorkHistoryIcon />
                    )}
                </IconButton>
            </Tooltip>
            {anchor && (
                <Suspense fallback={null}>
                    <JobCentrePanel anchor={anchor} onClose={() => setAnchor(null)} />
                </Suspense>
            )}
        </>
    );
}
