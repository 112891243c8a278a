/** The `confirm` messages of the catalogue (../messages.ts gathers every section). */
export const confirm = {
    title: 'Confirmation Required',
    cancel: 'Cancel',
    ok: 'OK',
    delete: 'Delete',
    proceed: 'Proceed',
    unsaved: 'You have unsaved changes. Leave this page and lose them?',
    dropTerritories: 'Switch commercial model and drop the unsaved territory changes?',
    removeRowTitle: 'Remove {row}?',
    removeRow: 'What was entered in {row} is not saved yet and will be lost.',
} as const;
