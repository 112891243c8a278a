import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import { pullArtistImage } from '../../../resources/operations/catalog';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';

const m = messages.musicProfile;

/** Replaces the artist's image with the music-profile partner's (after asking when it has one). */
export default function PullImageButton() {
    const record = useRecordContext();
    const notify = useNotify();
    const refresh = useRefresh();
    const pullImage = useOperation(pullArtistImage);
    if (!record || !pullImage.visible) return null;
    const linked = Boolean(record.music_profile_partner_id);

    async function pull() {
        try {
            // Asked only when there is an image to lose.
            if ((await pullImage.run(record!.id, undefined, { ask: Boolean(record!.image) })) === DECLINED) return;
            notify(m.imagePulled, { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }
    return (
        <Box sx={{ my: 2 }}>
            <Button
                label={m.pullImage}
                onClick={() => void pull()}
                disabled={pullImage.pending || !linked}
                variant="outlined"
            >
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
