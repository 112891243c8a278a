/**
 * The `actions` messages of the catalogue: what the generic operation button (src/views/OperationAction.tsx)
 * says for each record action that declares no screen of its own. Placeholders: {id} the record,
 (for an action that opens what it made, the new record), {job} the started job, {error} the failure, {progress} a running job's percentage (with its space).
 */
import { curation } from './curation';
import { errors } from './errors';

export interface ActionNotices {
    /** The call was sent and (with a job) the job started. */
    started?: string;
    /** Everything ended well (the job done, or the call answered when it starts none). */
    done: string;
    /** The call or its job failed. */
    failed: string;
    /** The job failed, when that is said otherwise than a failed call (absent: `failed`). */
    jobFailed?: string;
    /** What a job the console cannot follow is called in "… requested" (absent: the job kind's name and the record). */
    requested?: string;
    /** The button's label while its job runs. */
    running?: string;
}

export const actions = {
    reencodeTrack: {
        started: 'Encode job {job} started',
        done: 'Encode job {job} is done',
        failed: errors.reencode,
        running: 'Re-encoding{progress}',
    },
    reencodeRelease: {
        started: 'Encode job {job} started',
        done: 'Encode job {job} is done',
        failed: errors.reencode,
        running: 'Re-encoding{progress}',
    },
    encodeOnDemand: {
        started: 'Encode job {job} started',
        done: 'On-demand Encode of release {id} is done',
        failed: `${errors.encodeStart} {error}`,
        jobFailed: '{error}',
        requested: 'On-demand Encode of release {id}',
        running: 'On-demand Encode: running{progress}',
    },
    encodeBeatdrop: {
        started: 'Encode job {job} started',
        done: 'Beatdrop Encode of release {id} is done',
        failed: `${errors.encodeStart} {error}`,
        jobFailed: '{error}',
        requested: 'Beatdrop Encode of release {id}',
        running: 'Beatdrop Encode: running{progress}',
    },
    resubmitDelivery: {
        started: 'Resubmitted delivery {id}',
        done: 'Delivery {id} was ingested',
        failed: 'Delivery {id} was not ingested: {error}',
        requested: 'Ingestion of delivery {id}',
        running: 'Ingesting{progress}',
    },
    duplicatePageModule: {
        done: curation.duplicated,
        failed: 'Error during module create/update: {error}',
    },
} satisfies Record<string, ActionNotices>;
