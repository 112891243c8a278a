/** The `jobs` messages of the catalogue: the job centre, and started jobs on a server that does not list them (capability `jobs`). */

/** Kinds of job as a person names several of them ("The encodes and sales reports you start …"); each kind names its group in JOB_KINDS (../jobs/jobs.ts). */
export const kindGroups = {
    encode: 'encodes',
    ingest: 'delivery ingests',
    sales: 'sales reports',
    export: 'sales exports',
    import: 'CSV imports',
};

export const jobs = {
    // The top bar's button and its panel, named as the other messages name it (walk 59: "Jobs" was not "the job centre").
    centre: 'Job centre',
    centreRunning: 'Job centre: {count} running',
    noneYet: 'No jobs yet.',
    startedShowHere: 'The {kinds} you start show here.',
    kindGroups,
    requested: '{what} requested. This server does not report how it goes, so the console does not follow it.',
    requestedState: 'Requested',
    startedHere: 'This server does not list jobs: these are the ones started in this browser.',
    noneStartedHere: 'No jobs started in this browser yet.',
    notFollowed: 'Not followed: this server does not report its progress.',
    exportNoDownload:
        'Sales export started as job {id}. The job centre follows it, but this server does not offer its file for download in the console.',
    /** After a poll of a running job that got no answer (the console keeps asking until the job's own timeout). */
    stillFollowing: 'Still following the job: the console keeps asking.',
    openReport: 'Open the report',
    /** /sales?job={id}: the report of a job that is not a finished sales report. */
    noReport: 'Job {id} holds no sales report to show.',
} as const;
