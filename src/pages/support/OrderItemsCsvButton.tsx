import DownloadIcon from '@mui/icons-material/Download';
import { lazy, Suspense } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import { allOrderItemsCsv } from '../../../resources/operations/support';
import { useCsvDownload } from '../../lib/useCsvDownload';

// The progress bar is only shown while a download runs: it loads then, not with every list.
const CsvDownloadProgress = lazy(() => import('../../components/CsvDownloadProgress'));

/** The items of every order the list's filters keep (none: all orders), one streamed CSV (`order-items-csv/download`). */
export default function OrderItemsCsvButton() {
    const { filterValues } = useListContext();
    const notify = useNotify();
    const csv = useCsvDownload();
    async function download() {
        const error = await csv.download({ operation: allOrderItemsCsv }, 'order-items.csv', { filter: filterValues });
        if (error) notify(error, { type: 'error' });
    }
    return (
        <>
            <Button
                label={csv.busy ? 'Preparing CSV…' : 'Download order items CSV'}
                onClick={() => void download()}
                disabled={csv.busy}
            >
                <DownloadIcon />
            </Button>
            {csv.busy && (
                <Suspense fallback={null}>
                    <CsvDownloadProgress {...csv} error={null} />
                </Suspense>
            )}
        </>
    );
}
