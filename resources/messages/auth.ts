/** The `auth` messages of the catalogue (../messages.ts gathers every section). */
export const auth = {
    failed: 'Authorization failed. Please try again.',
} as const;
