/** The `session` messages of the catalogue (../messages.ts gathers every section). */
export const session = {
    restore: 'Restore your unsaved changes to {name}?',
    restoreButton: 'Restore',
    discardButton: 'Discard',
    // A session that ended under the person (its token could not be renewed): signed in again in place.
    ended: 'Your session has ended',
    endedText: 'Sign in again as {username} to carry on where you were. Nothing you typed is lost.',
    endedTextAnyone: 'Sign in again to carry on where you were. Nothing you typed is lost.',
    endedSignOut: 'Sign out',
    endedSignIn: 'Your session has ended. Sign in again to carry on.',
} as const;
