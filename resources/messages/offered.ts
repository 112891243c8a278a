/** The `offered` messages of the catalogue: a feature whose call this API server does not offer (resources/capabilities.ts). */
export const offered = {
    notOffered: 'This feature is not available on this server.',
    notSaved: 'Not saved: this server does not accept this change. What you typed is kept on this page.',
} as const;
