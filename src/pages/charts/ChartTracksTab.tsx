import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { ResourceDef } from '../../../resources/schema';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The chart's tracks in order; moves, additions and removals send the whole list (PUT tracks). */
export default function ChartTracksTab({ def }: { def: ResourceDef }) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    return (
        <TrackOrderTab
            def={def}
            noun="chart"
            replaces
            save={(path, entries) => dataProvider.bulk(`${path}/`, entries, 'PUT')}
        />
    );
}
