/** The lists' CSV import texts and limits, apart from its logic so the list's button loads none of it. */

/** The engine's import texts, keyed by their English (translated like the declarations' texts). */
export const IMPORT_TEXTS = {
    button: 'Import CSV',
    title: 'Import from CSV',
    choose: 'Choose a CSV file',
    drop: 'or drop one here',
    chosen: '%{name}: %{smart_count} row |||| %{name}: %{smart_count} rows',
    mapping: 'Columns and fields',
    fieldFor: 'Field for the column "%{column}"',
    skip: 'Not imported',
    row: 'Row',
    errors: 'Errors',
    result: 'Result',
    summary: '%{smart_count} valid row, %{invalid} with errors |||| %{smart_count} valid rows, %{invalid} with errors',
    showingFirst: 'Showing the first %{n} rows',
    import: 'Import %{smart_count} valid row |||| Import %{smart_count} valid rows',
    download: 'Download rows with errors',
    added: 'Added',
    addedCount: '%{smart_count} added',
    noRows: 'The file has no rows',
    tooMany: 'A file can hold at most %{n} rows',
    unreadable: 'The file could not be read as CSV',
    errorColumn: 'Error',
    /** A message that does not name its field ("Email: This Field is required"). */
    fieldProblem: '%{field}: %{message}',
    idColumn: 'Record ID',
    sameAsRow: 'Same as row %{row}',
    existingChoice: 'Rows that already exist',
    skipExisting: 'Skip them',
    updateExisting: 'Update them',
    exists: 'Already exists',
    willUpdate: 'Already exists: will be updated',
    updated: 'Updated',
    notSent: '%{smart_count} not sent',
    sending: 'Sending %{done} of %{total}',
    errorsOnly: 'Show rows with errors only',
    noErrors: 'No row has errors',
} as const;

/** Records an import reads to find the rows that are already there (the export's cap). */
export const IMPORT_MATCH_MAX = 10_000;

/** Rows one file may hold: an import is a few hundred records typed elsewhere, not a data migration. */
export const IMPORT_MAX_ROWS = 1000;
