/** The `offered` messages of the catalogue: a feature whose call this API server does not offer (resources/capabilities.ts). */
export const offered = {
    notOffered: 'This feature is not available on this server.',
} as const;
