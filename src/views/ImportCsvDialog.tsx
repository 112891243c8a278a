/**
 * CSV import with a dry run (issue 45): the file is sent for a preview (nothing written), shown as
 * its changes (line, record as `describe` names it, field, before → after) and its refused rows with
 * their reason, downloadable as CSV; "Apply N changes" writes the rows that change as one bulk change,
 * and the notice links to the history where "Revert for all" undoes it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetMany, useRefresh } from 'react-admin';
import { Link } from 'react-router';
import { allowedNow } from '../../authProvider';
import {
    applyLabel,
    importableLabels,
    importKeys,
    isImportAnswer,
    refusedRows,
    type ImportAnswer,
    type ImportRow,
} from '../../resources/csvImport';
import { toCsv } from '../../resources/csv';
import { describe, describedName } from '../../resources/describe';
import { displayText, isBlank } from '../../resources/display';
import { fill, messages } from '../../resources/messages';
import { applyImport, previewImport } from '../../resources/operations/csvImport';
import { downloadJobFile } from '../../resources/operations/jobs';
import { isRequested, useJob } from '../jobs/useJob';
import type { ResourceDef } from '../../resources/schema';
import { saveBlob } from '../lib/saveBlob';
import { errorDetail } from './errors';
import { historyOfferedNow } from './historyOffered';
import { retryable } from './failure';
import { fieldValueText } from './fieldValueText';
import { addId, useReferenceNames, type IdsByResource } from './useReferenceNames';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

const m = messages.csvImport;
/** The preview's table shows this many lines (their records fetched in one page); the summary counts them all. */
const SHOWN = 100;

/** One line of the table: a row's change of one field, or its refusal. */
interface Line {
    row: ImportRow;
    field?: string;
}
/** The refused rows first (what the person must fix), then each change, by line. */
const linesOf = (rows: ImportRow[]): Line[] => [
    ...rows.filter(row => row.error).map(row => ({ row })),
    ...rows.filter(row => !row.error).flatMap(row => Object.keys(row.changes).map(field => ({ row, field }))),
];

function PreviewTable({ def, answer }: { def: ResourceDef; answer: ImportAnswer }) {
    const lines = linesOf(answer.rows);
    const shown = lines.slice(0, SHOWN);
    const ids = [...new Set(shown.flatMap(l => (l.row.id === null ? [] : [l.row.id])))];
    const { data: records } = useGetMany(def.name, { ids });
    const referenced: IdsByResource = new Map();
    for (const { row, field } of shown) {
        const f = field ? def.fields[field] : undefined;
        if (f?.kind === 'reference')
            [row.changes[field!].before, row.changes[field!].after].forEach(v => addId(referenced, f.reference, v));
    }
    const names = useReferenceNames(referenced);
    const record = (row: ImportRow) => {
        const found = records?.find(r => r.id === row.id);
        return found ? describedName(describe(def, found)) : `${row.key.field} ${row.key.value}`;
    };
    const text = (field: string, value: unknown) =>
        isBlank(value)
            ? (fieldValueText(def.fields[field], value, {}, allowedNow) ?? '—')
            : displayText(def.fields[field], value, {}, allowedNow, names) || String(value);
    return (
        <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-label={m.title.replace('{resource}', '')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{m.line}</TableCell>
                        <TableCell>{messages.bulkEdit.record}</TableCell>
                        <TableCell>{m.field}</TableCell>
                        <TableCell>{m.change}</TableCell>
                        <TableCell>{m.reason}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {shown.map(({ row, field }) => (
                        <TableRow key={`${row.line}-${field ?? ''}`} selected={!!row.error}>
                            <TableCell>{row.line}</TableCell>
                            <TableCell>{record(row)}</TableCell>
                            <TableCell>{field ? (def.fields[field]?.label ?? field) : ''}</TableCell>
                            <TableCell>
                                {field &&
                                    `${text(field, row.changes[field].before)} → ${text(field, row.changes[field].after)}`}
                            </TableCell>
                            <TableCell>{row.error ?? ''}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            {lines.length > SHOWN && (
                <Typography variant="body2" sx={{ p: 1 }}>
                    {fill(m.moreRows, { count: lines.length - SHOWN })}
                </Typography>
            )}
        </Box>
    );
}

/** The answer, or an error in words where it is not an import's. */
function readAnswer(answer: unknown): ImportAnswer {
    if (!isImportAnswer(answer)) throw new Error(m.noAnswer);
    return answer;
}

export default function ImportCsvDialog({ def, onClose }: { def: ResourceDef; onClose: () => void }) {
    const dataProvider = useConsoleDataProvider();
    const refresh = useRefresh();
    const [file, setFile] = useState<File | null>(null);
    const [answer, setAnswer] = useState<ImportAnswer | null>(null);
    const [applied, setApplied] = useState<ImportAnswer | null>(null);
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | null>(null);
    // The step that failed, offered again where trying again may help (no answer, a gateway's page).
    const [again, setAgain] = useState<(() => void) | null>(null);
    const [queued, setQueued] = useState(false);
    const { job, follow, running, trouble } = useJob();
    const plural = def.label.split('||||').pop()!.trim();

    async function run(step: () => Promise<void>) {
        setBusy(true);
        setError(null);
        setAgain(null);
        try {
            await step();
        } catch (e) {
            setError(errorDetail(e));
            if (retryable(e)) setAgain(() => () => void run(step));
        } finally {
            setBusy(false);
        }
    }
    const choose = (chosen: File | undefined) => {
        if (!chosen) return;
        setFile(chosen);
        setAnswer(null);
        setApplied(null);
        setQueued(false);
        void run(async () =>
            setAnswer(readAnswer(await dataProvider.call(previewImport(def.name), undefined, chosen)))
        );
    };
    const apply = () =>
        void run(async () => {
            const done = readAnswer(await dataProvider.call(applyImport(def.name), undefined, file!));
            setAnswer(null);
            if (!done.job) {
                setApplied(done);
                refresh();
                return;
            }
            // A big file is applied by a job (202): followed here and in the job centre; its file is the answer.
            const ended = await follow(done.job, { kind: 'csv-import' });
            if (isRequested(ended)) {
                setQueued(true);
                return;
            }
            const result = (await dataProvider.call(downloadJobFile, ended.id)) as Blob;
            setApplied(readAnswer(JSON.parse(await result.text())));
            refresh();
        });
    const downloadRefused = () => {
        const rows = refusedRows(answer!.rows);
        const columns = ['line', ...new Set(rows.map(r => Object.keys(r)[1])), 'reason'];
        saveBlob(
            new Blob([toCsv(columns, rows)], { type: 'text/csv' }),
            `${file!.name.replace(/\.csv$/i, '')}-refused.csv`
        );
    };
    const firstChanged = applied?.rows.find(r => r.id !== null && !r.error && Object.keys(r.changes).length);
    const summary = answer?.summary;
    return (
        <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="import-csv-title">
            <DialogTitle id="import-csv-title">{fill(m.title, { resource: plural })}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {fill(m.help, { keys: importKeys(def).join(', ') })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {fill(m.columns, { columns: importableLabels(def, allowedNow).join(', ') })}
                </Typography>
                <MuiButton component="label" variant="outlined" disabled={busy}>
                    {m.choose}
                    <input
                        hidden
                        type="file"
                        accept=".csv,text/csv"
                        aria-label={m.choose}
                        onChange={e => choose(e.target.files?.[0])}
                    />
                </MuiButton>
                {file && (
                    <Typography component="span" sx={{ ml: 1 }}>
                        {file.name}
                    </Typography>
                )}
                {busy && !running && <LinearProgress aria-label={m.reading} sx={{ my: 1 }} />}
                {running && job && (
                    <Box role="status" sx={{ my: 1 }}>
                        <Typography variant="body2">{fill(m.progress, { progress: job.progress ?? 0 })}</Typography>
                        <LinearProgress
                            variant="determinate"
                            value={job.progress ?? 0}
                            aria-label={fill(m.progress, { progress: job.progress ?? 0 })}
                        />
                        {/* Its polls get no answer: said, not a bar that silently stops. */}
                        {trouble && (
                            <Alert severity="warning" sx={{ mt: 1 }}>
                                {trouble}
                            </Alert>
                        )}
                    </Box>
                )}
                {queued && (
                    <Alert severity="info" role="status" sx={{ my: 1 }}>
                        {m.queued}
                    </Alert>
                )}
                {error && (
                    <Alert
                        severity="error"
                        role="alert"
                        sx={{ my: 1, alignItems: 'center' }}
                        action={
                            again && (
                                <MuiButton color="inherit" size="small" variant="outlined" onClick={again}>
                                    {messages.load.retry}
                                </MuiButton>
                            )
                        }
                    >
                        {error}
                    </Alert>
                )}
                {summary && (
                    <>
                        <Alert severity={summary.change ? 'info' : 'warning'} sx={{ my: 1 }} role="status">
                            {fill(m.summary, { ...summary })}
                            {!summary.change && ` ${m.nothing}`}
                        </Alert>
                        <PreviewTable def={def} answer={answer} />
                    </>
                )}
                {applied && (
                    <Alert severity="success" role="status" sx={{ my: 1 }}>
                        {fill(m.applied, { count: applied.summary.change })}{' '}
                        {firstChanged &&
                            (historyOfferedNow() ? (
                                <Link to={`/${def.name}/${firstChanged.id}/history`} onClick={onClose}>
                                    {m.openHistory}
                                </Link>
                            ) : (
                                m.undoByStaff
                            ))}
                    </Alert>
                )}
            </DialogContent>
            <DialogActions>
                {answer && answer.summary.refused + answer.summary.unknown > 0 && (
                    <MuiButton onClick={downloadRefused}>{m.downloadRefused}</MuiButton>
                )}
                <MuiButton onClick={onClose}>{m.close}</MuiButton>
                {answer && answer.summary.change > 0 && (
                    <MuiButton variant="contained" onClick={apply} disabled={busy}>
                        {applyLabel(answer.summary.change)}
                    </MuiButton>
                )}
            </DialogActions>
        </Dialog>
    );
}
