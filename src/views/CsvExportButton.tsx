import DownloadIcon from '@mui/icons-material/Download';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { ResourceDef } from '../../resources/schema';
import { messages } from '../../resources/messages';
import { saveBlob } from '../lib/saveBlob';

/** Downloads the filtered list as CSV from the API (cells are neutralised server-side). */
export default function CsvExportButton({ def }: { def: ResourceDef }) {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const { filterValues } = useListContext();
    const notify = useNotify();
    const [busy, setBusy] = useState(false);
    async function download() {
        setBusy(true);
        try {
            const blob = await dataProvider.downloadCsv(`${def.name}/csv/download/`, filterValues);
            saveBlob(blob, `${def.name.split('/').pop()}.csv`);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        } finally {
            setBusy(false);
        }
    }
    return (
        <Button label={busy ? 'Preparing CSV…' : 'Download CSV'} onClick={() => void download()} disabled={busy}>
            <DownloadIcon />
        </Button>
    );
}
