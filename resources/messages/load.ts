/**
 * The `load` messages of the catalogue: data a screen asked for that did not arrive (a list, a tab, a
 * field's choices, a panel), the wait before it does, and the connection banner.
 */
export const load = {
    failed: 'Could not load {what}.',
    retry: 'Retry',
    retrying: 'Trying again…',
    loading: 'Loading {what}…',
    slow: 'Still loading {what}: the server is slow to answer.',
    paused: 'Waiting for the connection to load {what}.',
    // Why, where the error carries no words of its own (dataProvider/errors.ts words the rest).
    serverError: 'The server could not answer this request (status {status}).',
    notFound: 'The server does not have it: it may have been removed, or this server does not offer it.',
    // What failed, where no list names it.
    thisPage: 'this page',
    choices: 'the choices for {field}',
    figures: 'your figures',
    counts: 'the counts of {lists}',
    jobs: 'your jobs',
    resources: 'the guides and templates',
    // The connection banner.
    offline:
        'You are offline. Nothing is sent until the connection is back: what you typed stays on screen, and you choose what to send again.',
    unreachable:
        'The server is not answering. Nothing is sent meanwhile: what you typed stays on screen, and you choose what to send again once it answers.',
    checkNow: 'Check now',
} as const;
