import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { subPath } from '../../../dataProvider/query';
import countriesAllowed from '../../../resources/catalog/trackCountriesAllowed';
import { trackRegionalSummary } from '../../../resources/operations/catalog';
import { loadingOrFailed } from '../../components/LoadFailed';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/**
 * Where the track may be sold, by region ("Europe 6 of 14"), above its allowed countries. Keyed
 * under the list's own query, so it is fetched again whenever the list changes.
 */
export default function RegionalSummary() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    // Under the allowed countries' own key (their tab's list), so a change there refetches this.
    const summary = useQuery({
        queryKey: ['sub', record ? subPath(countriesAllowed, record.id) : null, 'regional-summary'],
        queryFn: () => dataProvider.call(trackRegionalSummary, record?.id),
        enabled: !!record,
    });
    const { data } = summary;
    const waiting = loadingOrFailed(summary, 'the regional summary');
    if (waiting || !data) return waiting;
    return (
        <Box sx={{ mb: 2 }} role="group" aria-label="Regional summary">
            <Typography variant="subtitle2" component="h2" gutterBottom>
                Regional summary
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {data.results.map(r => (
                    <Tooltip
                        key={r.region}
                        title={r.missing.length ? `Not allowed: ${r.missing.join(', ')}` : 'All allowed'}
                    >
                        <Chip
                            label={`${r.region}: ${r.allowed} of ${r.total}`}
                            color={r.allowed === r.total ? 'success' : r.allowed ? 'warning' : 'default'}
                            variant={r.allowed ? 'filled' : 'outlined'}
                        />
                    </Tooltip>
                ))}
            </Box>
        </Box>
    );
}
