/** The one place a kind of job registers its handler (sales, exports and re-ingest join here). */
import type { JobKind } from '../../resources/jobs/jobs';
import type { JobHandler } from '../core/jobHandler';
import csvImport from './csvImportJob';
import deliveryIngest from './deliveries/ingestJob';
import reencode from './tracks/reencodeJob';
import { releaseEncode, releaseReencode, releaseTracksEncode } from './releaseEncodeJob';
import { salesExportJob, salesJob } from './sales/salesJobs';

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
