/**
 * Packaging on a server without the package call (capability `packaging`): the release, its cover
 * and its tracks are created one by one through §7 calls ("Releases: … POST release, … images";
 * "Tracks: … POST tracks"). What §7 has no call for (the audio files, the artists, the encode that
 * needs the audio) is not sent: the wizard says so before and after.
 */
import type { DataProvider } from 'react-admin';
import { ARTISTS, packageBody, type PackageDraft } from '../../../resources/packaging/package';
import type { Chosen } from './fileChecks';

export interface CreatedBySpecCalls {
    release: { id: number; name: string };
    tracks: { id: number }[];
}

const withoutArtists = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => k !== ARTISTS));

export async function createBySpecCalls(
    dataProvider: DataProvider & { upload: <T = unknown>(path: string, file: File) => Promise<T> },
    values: PackageDraft
): Promise<CreatedBySpecCalls> {
    const body = packageBody(values);
    const { data: release } = await dataProvider.create('catalog/releases', { data: withoutArtists(body.release) });
    await dataProvider.upload(`catalog/releases/${release.id}/images/`, (values.cover as Chosen).file);
    const tracks: { id: number }[] = [];
    // One after another: the tracks keep the wizard's order.
    for (const track of body.tracks) {
        const { data } = await dataProvider.create('catalog/tracks', {
            data: { ...withoutArtists(track), release_id: release.id },
        });
        tracks.push({ id: Number(data.id) });
    }
    return { release: { id: Number(release.id), name: String(release.name ?? '') }, tracks };
}
