import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
    deliveryHelp,
    RELEASE_STATUSES,
    releaseStatusName,
    STATUS_MESSAGES,
} from '../../../resources/delivery/statuses';
import type { InspectorParams } from '../../../resources/delivery/inspectorQuery';

/** The inspector's filters; each change starts again from the newest delivery. */
export default function InspectorFilters({
    params,
    onChange,
    partner,
}: {
    params: InspectorParams;
    onChange: (change: Partial<InspectorParams>) => void;
    partner: boolean;
}) {
    const set = (change: Partial<InspectorParams>) => onChange({ ...change, cursor: null, delivery: null });
    return (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <FormControlLabel
                control={<Switch checked={params.attention} onChange={e => set({ attention: e.target.checked })} />}
                label="Needing attention"
            />
            <TextField
                select
                label="Release Status"
                value={params.status}
                onChange={e => set({ status: e.target.value })}
                fullWidth={false}
                sx={{ minWidth: 220 }}
            >
                <MenuItem value="">Any</MenuItem>
                {RELEASE_STATUSES.map(s => (
                    <MenuItem key={s} value={s}>
                        {releaseStatusName(s, partner)}
                    </MenuItem>
                ))}
            </TextField>
            <TextField
                select
                label="Status Message"
                value={params.message}
                onChange={e => set({ message: e.target.value })}
                fullWidth={false}
                sx={{ minWidth: 260, maxWidth: '100%' }}
            >
                <MenuItem value="">Any</MenuItem>
                {STATUS_MESSAGES.map(s => (
                    <MenuItem key={s} value={s}>
                        {deliveryHelp(s, partner)!.text}
                    </MenuItem>
                ))}
            </TextField>
        </Box>
    );
}
