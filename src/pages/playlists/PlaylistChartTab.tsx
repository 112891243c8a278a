import Typography from '@mui/material/Typography';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { ResourceDef } from '../../../resources/schema';
import CatalogLink from '../../components/CatalogLink';
import { errorDetail } from '../../views/errors';

type Mapping = { chart_id?: number; chart?: { id: number; title: string } };

/** The chart linked to this playlist (the link is kept on the chart's Curated Playlist tab). */
export default function PlaylistChartTab({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const path = `${def.name}/${record?.id}/chart-mapping/`;
    const { data, error } = useQuery({ queryKey: ['sub', path], queryFn: () => dataProvider.fetchJson<Mapping>(path) });
    if (error) return <Typography color="error">{errorDetail(error)}</Typography>;
    if (!data) return null;
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
