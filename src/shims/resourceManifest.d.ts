// Typed where it is read, in src/resourceManifest.ts (an ambient module cannot import our types).
declare module 'virtual:resource-manifest' {
    export const resources: unknown[];
    export const referenceResources: unknown[];
    export const loaders: Record<string, () => Promise<{ default: unknown }>>;
}
