/** The `jobs` messages of the catalogue: started jobs on a server that does not list them (capability `jobs`). */
export const jobs = {
    requested: '{what} requested. This server does not report how it goes, so the console does not follow it.',
    requestedState: 'Requested',
    startedHere: 'This server does not list jobs: these are the ones started in this browser.',
    noneStartedHere: 'No jobs started in this browser yet. {kinds} you start show here.',
    notFollowed: 'Not followed: this server does not report its progress.',
    exportNoDownload:
        'Sales export started as job {id}. The job centre follows it, but this server does not offer its file for download in the console.',
    /** After a poll of a running job that got no answer (the console keeps asking until the job's own timeout). */
    stillFollowing: 'Still following the job: the console keeps asking.',
    /** The job centre's empty list, from what the user may start ({kinds}: "Track re-encodes and sales reports"). */
    noneYet: 'No jobs yet. {kinds} you start show here.',
    /** …and for a user who may start none. */
    noneToStart: 'No jobs. Long tasks (re-encodes, encodes, sales reports) are started by other roles; you start none.',
    openReport: 'Open the report',
    /** /sales?job={id}: the report of a job that is not a finished sales report. */
    noReport: 'Job {id} holds no sales report to show.',
} as const;
