/** The registry: every resource, in menu order. */
import artists from './catalog/artists';
import charts from './catalog/charts';
import deliveries from './delivery/deliveries';
import playlists from './catalog/playlists';
import publishers from './catalog/publishers';
import djProfiles from './catalog/djProfiles';
import labelManagers from './catalog/labelManagers';
import linkPartners from './catalog/linkPartners';
import musicProfileArtists from './catalog/musicProfileArtists';
import labels from './catalog/labels';
import genres from './catalog/genres';
import keys from './catalog/keys';
import subGenres from './catalog/subGenres';
import suppliers from './catalog/suppliers';
import releases from './catalog/releases';
import tracks from './catalog/tracks';
import pages from './curation/pages';
import pageModules from './curation/pageModules';
import hostVendors from './live/hostVendors';
import liveStreams from './live/streams';
import tracklistVendors from './live/tracklistVendors';
import orders from './support/orders';
import type { PermissionList } from './permissions';
import supportUsers from './support/users';
import coupons from './support/coupons';
import credits from './support/credits';
import hypeOffers from './support/hypeOffers';
import hypePurchases from './support/hypePurchases';
import hypeSubscriptions from './support/hypeSubscriptions';
import type { ResourceDef } from './schema';
import { firstMenuEntry } from './sections';

/** Resources with screens, in menu order. */
export const resources: ResourceDef[] = [
    tracks,
    releases,
    artists,
    charts,
    playlists,
    djProfiles,
    suppliers,
    labels,
    linkPartners,
    labelManagers,
    publishers,
    deliveries,
    pages,
    pageModules,
    liveStreams,
    hostVendors,
    tracklistVendors,
    // The search area's separate search (spec §2); no menu section lists it.
    musicProfileArtists,
    supportUsers,
    coupons,
    credits,
    hypeOffers,
    hypePurchases,
    hypeSubscriptions,
    orders,
];
/** Resources read by references only (no menu entry). */
export const referenceResources: ResourceDef[] = [genres, subGenres, keys];

export function findResource(name: string): ResourceDef | undefined {
    return [...resources, ...referenceResources].find(r => r.name === name);
}

/** The first resource of the menu a user sees (see `firstMenuEntry`). */
export const firstMenuResource = (allowed: (list?: PermissionList) => boolean): ResourceDef | undefined =>
    firstMenuEntry(resources, allowed);
