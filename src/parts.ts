/** The console's custom tabs and actions, by the key a schema names them with; each loads on demand. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PartKey, ResourceDef } from '../resources/schema';

/** A part is given the resource it belongs to. */
type Part = LazyExoticComponent<ComponentType<{ def: ResourceDef }>>;

export const parts: Record<PartKey, Part> = {
    'tracks.audio': lazy(() => import('./pages/tracks/AudioFilesTab')),
    'tracks.artists': lazy(() => import('./pages/tracks/TrackArtistsTab')),
    'tracks.territories': lazy(() => import('./pages/tracks/TerritoriesTab')),
    'tracks.promo': lazy(() => import('./pages/tracks/PromoPoolTab')),
    'tracks.djEdits': lazy(() => import('./pages/tracks/DjEditsTab')),
    'tracks.ugcRemixes': lazy(() => import('./pages/tracks/DjEditsTab').then(m => ({ default: m.UgcRemixesTab }))),
    'tracks.supportDownloads': lazy(() => import('./pages/tracks/SupportDownloadsTab')),
    'releases.tracks': lazy(() => import('./pages/releases/ReleaseTracksTab')),
    'charts.tracks': lazy(() => import('./pages/charts/ChartTracksTab')),
    'djProfiles.artist': lazy(() => import('./pages/djProfiles/DjProfileArtistTab')),
    'deliveries.bulkResubmit': lazy(() => import('./pages/deliveries/BulkResubmitButton')),
    'deliveries.xml': lazy(() => import('./pages/deliveries/DeliveryXmlTab')),
    'pages.preview': lazy(() => import('./pages/curation/PagePreview')),
    'pages.modules': lazy(() => import('./pages/curation/PageModulesTab')),
    'pageModules.items': lazy(() => import('./pages/curation/ModuleItemsTab')),
    'pageModules.delete': lazy(() => import('./pages/curation/DeleteModuleButton')),
    'artists.musicProfile': lazy(() => import('./pages/artists/MusicProfileActions')),
    'tracks.regionalSummary': lazy(() => import('./pages/tracks/RegionalSummary')),
    'releases.countryTimes': lazy(() => import('./pages/releases/CountryTimesTab')),
    'liveStreams.apiKey': lazy(() => import('./pages/live/ApiKeyTab')),
    'playlists.tracks': lazy(() => import('./pages/playlists/PlaylistTracksTab')),
    'playlists.partners': lazy(() => import('./pages/playlists/PlaylistPartnersTab')),
    'playlists.chart': lazy(() => import('./pages/playlists/PlaylistChartTab')),
    'suppliers.ftpUsers': lazy(() => import('./pages/suppliers/FtpUsersTab')),
    'releases.assetLibrary': lazy(() => import('./pages/releases/AssetLibraryTab')),
    'users.identity': lazy(() => import('./pages/support/UserIdentityTab')),
    'users.djProfile': lazy(() => import('./pages/support/UserDjProfileTab')),
    'users.orders': lazy(() => import('./pages/support/UserOrdersButton')),
    'credits.bulk': lazy(() => import('./pages/support/BulkCreditButton')),
    'orders.items': lazy(() => import('./pages/support/OrderItemsTab')),
    'orders.itemsCsv': lazy(() => import('./pages/support/OrderItemsCsvButton')),
    'orders.payment': lazy(() => import('./pages/support/OrderPaymentTab')),
};
