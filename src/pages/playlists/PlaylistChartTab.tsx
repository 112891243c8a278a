import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { playlistChartMapping } from '../../../resources/operations/catalog';
import { operationPath } from '../../../resources/operations/define';
import CatalogLink from '../../components/CatalogLink';
import { loadingOrFailed } from '../../components/LoadFailed';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The chart linked to this playlist (the link is kept on the chart's Curated Playlist tab). */
export default function PlaylistChartTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const query = useQuery({
        queryKey: ['sub', operationPath(playlistChartMapping, record?.id)],
        queryFn: () => dataProvider.call(playlistChartMapping, record?.id),
    });
    const { data } = query;
    const shown = loadingOrFailed(query, 'the linked chart');
    if (shown || !data) return shown;
    if (!data.chart)
        return (
            <Typography color="text.secondary">
                No chart is linked to this playlist. A chart’s Curated Playlist tab links one.
            </Typography>
        );
    return (
        <Typography>
            Linked chart: {data.chart.title} (ID <CatalogLink type="charts" id={data.chart.id} />)
        </Typography>
    );
}
