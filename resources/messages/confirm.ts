/** The `confirm` messages of the catalogue (../messages.ts gathers every section). */
export const confirm = {
    title: 'Confirmation Required',
    cancel: 'Cancel',
    ok: 'OK',
    delete: 'Delete',
    proceed: 'Proceed',
    unsaved: 'You have unsaved changes. Leave this page and lose them?',
    /** A dialog's form closed (Esc, outside, Cancel) with what was typed in it. */
    discardDialog: 'Close without saving? What you typed in this dialog is lost.',
    dropTerritories: 'Switch commercial model and drop the unsaved territory changes?',
    applyAllTerritories: 'Apply these times to all territories?',
    applyAllTerritoriesDropping: 'Apply these times to all territories? The unsaved territory changes are dropped.',
    removeRowTitle: 'Remove {row}?',
    removeRow: 'What was entered in {row} is not saved yet and will be lost.',
    /** Taking a track off a chart or playlist (walk 53: a namesake's mix name was left out, and "Delete" read as deleting the track). */
    removeTrack:
        'Remove track {id} “{title}” from this {noun}? The track stays in the catalogue, and can be added again by its ID.',
    remove: 'Remove',
} as const;
