/** The `edit` messages of the catalogue (../messages.ts gathers every section): nothing typed is lost. */
export const edit = {
    notRefreshed: 'This record could not be refreshed: {error}',
    kept: 'What you typed is kept.',
    retryUpload: 'Upload {file} again',
    // An image is stored as it is uploaded: no Save follows, so the person is told it is kept.
    imageStored: '{label} uploaded and saved.',
    sessionEnded: 'your session ended. Sign in again, then retry.',
    // Under a tab of images only: no greyed Save that suggests something is left to save.
    imagesSaveThemselves: 'An image is saved as soon as it is uploaded: there is nothing to Save here.',
    /** An image rule's size, as people say it ("500 × 500 pixels"). */
    imageSize: '{width} × {height} pixels',
    imageAtLeast: 'At least {size}',
} as const;
