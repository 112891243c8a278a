import AddCardIcon from '@mui/icons-material/AddCard';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import { formatAmount } from '../../../resources/format';
import { readPersonIdCsv, rejectedText } from '../../../resources/idCsv';
import { fill, messages } from '../../../resources/messages';
import { CREDIT_CURRENCIES, creditErrors } from '../../../resources/support/credits';
import { useSubList } from '../../components/SubTable';
import UploadButton from '../../components/UploadButton';
import { errorDetail } from '../../views/errors';
import { bulkCredit } from '../../../resources/operations/support';
import { DECLINED, useOperation } from '../../lib/useOperation';

const m = messages.support;

/**
 * POST support/credits/bulk/: one credit for every user of a CSV (a person_id or user_id column).
 * The file is read here first (how many users, which rows are not ids), then sent whole: the API
 * checks it again and credits all or none. Confirmed first, naming the amount and the count.
 */
export default function BulkCreditButton() {
    const crediting = useOperation(bulkCredit);
    const notify = useNotify();
    const refresh = useRefresh();
    const reasons = useSubList<{ id: number; name: string }>('auxiliary/reason');
    const [open, setOpen] = useState(false);
    const [file, setFile] = useState<File | null>(null);
    const [count, setCount] = useState(0);
    const [values, setValues] = useState({ amount: '', currency: '', reason_id: '' });
    const [error, setError] = useState<string | null>(null);
    // Busy while the credit is sent, not while its question is asked.
    const busy = crediting.pending;
    const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
        setValues(v => ({ ...v, [k]: e.target.value }));
        setError(null);
    };

    async function choose(chosen: File) {
        setError(null);
        setFile(null);
        const read = await readPersonIdCsv(chosen, 'credits');
        if (!read.ok) return setError(read.error);
        if (read.rejected.length) return setError(fill(m.idsRejected, { rows: rejectedText(read.rejected) }));
        if (!read.ids.length) return setError(m.bulkChoose);
        setFile(chosen);
        setCount(read.ids.length);
    }

    async function submit() {
        const rule = Object.values(creditErrors(values))[0];
        if (rule) return setError(rule);
        if (!file) return setError(m.bulkChoose);
        if (!(Number(values.amount) > 0)) return setError(messages.validation.number);
        const amount = formatAmount(Number(values.amount), values.currency);
        const total = formatAmount(Number(values.amount) * count, values.currency);
        const form = new FormData();
        form.append('file', file);
        for (const [k, v] of Object.entries(values)) form.append(k, v);
        try {
            const done = await crediting.run(undefined, form, { about: { amount, count, total } });
            if (done === DECLINED) return;
            notify(fill(m.bulkCredited, { count: done.created }), { type: 'success' });
            setOpen(false);
            refresh();
        } catch (e) {
            setError(errorDetail(e));
        }
    }

    return (
        <>
            <Button label={m.bulkCredit} onClick={() => setOpen(true)}>
                <AddCardIcon />
            </Button>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                fullWidth
                maxWidth="xs"
                aria-labelledby="bulk-credit-title"
            >
                <DialogTitle id="bulk-credit-title">{m.bulkCredit}</DialogTitle>
                <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
                    <div>
                        <Typography variant="body2">
                            {file ? fill(m.idsRead, { count, file: file.name }) : m.bulkChoose}
                        </Typography>
                        <UploadButton
                            label={m.idsUpload}
                            accept=".csv,text/csv"
                            busy={busy}
                            onFile={f => void choose(f)}
                        />
                    </div>
                    <TextField label="Amount" type="number" value={values.amount} onChange={set('amount')} required />
                    <TextField select label="Currency" value={values.currency} onChange={set('currency')}>
                        {CREDIT_CURRENCIES.map(c => (
                            <MenuItem key={c.id} value={c.id}>
                                {c.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField select label="Reason" value={values.reason_id} onChange={set('reason_id')}>
                        {(reasons.data ?? []).map(r => (
                            <MenuItem key={r.id} value={String(r.id)}>
                                {r.name}
                            </MenuItem>
                        ))}
                    </TextField>
                    {error && (
                        <Alert severity="error" role="alert">
                            {error}
                        </Alert>
                    )}
                </DialogContent>
                <DialogActions>
                    <MuiButton onClick={() => setOpen(false)}>{messages.confirm.cancel}</MuiButton>
                    <MuiButton variant="contained" onClick={() => void submit()} disabled={busy}>
                        Credit
                    </MuiButton>
                </DialogActions>
            </Dialog>
        </>
    );
}
