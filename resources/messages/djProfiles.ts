/** The `djProfiles` messages of the catalogue (../messages.ts gathers every section): a DJ profile's Artist tab. */
export const djProfiles = {
    removeArtistConfirm: 'Remove the association between this DJ profile and the artist “{name}”? The artist stays.',
    artistRemoved: 'Artist association removed',
    noArtist: 'No artist is associated with this DJ profile.',
} as const;
