/** The `conflict` messages of the catalogue (../messages.ts gathers every section). */
export const conflict = {
    stale: 'This record was changed by someone else since you opened it.',
    title: 'Changed by someone else',
    theirs: 'Changed meanwhile',
    yours: 'Your unsaved changes',
    reload: 'Reload',
    overwrite: 'Overwrite',
    overwriteConfirm:
        'Save your changes over theirs? The fields you changed take your values; their other changes stay.',
} as const;
