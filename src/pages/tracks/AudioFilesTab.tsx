import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import SubTable, { useSubRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { TRACK_AUDIO_FILES } from '../../../resources/subLists';
import UploadButton from '../../components/UploadButton';
import { retryable } from '../../views/failure';
import { isOffered } from '../../lib/capabilities';
import TrackPlayer from './TrackPlayer';
import { messages } from '../../../resources/messages';
import { AUDIO_UPLOAD_TYPES, FILE_CLASSES } from '../../../resources/constants';
import { audioFormatOf } from '../../../resources/constants';
import { formatFileSize } from '../../../resources/format';
import { saveBlob } from '../../lib/saveBlob';
import { formatTime } from '../../lib/time';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

interface AudioFile extends Record<string, unknown> {
    id: number;
    guid: string;
    format: string;
    file_name: string;
    file_class: string;
    size: number;
    created: string;
    /** The API path of its bytes, when this server holds them. */
    download: string | null;
}

export const isAudioUpload = (name: string) =>
    (AUDIO_UPLOAD_TYPES as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/** Audio files with formats and sizes; uploads accept wav, flac and aiff only. */
export default function AudioFilesTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const trackId = record?.id as string | number | undefined;
    const files = useSubRows<AudioFile>(TRACK_AUDIO_FILES, trackId);
    const { data, reload } = files;
    const [problem, setProblem] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    async function upload(file: File) {
        setProblem(null);
        if (!isAudioUpload(file.name)) {
            setProblem(messages.validation.audioType);
            return;
        }
        setBusy(true);
        try {
            await dataProvider.uploadSubFile(TRACK_AUDIO_FILES, trackId!, file);
            notify(`Uploaded ${file.name}`, { type: 'success' });
            await reload();
        } catch (e) {
            // The server says why (e.g. a file whose content is not what its name claims).
            const why = e instanceof Error && e.message.startsWith(messages.errors.uploadFailed) ? e.message : '';
            notify(why || messages.errors.uploadFailed, { type: 'error' });
            // The chosen file stays offered where trying again may help (no answer, a 5xx).
            return retryable(e) ? false : undefined;
        } finally {
            setBusy(false);
        }
    }

    async function download(file: AudioFile) {
        try {
            saveBlob(await dataProvider.fetchLink(file.download!), file.file_name);
        } catch {
            notify(messages.errors.download, { type: 'error' });
        }
    }

    return (
        <Box sx={{ width: '100%' }}>
            {!!data?.length && <TrackPlayer trackId={record?.id} />}
            {loadingOrFailed(files, 'audio files')}
            <SubTable
                label="Audio files"
                rows={data}
                loading={!files.data}
                empty="No audio files yet."
                columns={[
                    {
                        key: 'format',
                        label: 'Format',
                        // By the stored file's suffix (spec §9 map), else what the server says.
                        render: r => audioFormatOf(r.file_name)?.name ?? r.format.toUpperCase(),
                    },
                    { key: 'file_name', label: 'File', ellipsis: true },
                    { key: 'size', label: 'Size', render: r => formatFileSize(r.size) },
                    {
                        key: 'file_class',
                        label: 'Class',
                        render: r => FILE_CLASSES.find(c => c.id === r.file_class)?.name ?? r.file_class,
                    },
                    { key: 'created', label: 'Uploaded', render: r => formatTime(r.created) },
                    {
                        key: 'download',
                        label: 'Download',
                        render: r =>
                            r.download ? (
                                <Button
                                    size="small"
                                    onClick={() => void download(r)}
                                    aria-label={`Download ${r.file_name}`}
                                >
                                    Download
                                </Button>
                            ) : (
                                'Not stored here'
                            ),
                    },
                ]}
            />
            {(!TRACK_AUDIO_FILES.upload || isOffered(TRACK_AUDIO_FILES.upload)) && (
                <UploadButton
                    label="Upload audio (wav, flac, aiff)"
                    accept=".wav,.flac,.aiff"
                    busy={busy}
                    onFile={upload}
                />
            )}
            {problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {problem}
                </Alert>
            )}
        </Box>
    );
}
