import DownloadIcon from '@mui/icons-material/Download';
import { lazy, Suspense } from 'react';
import { Button, useListContext, useNotify } from 'react-admin';
import type { CsvSource } from '../../dataProvider';
import type { ResourceDef } from '../../resources/schema';
import { useCsvDownload } from '../lib/useCsvDownload';

// The progress bar is only shown while a download runs: it loads then, not with every list.
const CsvDownloadProgress = lazy(() => import('../components/CsvDownloadProgress'));

/**
 * A CSV of what the list's filters keep, from `source`, streamed with its rows counted (cells are
 * neutralised server-side), saved as `filename`.
 */
export function ListCsvButton({ source, filename, label }: { source: CsvSource; filename: string; label: string }) {
    const { filterValues } = useListContext();
    const notify = useNotify();
    const csv = useCsvDownload();
    async function download() {
        const error = await csv.download(source, filename, { filter: filterValues });
        if (error) notify(error, { type: 'error' });
    }
    return (
        <>
            <Button label={csv.busy ? 'Preparing CSV…' : label} onClick={() => void download()} disabled={csv.busy}>
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

/** Downloads the filtered list as CSV from the API. */
export default function CsvExportButton({ def }: { def: ResourceDef }) {
    return (
        <ListCsvButton
            source={{ resource: def.name }}
            filename={`${def.name.split('/').pop()}.csv`}
            label="Download CSV"
        />
    );
}
