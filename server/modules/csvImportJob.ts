/**
 * A big CSV import (issue 45: over IMPORT_JOB_ROWS rows) applied by the job worker: the dry run,
 * then the apply as one bulk change, as its owner would make them now (grants and tenancy read
 * again from the users table). Its file is the import's answer, which the dialog reads when it ends.
 */
import type { ImportAnswer } from '../../resources/csvImport';
import { fill } from '../../resources/messages/fill';
import { csvImport as m } from '../../resources/messages/csvImport';
import { P } from '../../resources/permissions';
import { writeAccessFor } from '../../resources/schema';
import { stmt } from '../db';
import { allowed, makePrincipal } from '../core/access';
import { applyImport, previewImport, type ImportJobParams } from '../core/csvImport';
import { JobFailure, type JobHandler } from '../core/jobHandler';
import { mountedCollections } from '../core/references';

export const IMPORT_RESULT_FILE = 'import-result.json';

const csvImportJob: JobHandler = {
    // The route checks who may write the records; retrying is its owner's (or an admin's) own job again.
    access: P.ANY_USER,
    // The apply is one transaction, but a second run would be a second bulk: a cut-off run fails with its reason.
    resumable: false,
    async run({ db, job, params, progress, pause }) {
        const { resource, lines } = params as unknown as ImportJobParams;
        const c = mountedCollections().find(x => x.def.name === resource);
        const user = stmt(db, 'SELECT * FROM users WHERE id = ?').get(job.owner_id) as
            Parameters<typeof makePrincipal>[0] | undefined;
        const p = user && makePrincipal(user);
        if (!c || !p || !allowed(p, c.def.access) || !allowed(p, writeAccessFor(c.def, 'update')))
            throw new JobFailure(fill(m.jobCannotRun, { resource }));
        progress(5);
        await pause();
        const preview = previewImport(c, db, p, lines);
        // The dry run and the apply are each one transaction: the centre sees the halfway mark between them.
        progress(50);
        await pause();
        const answer: ImportAnswer = applyImport(c, db, p, lines, preview);
        return { file: { name: IMPORT_RESULT_FILE, body: JSON.stringify(answer) } };
    },
};
export default csvImportJob;
