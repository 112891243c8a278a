/** Business constants of spec §9. */
export const API_VERSION = 'v4';
export const STATE_KEY = 'state';
export const AUTH_STATE_VERSION = 1;
export const PREFERENCES_VERSION = 2;
export const JOB_POLL_MS = 1000;
export const JOB_TIMEOUT_MS = 120_000;
export const MODAL_TRANSITION_MS = 200;
export const BREADCRUMB_CAP = 100;
export const PAGE_MODULE_ITEM_LIMIT = 250;
export const LIVE_STREAM_STAGE_LIMIT = 5;
export const NEW_USER_EXPORT_DAYS = 2;
export const REINGEST_BLOCK_SECONDS = 90;
/** Deliveries one action may take at once ('Cannot select over {limit} deliveries'; the spec leaves the number to configuration). */
export const DELIVERY_SELECTION_LIMIT = 10;
export const FIRST_YEAR = 2004;

export const ENCODE_STATUSES = ['CONVERTED', 'TRANSCODING', 'ERROR', 'Not Converted'] as const;
export type EncodeStatus = (typeof ENCODE_STATUSES)[number];

export const PRICE_CURRENCIES = [
    { id: 'USD', name: 'Dollar' },
    { id: 'EUR', name: 'Euro' },
    { id: 'AUD', name: 'Australian Dollar' },
    { id: 'GBP', name: 'Pound' },
    { id: 'MXN', name: 'Mexico Pesos' },
    { id: 'BRL', name: 'Brazil Real' },
] as const;

/** Exclusive periods: id and days; null days is Lifetime. */
export const EXCLUSIVE_PERIODS = [
    { id: 1, days: 14 },
    { id: 2, days: 28 },
    { id: 3, days: 56 },
    { id: 4, days: null },
] as const;

/** Mix names: a track's holds 128 characters, a DJ edit's 250 (spec §3, §5). */
export const MIX_NAME_MAX = { track: 128, djEdit: 250 } as const;

export const AUDIO_UPLOAD_TYPES = ['wav', 'flac', 'aiff'] as const;
/** Stored audio by file suffix (spec §9): the masters, the store's encodes, and low-fi previews. */
export const AUDIO_FORMATS = [
    { suffix: 'flac', name: 'FLAC', preview: false },
    { suffix: 'wav', name: 'WAV', preview: false },
    { suffix: 'aiff', name: 'AIFF', preview: false },
    { suffix: 'mp3', name: 'MP3', preview: false },
    { suffix: 'aac128.mp4', name: 'MP4 AAC 128', preview: false },
    { suffix: 'aac256.mp4', name: 'MP4 AAC 256', preview: false },
    { suffix: 'lofi.mp3', name: 'Low-fi MP3 preview', preview: true },
    { suffix: 'lofi.mp4', name: 'Low-fi MP4 preview', preview: true },
] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

/** The format a stored file's name says it holds: the longest suffix that matches (`x.lofi.mp3` is a preview). */
export function audioFormatOf(fileName: string): AudioFormat | undefined {
    const name = fileName.toLowerCase();
    return [...AUDIO_FORMATS]
        .sort((a, b) => b.suffix.length - a.suffix.length)
        .find(f => name.endsWith(`.${f.suffix}`));
}
export const PRE_ORDER_WEEKS = { min: 0, max: 4 } as const;
/** Cover art at least this size and square; label images exactly this size. */
export const COVER_ART_MIN = 500;
export const LABEL_IMAGE_SIZE = 500;
/** Chart images: the charts large-slideshow size, 1050x508 (2.07:1), or larger at that ratio. */
export const CHART_IMAGE = { width: 1050, height: 508 } as const;
/** Chart titles are short: they show in slideshows and feature slots (spec §3, §5). */
export const CHART_TITLE_MAX = 45;

/** Screen-size classes (spec §9 "large desktop 1681 and up"), narrowest first: each from `min` to `max` CSS pixels. */
export const SCREEN_CLASSES = [
    { id: 'mobile-portrait', name: 'Mobile portrait', min: 0, max: 567 },
    { id: 'mobile-landscape', name: 'Mobile landscape', min: 568, max: 767 },
    { id: 'tablet-portrait', name: 'Tablet portrait', min: 768, max: 1023 },
    { id: 'tablet-landscape', name: 'Tablet landscape', min: 1024, max: 1149 },
    { id: 'desktop', name: 'Desktop', min: 1150, max: 1680 },
    { id: 'large-desktop', name: 'Large desktop', min: 1681, max: Infinity },
] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** Slugs (an artist's DJ slug, a DJ profile's): what a URL path segment holds. */
export const SLUG_RULE = { pattern: /^[a-z0-9-]*$/, patternMessage: 'Lowercase letters, digits and dashes only' };

export const LABEL_HYPE_STATUSES = ['Ineligible', 'Active', 'Inactive'] as const;
export const RELEASE_STATUSES = ['Draft', 'Pending', 'Published', 'Private'] as const;

/** Every list opens on its first page of 25, newest first (the first list's data is fetched early with this). */
export const LIST_PER_PAGE = 25;
export const LIST_SORT = { field: 'id', order: 'DESC' } as const;

/** What a stored file is for (the file-classes list): uploads are masters, the store's encodes are derived. */
export const FILE_CLASSES = [
    { id: 'master', name: 'Master audio' },
    { id: 'encoded', name: 'Encoded audio' },
    { id: 'preview', name: 'Preview clip' },
    { id: 'artwork', name: 'Artwork' },
    { id: 'metadata', name: 'Delivery metadata (XML)' },
] as const;
export type FileClass = (typeof FILE_CLASSES)[number]['id'];

/** Territory times are kept per commercial model (the commercial-model-types reference list: ids 1 and 2). */
export const COMMERCIAL_MODELS = [
    { id: 1, name: 'Download' },
    { id: 2, name: 'Streaming' },
] as const;
export type CommercialModel = (typeof COMMERCIAL_MODELS)[number]['id'];

/** A songwriter's part in a song (the songwriter-types reference list). */
export const SONGWRITER_TYPES = ['Composer', 'Lyricist', 'Composer/Lyricist', 'Arranger'] as const;

/** A supplier contact's types (spec §3). */
export const CONTACT_TYPES = [
    'primary',
    'digital manager',
    'finance manager',
    'distribution manager',
    'company',
] as const;
