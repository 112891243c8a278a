/** The `search` messages of the catalogue (../messages.ts gathers every section). */
export const search = {
    title: 'Search',
    chooseType: 'Choose what to search for from the list of types.',
    nothingToSearch: 'There is nothing you may search yet.',
    types: 'Search types',
    showTypes: 'Show search types',
    hideTypes: 'Hide search types',
    reset: 'Reset to defaults',
    boxLabel: 'Search the catalog',
    boxPlaceholder: 'Title, ISRC, UPC, GUID or catalog no.',
    noMatch: 'Nothing found.',
    noRecord: 'No track, release or label with {identifier} {value}.',
    /** A partner sees only its own catalogue: nothing found there is not the same as nothing in the store (walk S14). */
    noRecordPartner: 'Nothing in your catalogue has {identifier} {value}.',
    resultsFor: 'Results for “{q}”',
    noResults: 'Nothing matches “{q}” in what you may search. Try fewer words, or choose a type to filter.',
} as const;
