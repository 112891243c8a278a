/** The job centre's calls: everybody lists and follows their own jobs (admins see every job). */
import type { Job } from '../jobs/jobs';
import { P } from '../permissions';
import type { Paged } from '../wire';
import { defineOperation, returns, type FileAnswer } from './define';

const JOBS = { extension: 'jobs' } as const;

export const listJobs = defineOperation({
    resource: 'jobs',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<Paged<Job>>(),
    spec: JOBS,
});

export const jobStatus = defineOperation({
    resource: 'jobs',
    id: 'status',
    detail: true,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<Job>(),
    spec: JOBS,
});

/** A failed job runs again; who may start its kind may retry it (checked on the job's kind). */
export const retryJob = defineOperation({
    resource: 'jobs',
    id: 'retry',
    detail: true,
    method: 'POST',
    path: 'retry/',
    access: P.ANY_USER,
    result: returns<Job>(),
    spec: JOBS,
});

export const downloadJobFile = defineOperation({
    resource: 'jobs',
    id: 'download',
    detail: true,
    method: 'GET',
    path: 'download/',
    access: P.ANY_USER,
    accept: 'text/csv',
    result: returns<FileAnswer>(),
    spec: JOBS,
});
