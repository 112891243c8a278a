import TextField from '@mui/material/TextField';
import { stopEnter } from './SubTable';

/** A date and time typed in the zone its label names; Enter does not submit the form around it. */
export default function TimeInput({
    label,
    value,
    onChange,
    error,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    error?: string;
}) {
    return (
        <TextField
            type="datetime-local"
            label={label}
            value={value}
            onChange={e => onChange(e.target.value)}
            onKeyDown={stopEnter}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!error}
            helperText={error ?? ' '}
            size="small"
        />
    );
}
