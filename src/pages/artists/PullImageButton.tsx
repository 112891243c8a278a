import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { fill, messages } from '../../../resources/messages';
import { P } from '../../../resources/permissions';
import { useConfirm } from '../../components/ConfirmDialog';
import { errorDetail } from '../../views/errors';

const m = messages.musicProfile;

/** Replaces the artist's image with the music-profile partner's (after asking when it has one). */
export default function PullImageButton() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const [busy, setBusy] = useState(false);
    if (!record || !allowedNow(P.ADMIN_CONTENT_OPS_CURATION)) return null;
    const linked = Boolean(record.music_profile_partner_id);

    async function pull() {
        if (record!.image && !(await confirm({ theme: 'proceed', message: m.replaceImage }))) return;
        setBusy(true);
        try {
            await dataProvider.fetchJson(`catalog/artists/${record!.id}/pull-image/`, {
                method: 'POST',
                useDetail: true,
            });
            notify(m.imagePulled, { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }
    return (
        <Box sx={{ my: 2 }}>
            <Button label={m.pullImage} onClick={() => void pull()} disabled={busy || !linked} variant="outlined">
                <CloudDownloadIcon />
            </Button>
            {!linked && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {m.needsPartner}
                </Typography>
            )}
        </Box>
    );
}
