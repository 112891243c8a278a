import type { ResourceDef } from '../../../resources/schema';
import { RELEASE_TRACKS } from '../../../resources/subLists';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The release's tracks in order; a move renumbers the same tracks (PATCH tracks/bulk). */
export default function ReleaseTracksTab({ def }: { def: ResourceDef }) {
    return <TrackOrderTab def={def} noun="release" list={RELEASE_TRACKS} />;
}
