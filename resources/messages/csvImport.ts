/** The `csvImport` messages of the catalogue (../messages.ts gathers every section): CSV import with a dry run (issue 45). */
export const csvImport = {
    // The file as a whole (400 `{detail}`).
    empty: 'The file has no rows: its first row names the columns and each row after it changes one record.',
    tooManyRows: 'The file has {count} rows; an import takes up to {max}. Split it and import each part.',
    noKey: 'The first row names no {key} column: each row needs the record it changes.',
    unknownColumn: 'Column "{column}" names no field of {resource}: use a field name or its label.',
    notImportable: 'Column "{column}" cannot be imported: {field} is not set from a file.',
    twiceColumn: 'Column "{column}" appears twice.',
    unreadable: 'The file could not be read as CSV (line {line}: {problem}).',
    expectedCsv: 'Send the CSV as text/csv or as the file of a multipart form.',
    // One row.
    noRecord: 'No {resource} with {key} {value} that you may change.',
    missingKey: 'The row names no record: its {key} is empty.',
    sameRecord: 'Line {line} already changes this record.',
    // A big file's job.
    jobCannotRun:
        'The import of {resource} cannot run: its list is gone, or its owner may no longer change these records.',
    // The console.
    button: 'Import CSV',
    title: 'Import {resource} from CSV',
    choose: 'Choose a CSV file',
    help: 'The first row names the columns (field names or labels) and one names the record: {keys}. Empty cells change nothing. Nothing is written until you apply.',
    columns: 'Columns a file may change: {columns}.',
    reading: 'Reading the file…',
    summary: '{change} to change, {unchanged} unchanged, {refused} refused, {unknown} unknown',
    line: 'Line',
    field: 'Field',
    change: 'Before → after',
    reason: 'Refused because',
    downloadRefused: 'Download refused rows',
    apply: 'Apply the changes to {count} records',
    applyOne: 'Apply the change to 1 record',
    nothing: 'Nothing in this file changes a record.',
    applied: 'Imported: {count} records changed as one bulk change.',
    openHistory: 'Open its history',
    // A partner has no History tab: the store's staff revert a whole import.
    undoByStaff: 'To undo it as a whole, ask the store: it is one change in the records’ history.',
    queued: 'The import runs as a job: follow it in the job centre.',
    noAnswer:
        'The server’s answer could not be read, so nothing is shown as done. A record’s History says whether the import was applied.',
    progress: 'Applying the file as a job: {progress}% done.',
    moreRows: 'and {count} more rows',
    close: 'Close',
} as const;
