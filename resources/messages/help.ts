/** The `help` messages of the catalogue: the help page's topics, each said only to those it is true for (../help.ts). */
export const help = {
    findingTitle: 'Finding things',
    menu: 'The menu groups the console by section.',
    search: 'Search offers every kind of record you may use, with its own filters and columns, and remembers your choices.',
    lookup: 'The box in the top bar jumps straight to a record by ISRC, UPC/EAN, GUID or catalog number.',
    editingTitle: 'Editing',
    editing:
        'An edit screen has one Save. If a colleague changed the record since you opened it, you are shown both changes and choose. Leaving with unsaved changes asks first.',
    longWorkTitle: 'Long work',
    longWork: 'The {kinds} you start run as jobs: the job centre in the top bar shows how they go.',
    downloads: 'It also lets you download the files they make.',
    packagingTitle: 'Packaging a release',
    packaging: 'The packaging tool takes a release in three steps: release info, track details, then create package.',
    drafts: 'Your work is saved as a draft as you type, so you can continue later on any browser.',
    noResources: 'There are no guides or templates for your kind of account.',
} as const;
