/**
 * Host and tracklist vendors: plain schema collections kept by admin and curation. Their tables
 * also serve the read-only reference lists /v4/auxiliary/host-vendors/ and tracklist-vendors/.
 */
import hostDef from '../../../resources/live/hostVendors';
import tracklistDef from '../../../resources/live/tracklistVendors';
import type { ResourceDef } from '../../../resources/schema';
import { collectionFromSchema } from '../../core/collection';
import type { ServerModule } from '../../core/module';

import { VENDOR_TABLES } from '../../core/catalog/vendorTables';

const SEEDED: Record<string, [string, string][]> = {
    live_host_vendors: [
        ['Twitch', 'Live video streaming for creators'],
        ['YouTube', 'Video hosting with live broadcasts'],
        ['Mixcloud', 'DJ mixes and live radio'],
    ],
    live_tracklist_vendors: [
        ['1001Tracklists', 'Community-identified DJ set tracklists'],
        ['Shazam', 'Audio recognition'],
        ['ACRCloud', 'Automatic content recognition for broadcasts'],
    ],
};

function vendorModule(def: ResourceDef, table: string): ServerModule {
    return {
        name: def.name,
        ddl: `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '', version INTEGER NOT NULL DEFAULT 1);`,
        seed: ({ db }) => {
            const insert = db.prepare(`INSERT INTO ${table} (name, description) VALUES (?, ?)`);
            for (const [name, description] of SEEDED[table]) insert.run(name, description);
        },
        // A description left out is an empty one (the reference list promises text).
        collection: collectionFromSchema(def, table, {
            beforeWrite: ({ changes }) => {
                if ('description' in changes && changes.description == null) changes.description = '';
            },
        }),
    };
}

export const hostVendors = vendorModule(hostDef, VENDOR_TABLES['host-vendors']);
export const tracklistVendors = vendorModule(tracklistDef, VENDOR_TABLES['tracklist-vendors']);
