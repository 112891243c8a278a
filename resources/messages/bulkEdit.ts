/** The `bulkEdit` messages of the catalogue (../messages.ts gathers every section). */
export const bulkEdit = {
    action: 'Edit with preview',
    title: 'Edit {count} records',
    fields: 'Fields to change',
    preview: 'Preview',
    apply: 'Apply to {count} records',
    applied: '{count} records changed',
    current: 'Now',
    next: 'New',
    refused: 'Refused',
    nothing: 'None of the chosen records can take this change.',
    unchanged: 'No change',
} as const;
