/** The `curation` messages of the catalogue (../messages.ts gathers every section). */
export const curation = {
    slug: 'A slug is lower-case letters, digits and single hyphens (summer-picks)',
    slugTaken: 'This slug is already used by page {id}',
    duplicateRemoved: 'Duplicate removed: “{title}” is already item {position} of this module',
    itemImageSize: 'This image is {actual}; items here need {width}x{height} ({where})',
    catalogRecord: 'Choose the record this item shows',
    itemsShown: 'A module in this slot shows {choices} items',
    duplicated: 'Module duplicated as module {id}: the copy is attached to no page until you link it',
    unattached: 'Empty: attached to no page (a duplicated module starts so)',
    moduleDisabled: 'Not live: disabled',
    moduleStarts: 'Not live: starts {time}',
    moduleEnded: 'Not live: ended {time}',
    showNotLive: 'Show modules that are not live ({count})',
    notLiveHidden: '{count} module(s) not live now are left out, as a visitor sees the page',
    unknownSlot: 'Choose a slot: {slots}',
    moduleOrder: 'The order must name each module of the {slot} slot once: {ids}',
    moduleMoved: 'Module “{name}” moved to place {place} of {slot}',
    modulesInSlot:
        'The page’s modules by slot, top first: move one up or down, or drag it onto another. The preview shows them in this order.',
    noSlotModules: 'In no slot (not shown on the page)',
    itemMoved: 'Item “{item}” moved to position {position}',
} as const;
