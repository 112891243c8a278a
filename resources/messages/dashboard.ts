/** The `dashboard` messages of the catalogue (../messages.ts gathers every section). */
export const dashboard = {
    asOf: 'Figures as of {day} (UTC).',
    /** Sales count every store's, whichever brand the user works in (as the Sales page does unfiltered). */
    salesSpan: 'Net, {from} to {to}, Download Store and DJ Store together',
} as const;
