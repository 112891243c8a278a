/**
 * Lists below a record that a custom tab reads, uploads to, or saves whole (spec §7: "Releases: …
 * PATCH … tracks/bulk", "Charts: … PUT tracks", "Playlists: … PUT tracks/bulk and partners-bulk").
 * The data provider reads and saves them by these declarations (`subList`, `putSubList`,
 * `uploadSubFile`), so no screen writes their paths. Plain editable rows are `defineSubResource`s.
 */
import { ext, type CallSpec } from './capabilities';

/** A list below a parent record: read at `{parent}/{id}/{path}/`, and (`save`) how it is sent back whole. */
export interface SubRef {
    /** The parent resource (`catalog/releases`). */
    parent: string;
    /** The list's path below a parent record (`tracks`). */
    path: string;
    /** Where and how the whole list is saved, when not by PUT at `path` (a SubResourceDef's way). */
    save?: { path: string; method: 'PUT' | 'PATCH' };
    /** How a file upload to the list is classified, when it is not the list's §7 call (resources/capabilities.ts). */
    upload?: CallSpec;
}

/** A release's tracks in order: a move renumbers the same tracks (PATCH tracks/bulk). */
export const RELEASE_TRACKS: SubRef = {
    parent: 'catalog/releases',
    path: 'tracks',
    save: { path: 'tracks/bulk', method: 'PATCH' },
};
/** A playlist's tracks: the whole ordered list is sent (PUT tracks/bulk). */
export const PLAYLIST_TRACKS: SubRef = {
    parent: 'catalog/playlists',
    path: 'tracks',
    save: { path: 'tracks/bulk', method: 'PUT' },
};
/** A chart's tracks: the whole ordered list is sent (PUT tracks). */
export const CHART_TRACKS: SubRef = { parent: 'catalog/charts', path: 'tracks' };
/** The link partners a playlist is offered to: the whole set is sent (PUT partners-bulk). */
export const PLAYLIST_PARTNERS: SubRef = {
    parent: 'catalog/playlists',
    path: 'partners',
    save: { path: 'partners-bulk', method: 'PUT' },
};

/**
 * A track's audio files (§7 "Tracks: GET {id}/… audio-files"); a wav, flac or aiff is uploaded to the same
 * list, which §7 does not list (the reference server's track extras).
 */
export const TRACK_AUDIO_FILES: SubRef = { parent: 'catalog/tracks', path: 'audio-files', upload: ext('track-extras') };
/** A track's promo pool versions (read only). */
export const TRACK_PROMO_VERSIONS: SubRef = { parent: 'catalog/tracks', path: 'promo-versions' };
/** A release's asset-library files (§7 "Others: … al/files"), each with its download link. */
export const RELEASE_ASSET_FILES: SubRef = { parent: 'catalog/releases', path: 'al/files' };
/** A curated page's modules (§7 "Pages and page modules (curation): GET …"), for its preview. */
export const PAGE_MODULES: SubRef = { parent: 'curation/pages', path: 'modules' };
