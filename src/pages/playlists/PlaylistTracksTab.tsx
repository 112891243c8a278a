import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { ResourceDef } from '../../../resources/schema';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The playlist's tracks in order; moves, additions and removals send the whole list (PUT tracks/bulk). */
export default function PlaylistTracksTab({ def }: { def: ResourceDef }) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    return (
        <TrackOrderTab
            def={def}
            noun="playlist"
            replaces
            save={(path, entries) => dataProvider.bulk(`${path}/bulk/`, entries, 'PUT')}
        />
    );
}
