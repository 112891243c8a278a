import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import type { FileClass } from '../../../resources/constants';
import { formatFileSize } from '../../../resources/format';
import { operationPath } from '../../../resources/operations/define';
import {
    FILE_NAME_PATTERN,
    FILE_NAME_RULE,
    fileClasses,
    trackFileUpdate,
    trackSupportDownloads,
    type StoredFile,
} from '../../../resources/operations/trackFiles';
import SubTable from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { useOperation } from '../../lib/useOperation';
import { saveBlob } from '../../lib/saveBlob';
import { formatTime } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/**
 * What support may send a customer again (§7 `support-downloads`): each stored file, its class
 * (§7 `files/classes`) and download; the catalog's keepers correct a file's record (`track-file-update`).
 */
export default function SupportDownloadsTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const client = useQueryClient();
    const key = ['sub', operationPath(trackSupportDownloads, record?.id)];
    const files = useQuery({ queryKey: key, queryFn: () => dataProvider.call(trackSupportDownloads, record?.id) });
    const classes = useQuery({ queryKey: ['files/classes'], queryFn: () => dataProvider.call(fileClasses) });
    const correct = useOperation(trackFileUpdate);
    const [editing, setEditing] = useState<StoredFile | null>(null);
    const className = (id: string | null) => classes.data?.results.find(c => c.id === id)?.name ?? id ?? '';

    async function download(file: StoredFile) {
        try {
            saveBlob(await dataProvider.fetchLink(file.download!), file.file_name);
        } catch (e) {
            notify(errorDetail(e), { type: 'error' });
        }
    }

    return (
        <>
            {loadingOrFailed(files, 'support downloads')}
            <SubTable<StoredFile & Record<string, unknown>>
                label="Support downloads"
                rows={files.data?.results as (StoredFile & Record<string, unknown>)[] | undefined}
                loading={!files.data}
                empty="This track has no stored file a customer could be sent."
                columns={[
                    { key: 'file_name', label: 'File', ellipsis: true },
                    { key: 'file_class', label: 'Class', render: r => className(r.file_class) },
                    { key: 'size', label: 'Size', render: r => formatFileSize(r.size) },
                    { key: 'created', label: 'Stored', render: r => formatTime(r.created) },
                    {
                        key: 'download',
                        label: 'Actions',
                        render: r => (
                            <>
                                {r.download ? (
                                    <Button
                                        size="small"
                                        onClick={() => void download(r)}
                                        aria-label={`Download ${r.file_name}`}
                                    >
                                        Download
                                    </Button>
                                ) : (
                                    'Not stored here'
                                )}
                                {correct.visible && (
                                    <Button
                                        size="small"
                                        onClick={() => setEditing(r)}
                                        aria-label={`Correct record ${r.file_name}`}
                                    >
                                        Correct record
                                    </Button>
                                )}
                            </>
                        ),
                    },
                ]}
            />
            {editing && (
                <FileRecordDialog
                    file={editing}
                    classes={classes.data?.results ?? []}
                    pending={correct.pending}
                    onClose={() => setEditing(null)}
                    onSave={async changes => {
                        try {
                            await correct.run(record?.id, { guid: editing.guid, ...changes });
                            notify(`File record "${changes.file_name ?? editing.file_name}" corrected`, {
                                type: 'success',
                            });
                            setEditing(null);
                            await client.invalidateQueries({ queryKey: key });
                        } catch (e) {
                            // The dialog stays open with what was typed.
                            notify(errorDetail(e), { type: 'error' });
                        }
                    }}
                />
            )}
        </>
    );
}

function FileRecordDialog({
    file,
    classes,
    pending,
    onClose,
    onSave,
}: {
    file: StoredFile;
    classes: { id: FileClass; name: string }[];
    pending: boolean;
    onClose: () => void;
    onSave: (changes: { file_name?: string; file_class?: FileClass }) => Promise<void>;
}) {
    const [name, setName] = useState(file.file_name);
    const [fileClass, setFileClass] = useState<FileClass | ''>(file.file_class ?? '');
    const nameProblem = name.trim() && FILE_NAME_PATTERN.test(name.trim()) ? '' : FILE_NAME_RULE;
    const changes = {
        ...(name.trim() !== file.file_name ? { file_name: name.trim() } : {}),
        ...(fileClass && fileClass !== file.file_class ? { file_class: fileClass } : {}),
    };
    return (
        <Dialog open onClose={onClose} aria-labelledby="file-record-title" fullWidth maxWidth="sm">
            <DialogTitle id="file-record-title">Correct the record of {file.file_name}</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                <TextField
                    label="File name"
                    value={name}
                    onChange={e => setName(e.target.value)}
                    error={!!nameProblem}
                    helperText={nameProblem || ' '}
                />
                <TextField
                    select
                    label="File class"
                    value={fileClass}
                    onChange={e => setFileClass(e.target.value as FileClass)}
                >
                    {classes.map(c => (
                        <MenuItem key={c.id} value={c.id}>
                            {c.name}
                        </MenuItem>
                    ))}
                </TextField>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>Cancel</Button>
                <Button
                    variant="contained"
                    disabled={pending || !!nameProblem || !Object.keys(changes).length}
                    onClick={() => void onSave(changes)}
                >
                    Save record
                </Button>
            </DialogActions>
        </Dialog>
    );
}
