import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { fill, messages } from '../../../resources/messages';
import CatalogLink from '../../components/CatalogLink';
import { useConfirm } from '../../components/ConfirmDialog';
import { errorDetail } from '../../views/errors';
import { removeArtistAssociation } from '../../../resources/operations/catalog';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

type Artist = { id: number; name: string } | null;

/** The artist a DJ profile is associated with; catalog staff may remove the association. */
export default function DjProfileArtistTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    const artist = (record?.artist ?? null) as Artist;

    async function remove() {
        if (!artist || !record) return;
        const ok = await confirm({
            theme: 'delete',
            message: `Remove the association between this DJ profile and the artist “${artist.name}”? The artist stays.`,
        });
        if (!ok) return;
        try {
            await dataProvider.call(removeArtistAssociation, record.id);
            notify('Artist association removed', { type: 'success' });
            refresh();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }

    if (!artist) return <Typography color="text.secondary">No artist is associated with this DJ profile.</Typography>;
    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>
                Associated artist: {artist.name} (ID <CatalogLink type="artists" id={artist.id} />)
            </Typography>
            {mayWriteNow(removeArtistAssociation.access) && (
                <Button color="warning" variant="outlined" size="small" onClick={() => void remove()}>
                    Remove association
                </Button>
            )}
        </Box>
    );
}
