/**
 * The kinds of job a user may start, from the operations that start one (`job` on the declaration):
 * what the job centre and the help may promise them, and nothing more.
 */
import { messages } from '../messages';
import type { AnyOperation } from '../operations/define';
import { JOB_KINDS, type JobKind } from './jobs';

/** The job kinds started by the operations `allowed` lets this user call, in declaration order. */
export function startableJobKinds(
    operations: readonly AnyOperation[],
    allowed: (op: AnyOperation) => boolean
): JobKind[] {
    return [...new Set(operations.filter(op => op.job && allowed(op)).map(op => op.job!))];
}

/** "encodes, delivery ingests and sales reports": each name once, in order. */
export function jobKindsText(kinds: readonly JobKind[]): string {
    const names = [...new Set(kinds.map(k => messages.jobs.kindGroups[JOB_KINDS[k].group]))];
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
