import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Title } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { getAuth } from '../../../authProvider/state';
import { P } from '../../../resources/permissions';
import { hostMissing } from '../../lib/serviceHosts';
import { loadingOrFailed } from '../../components/LoadFailed';
import InspectorDetail from './InspectorDetail';
import InspectorFilters from './InspectorFilters';
import InspectorTable from './InspectorTable';
import { useInspectorParams } from './useInspectorParams';
import { formatNumber } from '../../../resources/format';
import { inspectDeliveries } from '../../../resources/operations/delivery';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The deliveries inspector: newest first, paged by the service's cursor; the delivery opened shows below. */
export default function InspectorPage() {
    const dataProvider = useConsoleDataProvider();
    const [params, update] = useInspectorParams();
    const partner = allowedNow(P.PARTNER);
    const query = new URLSearchParams({ brand: getAuth().brand ?? 'download' });
    if (params.status) query.set('release_status', params.status);
    if (params.message) query.set('status_message', params.message);
    if (params.attention) query.set('attention', '1');
    if (params.cursor) query.set('cursor', params.cursor);
    const deliveries = useQuery({
        queryKey: ['inspector-deliveries', query.toString()],
        queryFn: () => dataProvider.call(inspectDeliveries, undefined, undefined, { query }),
    });
    const { data, error, isPending, refetch } = deliveries;
    const reload = useCallback(() => void refetch(), [refetch]);
    const filtered = params.attention || params.status || params.message;
    // Without the service's host the console cannot reach it at all: said once, and nothing below asks it again.
    const unreachable = hostMissing('inspector', error);
    return (
        <Box sx={{ p: 2 }}>
            <Title title="New Deliveries" />
            <InspectorFilters params={params} onChange={update} partner={partner} />
            {unreachable && (
                <Alert severity="warning" sx={{ my: 1 }}>
                    {unreachable}
                </Alert>
            )}
            {!unreachable && loadingOrFailed(deliveries, 'deliveries')}
            {data && (
                <>
                    <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                        {`${formatNumber(data.count)} ${data.count === 1 ? 'delivery' : 'deliveries'}${params.attention ? ' needing attention' : ''}`}
                    </Typography>
                    <InspectorTable
                        rows={data.results}
                        selected={params.delivery}
                        partner={partner}
                        onOpen={delivery => update({ delivery })}
                    />
                    {!data.results.length && (
                        <Typography sx={{ p: 2 }}>
                            {filtered ? 'No deliveries match these filters.' : 'No deliveries yet.'}
                        </Typography>
                    )}
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
                        <Button disabled={!data.previous} onClick={() => update({ cursor: data.previous })}>
                            Newer
                        </Button>
                        <Button disabled={!data.next} onClick={() => update({ cursor: data.next })}>
                            Older
                        </Button>
                    </Box>
                </>
            )}
            {/* Once the list is drawn: opened beneath it, the delivery is brought into view where it ends up. */}
            {params.delivery !== null && !unreachable && !isPending && (
                <InspectorDetail
                    key={params.delivery}
                    id={params.delivery}
                    partner={partner}
                    onChange={reload}
                    onClose={() => update({ delivery: null })}
                />
            )}
        </Box>
    );
}
