/** The job centre's empty text says what this user may start (issue 40), from the operations' declared jobs. */
import { describe, expect, it } from 'vitest';
import { noJobsText } from '../../src/jobs/jobCentre';
import { startableJobKinds } from '../../resources/jobs/startable';
import { OPERATIONS, operationAllowed } from '../../resources/operations';
import { grantsOf } from '../../resources/permissions';
import { messages } from '../../resources/messages';

const as = (scope: string) => {
    const grants = grantsOf({ scope, feature: [], brand: 'download' });
    return startableJobKinds(OPERATIONS, op => operationAllowed(op, grants));
};

describe('what the empty job centre says', () => {
    it('names the kinds of job a role may start', () => {
        expect(noJobsText(as('app:staff staff:content_ops'))).toBe(
            'No jobs yet. The encodes and delivery ingests you start show here.'
        );
        // A delivery resubmit (spec §6: label_mgmt too) starts ingests.
        expect(noJobsText(as('app:staff staff:label_mgmt'))).toBe(
            'No jobs yet. The delivery ingests you start show here.'
        );
        expect(noJobsText(as('app:staff staff:finance'))).toBe(
            'No jobs yet. The sales reports and sales exports you start show here.'
        );
        expect(noJobsText(as('app:staff staff:finance'), true)).toBe(
            'No jobs started in this browser yet. The sales reports and sales exports you start show here.'
        );
    });

    it('promises nothing to a role that starts none', () => {
        expect(as('app:staff staff:support')).toEqual([]);
        expect(noJobsText(as('app:staff staff:support'))).toBe(messages.jobs.noneYet);
    });
});
