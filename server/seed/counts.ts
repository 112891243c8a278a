/**
 * How many of each catalog record the seed makes, and who owns what: shared by the modules whose
 * seeds link to another module's rows (a track to its label, artist and supplier; a customer to a
 * DJ profile), so that no module reads another's numbers.
 */
export const SUPPLIER_COUNT = 12;

export const labelCountFor = (trackCount: number) => Math.max(40, Math.round(trackCount / 75));
export const artistCountFor = (trackCount: number) => Math.max(600, Math.round(trackCount / 5));
export const djProfileCountFor = (trackCount: number) => Math.max(40, Math.round(trackCount / 50));

/** Supplier 1 owns labels 1-4 (the demo `label` user is label 1); the others share the rest in turn. */
export const supplierOfLabel = (labelId: number) => (labelId <= 4 ? 1 : 2 + ((labelId - 5) % (SUPPLIER_COUNT - 1)));
