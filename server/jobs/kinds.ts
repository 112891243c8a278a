/**
 * The one place a kind of job registers its handler (sales, exports and re-ingest join here). It sits
 * in jobs/, above the modules whose handlers it gathers, so no module imports another for them.
 */
import type { JobKind } from '../../resources/jobs/jobs';
import type { JobHandler } from '../core/jobHandler';
import csvImport from '../modules/csvImportJob';
import deliveryIngest from '../modules/deliveries/ingestJob';
import reencode from '../modules/tracks/reencodeJob';
import { releaseEncode, releaseReencode, releaseTracksEncode } from '../modules/releaseEncodeJob';
import { salesExportJob, salesJob } from '../modules/sales/salesJobs';

export const JOB_HANDLERS: Record<JobKind, JobHandler> = {
    reencode,
    'release-encode': releaseEncode,
    'release-tracks-encode': releaseTracksEncode,
    'release-reencode': releaseReencode,
    'delivery-ingest': deliveryIngest,
    sales: salesJob,
    'sales-export': salesExportJob,
    'csv-import': csvImport,
};
