/** The `history` messages of the catalogue (../messages.ts gathers every section). */
export const history = {
    tab: 'History',
    empty: 'No changes recorded yet.',
} as const;
