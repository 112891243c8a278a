import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import CatalogLink from '../../components/CatalogLink';
import { DECLINED, useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';
import { removeArtistAssociation } from '../../../resources/operations/catalog';

type Artist = { id: number; name: string } | null;
const m = messages.djProfiles;

/** The artist a DJ profile is associated with; catalog staff may remove the association (asked as declared). */
export default function DjProfileArtistTab() {
    const record = useRecordContext();
    const notify = useNotify();
    const refresh = useRefresh();
    const removal = useOperation(removeArtistAssociation);
    const artist = (record?.artist ?? null) as Artist;

    async function remove() {
        if (!artist || !record) return;
        try {
            if ((await removal.run(record.id, undefined, { about: { name: artist.name } })) === DECLINED) return;
            notify(m.artistRemoved, { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }

    if (!artist) return <Typography color="text.secondary">{m.noArtist}</Typography>;
    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>
                Associated artist: {artist.name} (ID <CatalogLink type="artists" id={artist.id} />)
            </Typography>
            {removal.visible && (
                <Button
                    color="warning"
                    variant="outlined"
                    size="small"
                    disabled={removal.pending}
                    onClick={() => void remove()}
                >
                    Remove association
                </Button>
            )}
        </Box>
    );
}
