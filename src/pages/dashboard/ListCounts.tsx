/**
 * The dashboard on a server without `GET dashboard/` (capability `dashboard`): a card composed from
 * §7 calls only, each count read from its list (`per_page=1`, the answer's `count`). A list the user
 * may not read is not asked, one the server does not have (404) is left out, and the counts whose
 * call failed otherwise are named, with Retry.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../../authProvider';
import { formatNumber } from '../../../resources/format';
import { findMeta } from '../../resourceManifest';
import { fill, messages } from '../../../resources/messages';
import LoadFailed, { LoadingArea } from '../../components/LoadFailed';
import { answerStatus } from '../../lib/loadFailure';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The store's main records, in the order the card lists them. */
export const COUNTED_LISTS = [
    'catalog/tracks',
    'catalog/releases',
    'catalog/artists',
    'catalog/labels',
    'deliveries/deliveries',
    'support/orders',
] as const;

export default function ListCounts() {
    const dataProvider = useConsoleDataProvider();
    const translate = useTranslate();
    const lists = COUNTED_LISTS.filter(name => {
        const meta = findMeta(name);
        return !!meta && allowedNow(meta.access);
    });
    const counts = useQueries({
        queries: lists.map(name => ({
            queryKey: ['dashboard-list-count', name],
            queryFn: async () =>
                (
                    await dataProvider.getList(name, {
                        pagination: { page: 1, perPage: 1 },
                        sort: { field: 'id', order: 'ASC' },
                        filter: {},
                    })
                ).total ?? null,
            retry: false,
        })),
    });
    const names = (name: string) => translate(`resources.${name}.name`, { smart_count: 2 });
    const shown = lists.flatMap((name, i) => {
        const total = counts[i]?.data;
        return typeof total === 'number' ? [{ name, total }] : [];
    });
    // A list the server does not have (404) is left out; one that failed otherwise is named, with Retry.
    const failedAt = lists.flatMap((_, i) => (counts[i]?.error && answerStatus(counts[i].error) !== 404 ? [i] : []));
    const failed = failedAt.map(i => counts[i]!);
    const failure = failed.length > 0 && (
        <LoadFailed
            what={fill(messages.load.counts, {
                lists: failedAt.map(i => names(lists[i]!).toLowerCase()).join(', '),
            })}
            error={failed[0]?.error}
            onRetry={() => failed.forEach(c => void c.refetch())}
            retrying={failed.some(c => c.isFetching)}
        />
    );
    if (!shown.length)
        return failure || (counts.some(c => c.isPending) ? <LoadingArea what={messages.load.figures} /> : null);
    return (
        <Card variant="outlined" component="section" aria-label="Records" sx={{ maxWidth: 420 }}>
            <CardContent>
                <Typography variant="subtitle1" component="h3" gutterBottom>
                    Records
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
                    {shown.map(({ name, total }) => (
                        <Box key={name} sx={{ display: 'contents' }}>
                            <Box component="dt">
                                <Link to={`/${name}`}>{names(name)}</Link>
                            </Box>
                            <Box component="dd" sx={{ m: 0, textAlign: 'right' }}>
                                {formatNumber(total)}
                            </Box>
                        </Box>
                    ))}
                </Box>
                {failure}
            </CardContent>
        </Card>
    );
}
