/** The `jobs` messages of the catalogue: started jobs on a server that does not list them (capability `jobs`). */
export const jobs = {
    requested: '{what} requested. This server does not report how it goes, so the console does not follow it.',
    requestedState: 'Requested',
    startedHere: 'This server does not list jobs: these are the ones started in this browser.',
    noneStartedHere: 'No jobs started in this browser yet. Re-encodes and other long tasks you start show here.',
    notFollowed: 'Not followed: this server does not report its progress.',
    exportNoDownload:
        'Sales export started as job {id}. The job centre follows it, but this server does not offer its file for download in the console.',
} as const;
