/** The `lists` messages of the catalogue (../messages.ts gathers every section). */
export const lists = {
    activeFilters: 'Active filters',
    noneMatch: 'No {name} match the active filters. Remove one to see more:',
    removeFilter: 'Remove filter {filter}',
    clearFilters: 'Clear all filters',
    empty: 'No {name} yet.',
} as const;
