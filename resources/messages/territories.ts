/** The `territories` messages of the catalogue (../messages.ts gathers every section): a track's Territories tab. */
export const territories = {
    saved: 'Territories saved',
    timesSet: 'Times set on {territories} territories',
} as const;
