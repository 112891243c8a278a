/**
 * How often the app bar's count of running jobs asks the server again (issue 43: it asked every
 * 15 s all day long). Every second while a job runs (its end shows at once); every 15 s while the
 * job centre is open (what the person is looking at); otherwise only on a return to the tab
 * (react-query's refetch on focus), at once after the console's own write that starts a job, and
 * every 5 minutes as a backstop: a job started elsewhere (another tab, another computer) shows on
 * the return to this tab, or within 5 minutes while this tab stays in front.
 */
import { JOB_POLL_MS } from '../../resources/constants';
import type { SentWrite } from '../../dataProvider/types';
import { asJob } from './startedJobs';

export const OPEN_CENTRE_POLL_MS = 15_000;
export const BACKSTOP_POLL_MS = 5 * 60_000;

/** The count's next poll, in ms, from the last count and whether the job centre is open. */
export function jobCountPollMs({ running, centreOpen }: { running: number; centreOpen: boolean }): number {
    if (running > 0) return JOB_POLL_MS;
    return centreOpen ? OPEN_CENTRE_POLL_MS : BACKSTOP_POLL_MS;
}

/** Whether a write of the console's own started a job (its answer is one): the count is asked again. */
export const startedAJob = (sent: SentWrite): boolean => asJob(sent.answer) !== null;
