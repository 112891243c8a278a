/**
 * The `network` messages of the catalogue (issue 41): a call that got no answer, or one the console
 * cannot read, said in words. Each is put together from what happened (`did*`) and what it means for
 * the person (`read*`, `write*`); spec §8's own messages come first where they apply.
 */
export const network = {
    unreachable: "The store's server could not be reached.",
    noAnswer: "The store's server did not answer.",
    timedOut: "Request Timed Out: the store's server did not answer within {seconds} seconds.",
    gateway: "The store's server is not answering right now (a gateway answered with status {status}).",
    unreadable: "The store's server sent an answer the console cannot read (status {status}).",
    offline: 'This browser is offline.',
    /** After a failed read: */
    tryAgain: 'Try again in a moment.',
    checkConnection: 'Check the connection, then try again.',
    /** After a write that was not sent, or that the server says it did not carry out: */
    notSaved: 'Nothing was saved; your changes are still here.',
    /** After a write whose answer was lost (it may have been carried out): */
    maybeSaved:
        'It may or may not have been saved; your changes are still here, and saving again will not save them twice.',
    /** The sign-in could not be renewed because the server did not answer (the session goes on). */
    renewUnanswered:
        "Your sign-in could not be renewed: the store's server did not answer. Nothing is lost; try again.",
    /** Before a retry of a write whose answer was lost, the console found it done (a server without keys). */
    alreadySaved: 'It had been saved already: the answer to the first try was lost. It was not saved twice.',
    /** Sign-in: the server's features could not be read. */
    verifyUnanswered: "The store's server did not answer while your sign-in was checked. Nothing was changed.",
    signInAgain: 'Sign in again',
} as const;
