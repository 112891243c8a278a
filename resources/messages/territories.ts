/** The `territories` messages of the catalogue (../messages.ts gathers every section): a track's Territories tab. */
export const territories = {
    saved: 'Territories saved',
    timesSet: 'Times set on {territories} territories',
    releaseTimesConfirm: 'Set these times on {where} for every track of the release?',
    releaseEveryTerritory: 'every territory the tracks have',
    releaseTimesSet: 'Times set on {territories} territories of {tracks} tracks',
} as const;
