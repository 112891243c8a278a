/** The `musicProfile` messages of the catalogue (../messages.ts gathers every section). */
export const musicProfile = {
    pullImage: 'Pull image from music profile',
    replaceImage: 'Replace the artist’s image with the music-profile image?',
    imagePulled: 'Image pulled from the music profile',
    needsPartner: 'Save a music-profile partner ID first.',
    syncLabel: 'Sync Enabled',
    stopSync: 'Turn sync off? The music-profile partner ID and its mapped profiles are removed from this artist.',
    syncOn: 'Sync with the music profile turned on',
    syncOff: 'Sync with the music profile turned off',
} as const;
