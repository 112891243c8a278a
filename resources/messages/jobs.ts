/** The `jobs` messages of the catalogue: the job centre, and started jobs on a server that does not list them (capability `jobs`). */

/** Kinds of job as a person names several of them ("The encodes and sales reports you start …"); ../jobs/startable.ts groups the kinds. */
const kindGroups = {
    encode: 'encodes',
    ingest: 'delivery ingests',
    sales: 'sales reports',
    export: 'sales exports',
};

export const jobs = {
    noneYet: 'No jobs yet.',
    startedShowHere: 'The {kinds} you start show here.',
    kindGroups,
    requested: '{what} requested. This server does not report how it goes, so the console does not follow it.',
    requestedState: 'Requested',
    startedHere: 'This server does not list jobs: these are the ones started in this browser.',
    noneStartedHere: 'No jobs started in this browser yet. Re-encodes and other long tasks you start show here.',
    notFollowed: 'Not followed: this server does not report its progress.',
    exportNoDownload:
        'Sales export started as job {id}. The job centre follows it, but this server does not offer its file for download in the console.',
} as const;
