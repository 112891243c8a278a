/**
 * Loads every console module once before any test of the file starts its timed waits. The screens
 * import their routes, views, tabs and dialogs lazily; the first use of each otherwise spends
 * seconds in transformation (more on a slow or busy machine), which a test's wait would count
 * as if the screen were slow. Network and state waits stay as they are.
 */
import { beforeAll } from 'vitest';

// main.tsx mounts the app into the page: it is the entry, not a screen.
const consoleModules = import.meta.glob(['../../src/**/*.{ts,tsx}', '!../../src/main.tsx']);

beforeAll(async () => {
    await Promise.all(Object.values(consoleModules).map(load => load()));
    // And every resource's schema, which the views otherwise wait for on their first render.
    const { resources, referenceResources, loadSchema } = await import('../../src/resourceManifest');
    await Promise.all([...resources, ...referenceResources].map(r => loadSchema(r.name)));
}, 180_000);
