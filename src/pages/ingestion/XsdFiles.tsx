import Button from '@mui/material/Button';
import { useNotify } from 'react-admin';
import { formatFileSize } from '../../../resources/format';
import { messages } from '../../../resources/messages';
import SubTable, { type SubLoad } from '../../components/SubTable';
import { saveBlob } from '../../lib/saveBlob';
import { downloadXsd } from '../../../resources/operations/ingestion';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

interface XsdFile extends Record<string, unknown> {
    version: string;
    name: string;
    file: string;
    size: number;
}

/** The DDEX XSD versions the ingestion accepts, each downloadable. */
export default function XsdFiles({ files, load }: { files: XsdFile[] | undefined; load: SubLoad }) {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    async function download(x: XsdFile) {
        try {
            saveBlob(await dataProvider.call(downloadXsd, x.version), x.file);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    }
    return (
        <SubTable
            label="Accepted XSD versions"
            rows={files?.map(f => ({ ...f, id: f.version }))}
            load={load}
            empty="No XSD versions are accepted."
            columns={[
                { key: 'name', label: 'Version' },
                { key: 'file', label: 'File' },
                { key: 'size', label: 'Size', nowrap: true, render: r => formatFileSize(r.size) },
                {
                    key: 'download',
                    label: 'Download',
                    render: r => (
                        <Button size="small" onClick={() => void download(r)} aria-label={`Download ${r.file}`}>
                            Download
                        </Button>
                    ),
                },
            ]}
        />
    );
}
