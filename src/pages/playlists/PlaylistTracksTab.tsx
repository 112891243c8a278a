import type { ResourceDef } from '../../../resources/schema';
import { PLAYLIST_TRACKS } from '../../../resources/subLists';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The playlist's tracks in order; moves, additions and removals send the whole list (PUT tracks/bulk). */
export default function PlaylistTracksTab({ def }: { def: ResourceDef }) {
    return <TrackOrderTab def={def} noun="playlist" list={PLAYLIST_TRACKS} replaces />;
}
