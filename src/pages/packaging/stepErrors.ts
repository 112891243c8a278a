/** The model's step errors as form paths and as the summary's lines. */
import releases from '../../../resources/catalog/releases';
import tracks from '../../../resources/catalog/tracks';
import { ARTISTS, ARTISTS_LABEL, type Errors } from '../../../resources/packaging/package';

const TRACK_KEY = /^(\d+)\.(\w+)$/;

/** `name` → `release.name`, `0.isrc` → `tracks.0.isrc`; `cover` and the list's own error as they are. */
export function formPath(key: string): string {
    if (key === 'cover' || key === 'tracks') return key;
    return TRACK_KEY.test(key) ? `tracks.${key}` : `release.${key}`;
}

/** "Track 2 · ISRC: Must be 16 characters or fewer" */
export function summaryLine(key: string, message: string): string {
    const track = TRACK_KEY.exec(key);
    if (track) {
        const label =
            track[2] === 'audio'
                ? 'Audio File'
                : track[2] === ARTISTS
                  ? ARTISTS_LABEL
                  : (tracks.fields[track[2]]?.label ?? track[2]);
        return `Track ${Number(track[1]) + 1} · ${label}: ${message}`;
    }
    if (key === 'cover') return `Cover Art: ${message}`;
    if (key === 'tracks') return message;
    return `${key === ARTISTS ? ARTISTS_LABEL : (releases.fields[key]?.label ?? key)}: ${message}`;
}

export const errorList = (errors: Errors) => Object.entries(errors).map(([k, m]) => summaryLine(k, m));
