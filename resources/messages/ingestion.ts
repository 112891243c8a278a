/** The `ingestion` messages of the catalogue (../messages.ts gathers every section). */
export const ingestion = {
    ftpUsername:
        'A user name is 3 to 32 lower-case letters, digits, dots, hyphens or underscores, starting with a letter',
    ftpUsernameTaken: 'The FTP user name {username} is already taken',
    ftpPasswordOnce: 'Copy this password now: it is shown only once. A lost password can only be reset.',
    ftpResetConfirm: 'Reset the password of {username}? The old one stops working at once.',
    ftpDisableConfirm: 'Disable {username}? Deliveries through this account stop until it is enabled again.',
    chooseGenre: 'Choose a genre from the list.',
    automatedGenreHelp: 'Used when an ingested release names no genre',
    automatedGenreSet: 'no genre in the delivery: the automated ingestion genre {genre} was used',
    reingestFrom: 'Re-ingest becomes possible at {time}.',
    alreadyIngested: 'This delivery is already ingested: there is nothing to re-ingest.',
    reingestRunning: 'This delivery is being re-ingested now: wait for it to finish.',
    genreOverridden: 'genre overridden for this re-ingest: {genre} (delivered as {delivered})',
    isrcsFixed: 'Every track of the release has an ISRC now.',
    xmlNotReadBack:
        'This server does not send a delivery’s XML back (it only takes a replacement), so the stored XML cannot be shown here.',
    xmlPasteWhole: 'To replace it, paste the whole new XML and press Replace XML.',
    unknownImageUse: 'Unknown image use: {use}',
} as const;
