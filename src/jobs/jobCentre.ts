/**
 * The job centre's words and links: when it lists nothing, the kinds of job this user may start
 * (issue 40: a text is true for the person reading it), from the operations that declare the job
 * they start; a finished sales report opens on the sales page.
 */
import { JOB_KINDS, type JobKind } from '../../resources/jobs/jobs';
import { OPERATIONS, operationAllowed, type AnyOperation } from '../../resources/operations';
import { currentGrants } from '../../authProvider';
import { isOffered } from '../lib/capabilities';
import { fill, messages } from '../../resources/messages';

/** The kinds of job started by the operations `allowed` lets this user call, in declaration order. */
export function startableKinds(operations: readonly AnyOperation[], allowed: (op: AnyOperation) => boolean): JobKind[] {
    const kinds = operations.flatMap(op => (op.job && allowed(op) ? [op.job] : []));
    return [...new Set(kinds)];
}

/** "Track re-encodes, release encodes and sales reports". */
function kindList(kinds: readonly JobKind[]): string {
    const names = [...new Set(kinds.map(k => `${JOB_KINDS[k].label}s`))].map((name, i) =>
        i === 0 ? name : name.charAt(0).toLowerCase() + name.slice(1)
    );
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
}

/** The empty job centre's words for a user who may start `kinds` (`here`: the list of this browser's). */
export const noJobsText = (kinds: readonly JobKind[], here = false): string =>
    kinds.length
        ? fill(here ? messages.jobs.noneStartedHere : messages.jobs.noneYet, { kinds: kindList(kinds) })
        : messages.jobs.noneToStart;

/** The kinds the signed-in user may start on this server. */
export const myStartableKinds = (): JobKind[] =>
    startableKinds(OPERATIONS, op => operationAllowed(op, currentGrants()) && isOffered(op.spec));

/** Where a finished sales report opens (the sales page reads the job's report again: jobs/sales/{id}). */
export const salesReportLink = (jobId: number): string => `/sales?job=${jobId}`;
