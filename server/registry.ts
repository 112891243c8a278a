/** Every server module, in seed order (a module's seed may read the rows of those before it). */
import { authModule } from './areas/auth';
import { mediaModule } from './areas/media';
import { historyModule } from './core/history';
import type { ServerModule } from './core/module';
import artists from './modules/artists';
import auxiliary from './modules/auxiliary';
import genres from './modules/genres';
import keys from './modules/keys';
import labels from './modules/labels';
import releases from './modules/releases';
import subGenres from './modules/subGenres';
import suppliers from './modules/suppliers';
import tracks from './modules/tracks';

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
];
