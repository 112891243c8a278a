/** The `edit` messages of the catalogue (../messages.ts gathers every section): nothing typed is lost. */
export const edit = {
    notRefreshed: 'This record could not be refreshed: {error}',
    kept: 'What you typed is kept.',
    retryUpload: 'Upload {file} again',
    // An image is stored as it is uploaded: no Save follows, so the person is told it is kept.
    imageStored: '{label} uploaded and saved.',
    sessionEnded: 'your session ended. Sign in again, then retry.',
} as const;
