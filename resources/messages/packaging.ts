/** The `packaging` messages of the catalogue (../messages.ts gathers every section). */
export const packaging = {
    coverRequired: 'Choose the cover art (at least 500x500 and square)',
    audioRequired: 'Choose the audio file (wav, flac or aiff)',
    trackRequired: 'A package needs at least one track',
    tooManyTracks: 'A package holds at most {max} tracks',
    resumeDraft: 'Resume draft from {date}',
    discardDraft: 'Discard this draft? What it holds will be deleted.',
    draftSaved: 'Draft saved {time}',
    draftSaving: 'Saving draft…',
    draftFailed: 'The draft could not be saved: {error}',
    filesNotKept: 'Files are not kept in a draft: choose the cover art and audio files again.',
    fixStep: 'Fix the highlighted fields to continue.',
    created: 'Package created: release {id} with {tracks}. Encoding has started.',
    draftTooLarge: 'A draft holds at most {max} characters',
    artistRequired: 'Choose at least one artist of the release',
    tooManyArtists: 'At most {max} artists',
    unknownArtist: 'Unknown artist: {id}',
    trackArtistsHint: 'Empty: the release’s artists',
    bySpecCalls:
        'This server has no packaging call: the release, its cover art and its tracks are created one by one. Audio files and artists cannot be sent this way, so they are not asked for here, and drafts are not kept. Add the audio and the artists on the release and its tracks afterwards.',
    bySpecCallsPartly:
        'Release {id} and {count} of its tracks were created before this. Fix what was refused and press Create package again: the rest is sent, and nothing is created twice (change the release’s own details on the release).',
    createdBySpecCalls:
        'Release {id} created with {tracks} and its cover art. Their audio files and artists were not sent: add them on the release and its tracks.',
    fixEarlierStep:
        'Fix the highlighted fields to continue: every step is checked again before the package is created.',
} as const;
