/** The `viewAs` messages of the catalogue (../messages.ts gathers every section). */
export const viewAs = {
    readOnly: 'Viewing as another user is read-only',
    adminsOnly: 'Only admins may view the console as another user.',
    noSuchUser: 'There is no user {id} to view as.',
    action: 'View as',
    title: 'View as another user',
    pick: 'User to view as',
    start: 'View as this user',
    banner: 'Viewing as {who} (read-only)',
    readOnlyWhy: 'You see the console as they do, and nothing can be changed: records and their lists show read-only.',
    back: 'Back to my view',
    sessions: 'View-as sessions',
    noSessions: 'Nobody has viewed the console as another user yet.',
} as const;
