/** The `bulkEdit` messages of the catalogue (../messages.ts gathers every section). */
export const bulkEdit = {
    preview: 'Preview',
    addField: 'Add another field',
    apply: 'Apply to {count} records',
    next: 'New',
    refused: 'Refused',
    nothing: 'None of the chosen records can take this change.',
    back: 'Back',
    record: 'Record',
    emptyReference: 'Empty: none for every chosen record',
} as const;
