/**
 * An artist's sync with the music-profile partner (§7 Artists: "sync POST/DELETE"): turned on and
 * off by its own calls, never by a PATCH of the field. On needs the partner ID saved; off removes
 * the partner ID and the mapped profiles.
 */
import { messages } from '../messages';
import { pullArtistImage } from './catalog';
import { defineOperation, returns } from './define';

const SYNC =
    'Artists: POST; GET/PATCH {id}; POST images; music-profile mappings GET/POST/PATCH/DELETE; sync POST/DELETE';

/** The artist as it now stands. */
type Artist = Record<string, unknown> & { id: number; sync_enabled: boolean };

export const startArtistSync = defineOperation({
    resource: 'catalog/artists',
    id: 'sync',
    detail: true,
    method: 'POST',
    path: 'sync/',
    // The music-profile editors, as for pulling the partner's image.
    access: pullArtistImage.access,
    result: returns<Artist>(),
    spec: SYNC,
});

export const stopArtistSync = defineOperation({
    resource: 'catalog/artists',
    id: 'stop-sync',
    detail: true,
    method: 'DELETE',
    path: 'sync/',
    access: pullArtistImage.access,
    confirm: { theme: 'proceed', message: messages.musicProfile.stopSync },
    result: returns<Artist>(),
    spec: SYNC,
});
