/**
 * Packaging on a server without the package call (capability `packaging`): the release, its cover
 * and its tracks are created one by one through §7 calls ("Releases: … POST release, … images";
 * "Tracks: … POST tracks"). What §7 has no call for (the audio files, the artists, the encode that
 * needs the audio) is not sent: the wizard says so before and after.
 */
import type { DataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { ARTISTS, packageBody, type PackageDraft } from '../../../resources/packaging/package';
import type { Chosen } from './fileChecks';

export interface CreatedBySpecCalls {
    release: { id: number; name: string };
    tracks: { id: number }[];
}

/**
 * What the calls made so far created: a refusal part-way leaves the release (and any tracks) made,
 * and pressing Create again goes on from there instead of making the release twice.
 */
export interface SpecCallsProgress {
    release?: { id: number; name: string };
    coverSent?: boolean;
    tracks: { id: number }[];
}
export const noProgress = (): SpecCallsProgress => ({ tracks: [] });

const withoutArtists = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => k !== ARTISTS));

export async function createBySpecCalls(
    dataProvider: DataProvider & Pick<ConsoleDataProvider, 'uploadImage'>,
    values: PackageDraft,
    progress: SpecCallsProgress = noProgress()
): Promise<CreatedBySpecCalls> {
    const body = packageBody(values);
    if (!progress.release) {
        const { data } = await dataProvider.create('catalog/releases', { data: withoutArtists(body.release) });
        progress.release = { id: Number(data.id), name: String(data.name ?? '') };
    }
    const release = progress.release;
    if (!progress.coverSent) {
        await dataProvider.uploadImage('catalog/releases', release.id, (values.cover as Chosen).file);
        progress.coverSent = true;
    }
    // One after another: the tracks keep the wizard's order.
    for (const track of body.tracks.slice(progress.tracks.length)) {
        const { data } = await dataProvider.create('catalog/tracks', {
            data: { ...withoutArtists(track), release_id: release.id },
        });
        progress.tracks.push({ id: Number(data.id) });
    }
    return { release, tracks: progress.tracks };
}
