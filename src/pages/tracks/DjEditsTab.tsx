import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { allowedNow } from '../../../authProvider';
import { MIX_NAME_MAX } from '../../../resources/constants';
import { P } from '../../../resources/permissions';
import type { ConsoleDataProvider } from '../../../dataProvider';
import CatalogLink from '../../components/CatalogLink';
import SubTable, { stopEnter, useSubList } from '../../components/SubTable';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';

/** DJ edits of the track, and creating one (mix name at most 250). */
export default function DjEditsTab() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const path = `catalog/tracks/${record?.id}/dj-edit`;
    const { data, error, isPending, reload } = useSubList<{
        id: number;
        name: string;
        mix_name: string;
        is_hidden: boolean;
        enabled: boolean;
    }>(path);
    const [mixName, setMixName] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const tooLong = mixName.length > MIX_NAME_MAX.djEdit;
    const canCreate = allowedNow(P.CATALOG_EDITORS);
    const parentHidden = !!record && (record.is_hidden || !record.enabled);

    async function create() {
        setProblem(null);
        try {
            await dataProvider.fetchJson(`${path}/`, {
                method: 'POST',
                body: JSON.stringify({ mix_name: mixName.trim() }),
                useDetail: true,
            });
            setMixName('');
            notify('DJ edit created', { type: 'success' });
            await reload();
        } catch (e) {
            setProblem(fill(messages.errors.createUpdate, { resource: 'track', error: errorDetail(e) }));
        }
    }

    return (
        <Box sx={{ width: '100%' }}>
            {parentHidden && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {messages.validation.djEditParentHidden}
                </Alert>
            )}
            <SubTable
                label="DJ edits"
                rows={data}
                error={error}
                loading={isPending}
                empty="No DJ edits yet."
                columns={[
                    {
                        key: 'id',
                        label: 'ID',
                        render: r => <CatalogLink type="tracks" id={r.id} />,
                    },
                    { key: 'mix_name', label: 'Mix Name' },
                    { key: 'is_hidden', label: 'Shown', render: r => (r.is_hidden || !r.enabled ? 'Hidden' : 'Shown') },
                ]}
            />
            {canCreate && (
                <>
                    <Typography variant="subtitle2" sx={{ mt: 2 }}>
                        Create a DJ edit
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 640 }}>
                        <TextField
                            label="Mix Name"
                            value={mixName}
                            onChange={e => setMixName(e.target.value)}
                            onKeyDown={stopEnter}
                            error={tooLong}
                            helperText={
                                tooLong
                                    ? fill(messages.validation.maxLength, { max: MIX_NAME_MAX.djEdit })
                                    : `${mixName.length}/${MIX_NAME_MAX.djEdit}`
                            }
                            size="small"
                            fullWidth
                        />
                        <Button variant="outlined" onClick={() => void create()} disabled={!mixName.trim() || tooLong}>
                            Create
                        </Button>
                    </Box>
                </>
            )}
            {problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {problem}
                </Alert>
            )}
        </Box>
    );
}
