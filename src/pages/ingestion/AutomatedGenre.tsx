import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { notOfferedError } from '../../../dataProvider';
import { fill, messages } from '../../../resources/messages';
import { allowedNow } from '../../../authProvider';
import { useOperation } from '../../lib/useOperation';
import { errorDetail } from '../../views/errors';
import { automatedGenre, saveAutomatedGenre } from '../../../resources/operations/ingestion';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/**
 * The genre an ingestion takes when its release names none: chosen from the genres by admin and
 * content ops, where the server takes a change (§7 lists only the read: the setting is shown, not offered).
 */
export default function AutomatedGenre() {
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    // Who may change it, on a server that takes the change: nobody else is offered Save.
    const canWrite = useOperation(saveAutomatedGenre).visible;
    // Those who would change it elsewhere read why they cannot here.
    const notTaken =
        !canWrite && allowedNow(saveAutomatedGenre.access) ? notOfferedError(saveAutomatedGenre.spec).message : null;
    const setting = useQuery({
        queryKey: ['automated-genre'],
        queryFn: () => dataProvider.call(automatedGenre),
    });
    const { data: genres = [] } = useQuery({
        queryKey: ['inspector-genres'],
        queryFn: () => dataProvider.fetchAll<{ id: number; name: string }>('catalog/genres'),
    });
    const [chosen, setChosen] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    if (!setting.data) return null;
    const value = chosen ?? String(setting.data.genre_id ?? '');
    const options = genres.length ? genres : setting.data.genre ? [setting.data.genre] : [];

    async function save() {
        setBusy(true);
        try {
            await dataProvider.call(saveAutomatedGenre, undefined, { genre_id: value ? Number(value) : null });
            notify('Automated ingestion genre saved', { type: 'success' });
            setChosen(null);
            await setting.refetch();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setBusy(false);
        }
    }

    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
                select
                label="Automated ingestion genre"
                value={value}
                onChange={e => setChosen(e.target.value)}
                helperText={[messages.ingestion.automatedGenreHelp, notTaken].filter(Boolean).join('. ')}
                disabled={!canWrite}
                size="small"
                sx={{ minWidth: 280 }}
            >
                <MenuItem value="">None (such deliveries fail: Non existent genre)</MenuItem>
                {options.map(g => (
                    <MenuItem key={g.id} value={String(g.id)}>
                        {g.name}
                    </MenuItem>
                ))}
            </TextField>
            {canWrite && (
                <Button variant="contained" disabled={busy || chosen === null} onClick={() => void save()}>
                    Save genre
                </Button>
            )}
        </Box>
    );
}
