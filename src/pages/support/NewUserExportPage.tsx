import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title } from 'react-admin';
import Alert from '@mui/material/Alert';
import { NEW_USER_EXPORT_DAYS } from '../../../resources/constants';
import { readPersonIdCsv, rejectedText } from '../../../resources/idCsv';
import { fill, messages } from '../../../resources/messages';
import { DATE_JOINED_COLUMN, exportRangeError, NEW_USER_EXPORT_PATH } from '../../../resources/support/newUserExport';
import { mountainToday } from '../../../resources/time';
import CsvDownloadProgress from '../../components/CsvDownloadProgress';
import UploadButton from '../../components/UploadButton';
import { useCsvDownload } from '../../lib/useCsvDownload';

/**
 * The new-user export (spec §5): users registered in at most NEW_USER_EXPORT_DAYS days, as CSV,
 * streamed with the rows counted as they arrive. The range is checked here and by the API. An
 * uploaded CSV with a `person_id` or `user_id` column keeps only those users.
 */
export default function NewUserExportPage() {
    // Yesterday and today in Mountain time: the API reads the days as Mountain days too.
    const [from, setFrom] = useState(() => mountainToday(-1));
    const [to, setTo] = useState(() => mountainToday(0));
    const csv = useCsvDownload();
    const [only, setOnly] = useState<{ column: string; ids: number[]; file: string } | null>(null);
    const [uploadError, setUploadError] = useState<string | null>(null);
    const problem = exportRangeError(from, to);
    const download = () =>
        csv.download(NEW_USER_EXPORT_PATH, `new-users-${from}-${to}.csv`, {
            filter: { created_date: `${from}:${to}` },
            ...(only ? { body: { ids: only.ids, column: only.column } } : {}),
        });
    const readList = async (file: File) => {
        csv.reset();
        const read = await readPersonIdCsv(file, 'newUsers');
        if (!read.ok) return setUploadError(read.error);
        if (read.rejected.length) return setUploadError(`Not user ids: ${rejectedText(read.rejected)}`);
        if (!read.ids.length) return setUploadError(`No ids in the ${read.column} column.`);
        setUploadError(null);
        setOnly({ column: read.column, ids: read.ids, file: file.name });
    };
    return (
        <Box sx={{ p: 2, maxWidth: 640 }}>
            <Title title="New-user Export" />
            <Typography variant="h5" component="h2" gutterBottom>
                New users
            </Typography>
            <Typography color="text.secondary" gutterBottom>
                Users who registered between two days (both included, each a day in Mountain time), at most{' '}
                {NEW_USER_EXPORT_DAYS} days, as a CSV file.
            </Typography>
            <Typography color="text.secondary" gutterBottom>
                {fill(messages.orders.exportTimes, { column: DATE_JOINED_COLUMN })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, my: 2, flexWrap: 'wrap' }}>
                <TextField
                    type="date"
                    label="Registered from"
                    value={from}
                    onChange={e => {
                        setFrom(e.target.value);
                        csv.reset();
                    }}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: 240 }}
                    error={!!problem}
                    helperText={messages.hints.mountainDays}
                />
                <TextField
                    type="date"
                    label="Registered to"
                    value={to}
                    onChange={e => {
                        setTo(e.target.value);
                        csv.reset();
                    }}
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ width: 240 }}
                    error={!!problem}
                    helperText={problem ?? messages.hints.mountainDays}
                />
            </Box>
            <Box sx={{ mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    Optionally, only the users of a CSV file with a <code>person_id</code> or <code>user_id</code>{' '}
                    column.
                </Typography>
                <UploadButton
                    label="Only users from a CSV"
                    accept=".csv,text/csv"
                    busy={false}
                    size="small"
                    onFile={f => void readList(f)}
                />
                {only && (
                    <Typography role="status" variant="body2" sx={{ mt: 1 }}>
                        {only.ids.length} {only.column} values read from {only.file}.{' '}
                        <Button size="small" onClick={() => setOnly(null)}>
                            Export everyone instead
                        </Button>
                    </Typography>
                )}
                {uploadError && (
                    <Alert severity="error" sx={{ mt: 1 }}>
                        {uploadError}
                    </Alert>
                )}
            </Box>
            <Button
                variant="contained"
                startIcon={<DownloadIcon />}
                disabled={!!problem || csv.busy}
                onClick={() => void download()}
            >
                Download new users CSV
            </Button>
            <CsvDownloadProgress {...csv} />
        </Box>
    );
}
