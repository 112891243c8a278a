import type { ResourceDef } from '../../../resources/schema';
import { CHART_TRACKS } from '../../../resources/subLists';
import TrackOrderTab from '../../views/TrackOrderTab';

/** The chart's tracks in order; moves, additions and removals send the whole list (PUT tracks). */
export default function ChartTracksTab({ def }: { def: ResourceDef }) {
    return <TrackOrderTab def={def} noun="chart" list={CHART_TRACKS} replaces />;
}
