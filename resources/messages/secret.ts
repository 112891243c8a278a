/** The `secret` messages of the catalogue (../messages.ts gathers every section). */
export const secret = {
    hidden: 'Hidden: reveal it to read or copy it',
    reveal: 'Reveal',
    hide: 'Hide',
} as const;
