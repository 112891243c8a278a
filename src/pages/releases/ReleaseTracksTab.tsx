import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { ResourceDef } from '../../../resources/schema';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The release's tracks in order; a move renumbers the same tracks (PATCH tracks/bulk). */
export default function ReleaseTracksTab({ def }: { def: ResourceDef }) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    return (
        <TrackOrderTab
            def={def}
            noun="release"
            save={(path, entries) => dataProvider.bulk(`${path}/bulk/`, entries, 'PATCH')}
        />
    );
}
