/**
 * The packaging tool (spec §1: release info, then track details, then create package): which of
 * the release's and track's fields each step asks for, and each step's check, made of the rules the
 * model already has for releases and tracks, so the wizard and the reference API refuse the same.
 */
import { AUDIO_UPLOAD_TYPES, COVER_ART_MIN } from '../constants';
import releases from '../catalog/releases';
import tracks from '../catalog/tracks';
import { imageRuleOk } from '../images';
import { fill, messages } from '../messages';
import { P } from '../permissions';
import { validateRecord } from '../validation';

/** Who packages releases (the section's list, and every packaging call's). */
export const PACKAGING_ACCESS = P.ADMIN_CONTENT_OPS;

export const PACKAGING_STEPS = [
    { id: 'release', label: 'Release Info' },
    { id: 'tracks', label: 'Track Details' },
    { id: 'create', label: 'Create Package' },
] as const;
export type PackagingStepId = (typeof PACKAGING_STEPS)[number]['id'];

/** The release fields of step 1, as the release model declares them. */
export const RELEASE_STEP_FIELDS = [
    'name',
    'label_id',
    'upc',
    'catalog_number',
    'grid',
    'release_date',
    'is_available_for_pre_order',
    'pre_order_date',
    'pre_order_weeks',
    'exclusive_period_id',
] as const;
/** The track fields of step 2, as the track model declares them. */
export const TRACK_STEP_FIELDS = ['name', 'mix_name', 'isrc', 'genre_id', 'bpm', 'is_explicit'] as const;

/**
 * The artists (spec §3: tracks and releases carry artists), by id: the release's (at least one)
 * and each track's own (none: the release's). Created as the tracks' artists, named on both.
 */
export const ARTISTS = 'artist_ids';
export const ARTISTS_LABEL = 'Artists';
export const PACKAGE_MAX_ARTISTS = 20;
/** What a package carries of the release and of each track: the step's fields and the artists. */
export const RELEASE_PACKAGE_FIELDS = [...RELEASE_STEP_FIELDS, ARTISTS] as const;
export const TRACK_PACKAGE_FIELDS = [...TRACK_STEP_FIELDS, ARTISTS] as const;

/** A list of artist ids: at least one where needed, at most the package limit, each a record id. */
export function artistsError(value: unknown, required: boolean): string | undefined {
    const ids = value === undefined || value === null ? [] : value;
    if (!Array.isArray(ids) || !ids.every(id => Number.isInteger(id) && (id as number) > 0))
        return messages.validation.idList;
    if (required && !ids.length) return m.artistRequired;
    if (ids.length > PACKAGE_MAX_ARTISTS) return fill(m.tooManyArtists, { max: PACKAGE_MAX_ARTISTS });
    return undefined;
}

/** The artists a track is created with: its own, or the release's; each once. */
export function trackArtistIds(release: Values, track: Values): number[] {
    const list = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);
    const own = list(track[ARTISTS]);
    return [...new Set(own.length ? own : list(release[ARTISTS]))];
}

/** Limits of one package and of a saved draft. */
export const PACKAGE_MAX_TRACKS = 100;
export const DRAFT_MAX_CHARS = 64 * 1024;

/** What the browser knows about a chosen file before sending it. */
export interface ChosenFile {
    name: string;
    /** Set once the file's content was read: null when it passed, the reason when not. */
    problem?: string | null;
}
export interface ChosenImage extends ChosenFile {
    width?: number;
    height?: number;
}

export type Values = Record<string, unknown>;
export interface PackageTrack extends Values {
    audio?: ChosenFile | null;
}
export interface PackageDraft {
    release: Values;
    cover?: ChosenImage | null;
    tracks: PackageTrack[];
}
export type Errors = Record<string, string>;

const m = messages.packaging;
const coverRule = releases.fields.image;

/** Step 1: the release's own fields and rules (UPC/EAN 32, GRid 18, pre-order weeks 0–4, exclusive
 *  period, pre-order before publish), and the cover art (at least 500x500 and square). */
export function releaseStepErrors(release: Values, cover?: ChosenImage | null, whole = true): Errors {
    const errors = validateRecord(releases, RELEASE_STEP_FIELDS, release);
    if (!release.release_date) errors.release_date ??= messages.validation.required;
    const artists = whole ? artistsError(release[ARTISTS], true) : undefined;
    if (artists) errors[ARTISTS] = artists;
    if (!cover) errors.cover = m.coverRequired;
    else {
        const problem = cover.problem ?? coverSizeProblem(cover.width, cover.height);
        if (problem) errors.cover = problem;
    }
    return errors;
}

/** Cover art of this size is refused (at least 500x500 and square), said as the upload says it; checked on choice. */
export function coverSizeProblem(width?: number, height?: number): string | null {
    if (coverRule.kind !== 'image' || width === undefined || height === undefined) return null;
    return imageRuleOk(coverRule, width, height) ? null : coverRule.rejection;
}

/** An audio file by its name (the content is checked when read, and again by the API). */
export function audioNameError(name: string): string | undefined {
    const ext = name.split('.').pop()?.toLowerCase() ?? '';
    return (AUDIO_UPLOAD_TYPES as readonly string[]).includes(ext) ? undefined : messages.validation.audioType;
}

/** One track of step 2: the track's fields and rules (title 250, ISRC 16, mix name), and its audio. */
export function trackErrors(track: PackageTrack, whole = true): Errors {
    const errors = validateRecord(tracks, TRACK_STEP_FIELDS, track);
    if (!whole) return errors;
    const artists = artistsError(track[ARTISTS], false);
    if (artists) errors[ARTISTS] = artists;
    const audio = track.audio;
    if (!audio) errors.audio = m.audioRequired;
    else {
        const problem = audio.problem ?? audioNameError(audio.name);
        if (problem) errors.audio = problem;
    }
    return errors;
}

/** Step 2: at least one track, at most the package limit, each one checked. Keyed `index.field`. */
export function tracksStepErrors(list: readonly PackageTrack[], whole = true): Errors {
    if (!list.length) return { tracks: m.trackRequired };
    if (list.length > PACKAGE_MAX_TRACKS) return { tracks: fill(m.tooManyTracks, { max: PACKAGE_MAX_TRACKS }) };
    const errors: Errors = {};
    list.forEach((t, i) => {
        for (const [k, msg] of Object.entries(trackErrors(t, whole))) errors[`${i}.${k}`] = msg;
    });
    return errors;
}

/**
 * The errors that keep a step from being left forward (the last step checks everything). `whole`
 * false: the package is created through §7 calls, which cannot send the artists or the audio, so
 * neither is asked for.
 */
export function stepErrors(step: PackagingStepId, draft: PackageDraft, whole = true): Errors {
    const release = releaseStepErrors(draft.release, draft.cover, whole);
    if (step === 'release') return release;
    const trackList = tracksStepErrors(draft.tracks, whole);
    return step === 'tracks' ? trackList : { ...release, ...trackList };
}

/** The first step with a problem, for the create step to send the user back to. */
export function firstStepWithErrors(draft: PackageDraft, whole = true): PackagingStepId | null {
    for (const s of PACKAGING_STEPS)
        if (s.id !== 'create' && Object.keys(stepErrors(s.id, draft, whole)).length) return s.id;
    return null;
}

/** A new, empty draft: one track to fill in. */
export const emptyDraft = (): PackageDraft => ({ release: {}, cover: null, tracks: [{}] });

/** The field values a draft or a package body keeps (only the step's fields, nothing else). */
export function pick(values: Values, fields: readonly string[]): Values {
    const out: Values = {};
    for (const f of fields) if (values[f] !== undefined && values[f] !== '' && values[f] !== null) out[f] = values[f];
    return out;
}

/** The JSON part of the create call: the release's and each track's step fields. */
export function packageBody(draft: PackageDraft): { release: Values; tracks: Values[] } {
    return {
        release: pick(draft.release, RELEASE_PACKAGE_FIELDS),
        tracks: draft.tracks.map(t => pick(t, TRACK_PACKAGE_FIELDS)),
    };
}

/** The multipart field of track `i`'s audio in the create call. */
export const audioPart = (i: number) => `audio_${i}`;
export const COVER_PART = 'cover';
export const PACKAGE_PART = 'package';
export { COVER_ART_MIN };

/** Where the wizard was and what it held: what a draft stores (files by name only). */
export interface SavedDraft {
    step: PackagingStepId;
    draft: PackageDraft;
}

/** A chosen file as a draft keeps it: its name and what was found, never its bytes. */
const fileNote = (f: unknown): ChosenImage | null => {
    if (!f || typeof f !== 'object') return null;
    const { name, width, height } = f as ChosenImage;
    return typeof name === 'string' ? { name, ...(width ? { width, height } : {}) } : null;
};

/** What the wizard's values become in a saved draft: step fields only, files as notes. */
export function draftToSave(step: PackagingStepId, draft: PackageDraft): SavedDraft {
    return {
        step,
        draft: {
            release: pick(draft.release ?? {}, RELEASE_PACKAGE_FIELDS),
            cover: fileNote(draft.cover),
            tracks: (draft.tracks ?? []).map(t => ({ ...pick(t, TRACK_PACKAGE_FIELDS), audio: fileNote(t.audio) })),
        },
    };
}

/**
 * A saved draft back in the wizard: the values, with the files it named to be chosen again (the
 * browser cannot reopen them), so the steps that need them ask for them.
 */
export function draftToResume(saved: Partial<SavedDraft> | null | undefined): SavedDraft & { filesToChoose: string[] } {
    const d = saved?.draft;
    const tracks = Array.isArray(d?.tracks) && d.tracks.length ? d.tracks : [{}];
    const filesToChoose = [d?.cover?.name, ...tracks.map(t => t.audio?.name)].filter((n): n is string => !!n);
    const step = PACKAGING_STEPS.some(s => s.id === saved?.step) ? saved!.step! : 'release';
    return {
        step,
        filesToChoose,
        draft: {
            release: pick(d?.release ?? {}, RELEASE_PACKAGE_FIELDS),
            cover: null,
            tracks: tracks.map(t => ({ ...pick(t, TRACK_PACKAGE_FIELDS), audio: null })),
        },
    };
}

/** A value a person put there: an untouched switch is false and an untouched list empty, which keep nothing. */
const entered = (v: unknown) => v !== false && !(Array.isArray(v) && !v.length);

/** Whether the wizard holds anything worth keeping (an untouched form, switches off, is no draft). */
export function hasContent(draft: PackageDraft): boolean {
    const saved = draftToSave('release', draft).draft;
    return (
        Object.values(saved.release).some(entered) ||
        !!saved.cover ||
        saved.tracks.some(t => Object.values(t).some(v => v !== null && entered(v)))
    );
}
