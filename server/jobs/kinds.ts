/** The one place a kind of job registers its handler (sales, exports and re-ingest join here). */
import type { JobKind } from '../../resources/jobs/jobs';
import type { JobHandler } from './handler';
import deliveryIngest from './kinds/deliveryIngest';
import reencode from './kinds/reencode';
import { releaseEncode, releaseReencode, releaseTracksEncode } from './kinds/releaseEncode';
import { salesExportJob, salesJob } from './kinds/sales';

export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
    reencode,
    'release-encode': releaseEncode,
    'release-tracks-encode': releaseTracksEncode,
    'release-reencode': releaseReencode,
    'delivery-ingest': deliveryIngest,
    sales: salesJob,
    'sales-export': salesExportJob,
};
