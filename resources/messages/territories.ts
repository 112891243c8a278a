/** The `territories` messages of the catalogue (../messages.ts gathers every section): a track's Territories tab. */
export const territories = {
    saved: 'Territories saved',
    /** `territories`, `tracks`: counted (`countOf`): "1 territory", "2 tracks". */
    timesSet: 'Times set on {territories}',
    releaseTimesConfirm: 'Set these times on {where} for every track of the release?',
    releaseEveryTerritory: 'every territory the tracks have',
    releaseTimesSet: 'Times set on {territories} of {tracks}',
    releaseChosen: '{territories} chosen: only these',
    releaseNoneChosen: 'None chosen: every territory the tracks already have',
} as const;
