/** The `savedViews` messages of the catalogue (../messages.ts gathers every section): saved views shared with a team (issue 45). */
export const savedViews = {
    save: 'Save view',
    name: 'Name',
    shared: 'Who sees it',
    sharedMe: 'Only me',
    sharedRole: 'Everyone with my role',
    sharedEveryone: 'Everyone on the staff',
    sharedPartner: 'Everyone at my company',
    makeDefault: 'Open this list with it',
    saved: 'View "{name}" saved.',
    deleted: 'View "{name}" deleted.',
    delete: 'Delete view',
    deleteAsk: 'Delete the saved view "{name}"? No one will see it any more.',
    modified: 'modified',
    views: 'Saved views',
    // As it ends "Could not load …" (the list itself still works).
    what: 'the saved views',
    update: 'Save changes to "{name}"',
    // The API's refusals (400/403 `{detail}`).
    notOwner: 'Only the person who saved this view (or an admin) may change it.',
    nameRequired: 'Name the view.',
    nameTaken: 'You already have a view called "{name}" on this list: save your changes to it, or choose another name.',
    unknownResource: 'No list is called {resource}.',
} as const;
