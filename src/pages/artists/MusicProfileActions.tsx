import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fill, messages } from '../../../resources/messages';
import { startArtistSync, stopArtistSync } from '../../../resources/operations/musicProfile';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';
import PullImageButton from './PullImageButton';

const m = messages.musicProfile;
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * The switch, for those who may turn sync on and off (they edit the artist: it sits in the form).
 * On needs the partner ID saved — a typed, unsaved one is said and nothing is sent; off asks first.
 */
function SyncSwitch({ record }: { record: RaRecord }) {
    const notify = useNotify();
    const refresh = useRefresh();
    const start = useOperation(startArtistSync);
    const stop = useOperation(stopArtistSync);
    const typed = useWatch({ name: 'music_profile_partner_id' }) as unknown;
    const [refusal, setRefusal] = useState<string | null>(null);
    const on = Boolean(record.sync_enabled);

    async function toggle() {
        setRefusal(null);
        if (!on) {
            // The call turns sync on for the partner ID the artist has saved.
            if (blank(typed)) return setRefusal(messages.validation.musicProfileRequired);
            if (blank(record.music_profile_partner_id) || typed !== record.music_profile_partner_id)
                return setRefusal(m.needsPartner);
        }
        try {
            if ((await (on ? stop : start).run(record.id)) === DECLINED) return;
            notify(on ? m.syncOff : m.syncOn, { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }
    return (
        <>
            <FormControlLabel
                control={
                    <Switch checked={on} onChange={() => void toggle()} disabled={start.pending || stop.pending} />
                }
                label={m.syncLabel}
            />
            {refusal && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {refusal}
                </Alert>
            )}
        </>
    );
}

/**
 * Sync with the music-profile partner, turned on and off by its own calls (`POST`/`DELETE sync/`,
 * §7; off removes the partner ID and the mapped profiles), then pulling the partner's image.
 */
export default function MusicProfileActions() {
    const record = useRecordContext();
    const start = useOperation(startArtistSync);
    if (!record) return null;
    return (
        <Box sx={{ my: 2 }}>
            {start.visible ? (
                <SyncSwitch record={record} />
            ) : (
                <Typography variant="body2">
                    {m.syncLabel}: {record.sync_enabled ? 'Yes' : 'No'}
                </Typography>
            )}
            <PullImageButton />
        </Box>
    );
}
