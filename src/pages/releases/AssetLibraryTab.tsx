import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNotify, useRecordContext } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { formatFileSize } from '../../../resources/format';
import { messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { RELEASE_ASSET_FILES } from '../../../resources/subLists';
import SubTable, { useSubRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { saveBlob } from '../../lib/saveBlob';
import { formatTime } from '../../lib/time';
import ExternalLinksList from '../ingestion/ExternalLinksList';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

interface AssetFile extends Record<string, unknown> {
    id: number;
    name: string;
    kind: string;
    size: number;
    created: string;
    download: string;
}

const KINDS: Record<string, string> = { artwork: 'Artwork', 'label-copy': 'Label copy' };

/** The release's asset-library files (what came with the delivery beside the audio), each downloadable. */
export default function AssetLibraryTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const files = useSubRows<AssetFile>(RELEASE_ASSET_FILES, record?.id as string | number | undefined);
    const { data } = files;
    async function download(file: AssetFile) {
        try {
            saveBlob(await dataProvider.fetchLink(file.download), file.name);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    }
    // The release's delivery folder, as the ingestion names it (/ingest/supplier-{id}/{upc}/).
    const folder = record?.upc
        ? `ingest/supplier-${String(record.supplier_id ?? '')}/${String(record.upc)}`
        : undefined;
    return (
        <Box sx={{ width: '100%' }}>
            {loadingOrFailed(files, 'asset library files')}
            <SubTable
                label="Asset library files"
                rows={data}
                loading={!files.data}
                empty="No asset-library files for this release."
                columns={[
                    { key: 'name', label: 'File', ellipsis: true },
                    { key: 'kind', label: 'Kind', render: r => KINDS[r.kind] ?? r.kind },
                    { key: 'size', label: 'Size', nowrap: true, render: r => formatFileSize(r.size) },
                    { key: 'created', label: 'Added', nowrap: true, render: r => formatTime(r.created) },
                    {
                        key: 'download',
                        label: 'Download',
                        render: r => (
                            <Button size="small" onClick={() => void download(r)} aria-label={`Download ${r.name}`}>
                                Download
                            </Button>
                        ),
                    },
                ]}
            />
            {allowedNow(P.STAFF) && <ExternalLinksList folder={folder} />}
        </Box>
    );
}
