import DownloadIcon from '@mui/icons-material/Download';
import { lazy, Suspense } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import type { ResourceDef } from '../../resources/schema';
import { useCsvDownload } from '../lib/useCsvDownload';

// The progress bar is only shown while a download runs: it loads then, not with every list.
const CsvDownloadProgress = lazy(() => import('../components/CsvDownloadProgress'));

/** Downloads the filtered list as CSV from the API, streamed with its rows counted (cells are neutralised server-side). */
export default function CsvExportButton({ def }: { def: ResourceDef }) {
    const { filterValues } = useListContext();
    const notify = useNotify();
    const csv = useCsvDownload();
    async function download() {
        const error = await csv.download({ resource: def.name }, `${def.name.split('/').pop()}.csv`, {
            filter: filterValues,
        });
        if (error) notify(error, { type: 'error' });
    }
    return (
        <>
            <Button
                label={csv.busy ? 'Preparing CSV…' : 'Download CSV'}
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
