import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { fill, messages } from '../../../resources/messages';
import { writeAccessFor, type ResourceDef } from '../../../resources/schema';
import { useSubList, useSubRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { PLAYLIST_PARTNERS } from '../../../resources/subLists';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

type Partner = { id: number; name: string; enabled: boolean };

/** The link partners a playlist is offered to: ticking one saves the whole set at once (PUT partners-bulk). */
export default function PlaylistPartnersTab({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const chosen = useSubRows<Partner>(PLAYLIST_PARTNERS, record?.id as string | number | undefined);
    const all = useSubList<Partner>('catalog/link-partners');
    const [busy, setBusy] = useState(false);
    const canWrite = mayWriteNow(writeAccessFor(def, 'update'));
    const shown = loadingOrFailed(chosen, 'the link partners') ?? loadingOrFailed(all, 'the link partners');
    if (shown || !chosen.data || !all.data) return shown;
    const ids = new Set(chosen.data.map(p => p.id));

    async function toggle(partner: Partner, on: boolean) {
        const next = on ? [...ids, partner.id] : [...ids].filter(id => id !== partner.id);
        setBusy(true);
        try {
            await dataProvider.putSubList(
                PLAYLIST_PARTNERS,
                record!.id,
                next.map(id => ({ id }))
            );
            notify(`${partner.name} ${on ? 'added to' : 'removed from'} this playlist's partners`, { type: 'success' });
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
        await chosen.reload();
        setBusy(false);
    }

    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="h6" component="h2">
                Partners
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
                The link partners this playlist is offered to{canWrite ? '; a change is saved at once.' : '.'}
            </Typography>
            <FormGroup aria-label="Link partners">
                {all.data.map(partner => (
                    <FormControlLabel
                        key={partner.id}
                        label={`${partner.name}${partner.enabled ? '' : ' (not offered)'}`}
                        control={
                            <Checkbox
                                checked={ids.has(partner.id)}
                                disabled={!canWrite || busy}
                                onChange={e => void toggle(partner, e.target.checked)}
                            />
                        }
                    />
                ))}
            </FormGroup>
        </Box>
    );
}
