/**
 * The job centre's words and links: when it lists nothing, the kinds of job this user may start
 * (issue 40: a text is true for the person reading it); a finished sales report opens on the sales page.
 */
import type { JobKind } from '../../resources/jobs/jobs';
import { jobKindsText, startableJobKinds } from '../../resources/jobs/startable';
import { OPERATIONS, operationAllowed } from '../../resources/operations';
import { currentGrants } from '../../authProvider';
import { isOffered } from '../lib/capabilities';
import { fill, messages } from '../../resources/messages';

/** The empty job centre's words for a user who may start `kinds` (`here`: the list of this browser's jobs). */
export function noJobsText(kinds: readonly JobKind[], here = false): string {
    const none = here ? messages.jobs.noneStartedHere : messages.jobs.noneYet;
    return kinds.length ? `${none} ${fill(messages.jobs.startedShowHere, { kinds: jobKindsText(kinds) })}` : none;
}

/** The kinds the signed-in user may start on this server. */
export const myStartableKinds = (): JobKind[] =>
    startableJobKinds(OPERATIONS, op => operationAllowed(op, currentGrants()) && isOffered(op.spec));

/** Where a finished sales report opens (the sales page reads the job's report again: jobs/sales/{id}). */
export const salesReportLink = (jobId: number): string => `/sales?job=${jobId}`;
