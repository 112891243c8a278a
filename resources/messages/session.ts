/** The `session` messages of the catalogue (../messages.ts gathers every section). */
export const session = {
    restore: 'Restore your unsaved changes to {name}?',
    restoreButton: 'Restore',
    discardButton: 'Discard',
} as const;
