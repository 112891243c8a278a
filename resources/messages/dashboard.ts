/** The `dashboard` messages of the catalogue (../messages.ts gathers every section). */
export const dashboard = {
    asOf: 'Figures as of {day} (UTC).',
} as const;
