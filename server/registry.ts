/**
 * Every server module. The order is the historic seed's (a module's seed may read the rows of those
 * before it); a new module may go anywhere: it seeds after them all, on its own stream (server/seedDatabase.ts).
 */
import { authModule } from './areas/auth';
import { viewAsModule } from './areas/viewAs';
import { filesModule } from './modules/tracks/guidFiles';
import { mediaModule } from './areas/media';
import { historyModule } from './core/history';
import type { ServerModule } from './core/module';
import artists from './modules/artists';
import auxiliary from './modules/auxiliary';
import charts from './modules/charts';
import dashboard from './modules/dashboard';
import deliveries from './modules/deliveries';
import { assetLibraryModule } from './modules/assetLibrary';
import { ingestionModule } from './modules/deliveries/ingestion';
import publishers from './modules/publishers';
import { ftpUsersModule } from './modules/suppliers/ftpUsers';
import djProfiles from './modules/djProfiles';
import genres from './modules/genres';
import jobs, { releaseEncode } from './jobs/api';
import releaseReencode from './modules/releaseReencode';
import keys from './modules/keys';
import labelManagers from './modules/labelManagers';
import labels from './modules/labels';
import linkPartners from './modules/linkPartners';
import musicProfileArtists from './modules/musicProfileArtists';
import packaging from './modules/packaging';
import partner from './modules/partner';
import playlists from './modules/playlists';
import liveStreams from './modules/live/streams';
import { hostVendors, tracklistVendors } from './modules/live/vendors';
import pages from './modules/curation/pages';
import pageModules from './modules/curation/pageModules';
import releases from './modules/releases';
import sales from './modules/sales';
import search from './modules/search';
import subGenres from './modules/subGenres';
import suppliers from './modules/suppliers';
import tracks from './modules/tracks';
import userDjProfile from './modules/djProfiles/userDjProfile';
import customers from './modules/support/users';
import coupons from './modules/support/coupons';
import credits from './modules/support/credits';
import identity from './modules/support/identity';
import { hypeOffersModule, hypePageModule, hypePurchasesModule, hypeSubscriptionsModule } from './modules/support/hype';
import orders from './modules/support/orders';
import supportExports from './modules/support/exports';
import savedViews from './modules/savedViews';

export const MODULES: ServerModule[] = [
    historyModule,
    auxiliary,
    genres,
    subGenres,
    keys,
    suppliers,
    labels,
    artists,
    releases,
    tracks,
    mediaModule,
    authModule,
    // After the users (a DJ profile belongs to one); appended, so the earlier seeds stay as they were.
    djProfiles,
    userDjProfile,
    charts,
    linkPartners,
    labelManagers,
    hostVendors,
    tracklistVendors,
    liveStreams,
    playlists,
    filesModule,
    pages,
    pageModules,
    search,
    jobs,
    releaseEncode,
    releaseReencode,
    deliveries,
    musicProfileArtists,
    // Ingestion settings, FTP users, publishers and asset libraries: appended, so the earlier seeds stay as they were.
    ingestionModule,
    ftpUsersModule,
    publishers,
    assetLibraryModule,
    packaging,
    partner,
    // Support's people, coupons, credits and hype: after the labels and DJ profiles they name.
    customers,
    identity,
    coupons,
    credits,
    hypeOffersModule,
    hypePurchasesModule,
    hypeSubscriptionsModule,
    hypePageModule,
    orders,
    supportExports,
    sales,
    dashboard,
    // View as: its audit table and admin calls (issue 30); no seed.
    viewAsModule,
    // Saved views shared with a team (issue 45); no seed.
    savedViews,
];
