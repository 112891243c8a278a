import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { fill, messages } from '../../resources/messages';
import type { CsvDownloadState } from '../lib/useCsvDownload';
import { formatNumber } from '../../resources/format';

/** `12,000 rows received` (of the total when the server said how many). */
export function rowsReceived(rows: number, total?: number): string {
    const n = formatNumber(rows);
    return fill(messages.orders.rowsReceived, {
        rows: total === undefined ? n : `${n} of ${formatNumber(total)}`,
    });
}

/** A streamed download's progress (rows received, a bar when the total is known) and its failure. */
export default function CsvDownloadProgress({ progress, busy, error }: CsvDownloadState) {
    if (error) return <Alert severity="error">{error}</Alert>;
    if (!progress) return null;
    const { rows, total } = progress;
    const value = total ? Math.min(100, (rows / total) * 100) : undefined;
    return (
        <Box role="status" aria-live="polite" sx={{ my: 1, minWidth: 240 }}>
            {busy && (
                <LinearProgress
                    aria-label="Download progress"
                    variant={value === undefined ? 'indeterminate' : 'determinate'}
                    value={value}
                />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {rowsReceived(rows, total)}
                {busy ? '' : ' — saved'}
            </Typography>
        </Box>
    );
}
