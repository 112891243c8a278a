/** The `hints` messages of the catalogue (../messages.ts gathers every section). */
export const hints = {
    amountIn: 'Amount in {currency}',
    chooseCurrency: 'Amount in the currency chosen under {field}',
    mountainDays: 'Days in Mountain time',
    /** Beside a date filter's label, where a hint does not fit: as times show MST or MDT. */
    mountainShort: 'MT',
    trackArtists: 'A track’s artists come with its delivery or its package; they are not changed on the track.',
} as const;
