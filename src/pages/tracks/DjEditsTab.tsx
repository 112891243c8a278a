import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { mayWriteNow } from '../../../authProvider';
import { MIX_NAME_MAX } from '../../../resources/constants';
import { DERIVATIVES, type Derivative } from '../../../resources/catalog/tracks';
import CatalogLink from '../../components/CatalogLink';
import SubTable, { stopEnter, useOperationRows } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';
import { trackDerivedFrom } from '../../../resources/operations/catalog';
import { derivativeOperations } from '../../../resources/operations/trackDerivatives';
import { operationPath } from '../../../resources/operations/define';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** The track a DJ edit or UGC remix was made from, by the `dj-edit-source` call. */
function MadeFrom({ id }: { id: unknown }) {
    const dataProvider = useConsoleDataProvider();
    const { data } = useQuery({
        queryKey: ['sub', operationPath(trackDerivedFrom, id as number)],
        queryFn: () => dataProvider.call(trackDerivedFrom, id as number),
    });
    if (!data) return null;
    return (
        <Alert severity="info" sx={{ mb: 2 }}>
            Made from <CatalogLink type="tracks" id={data.id} /> {data.name}
        </Alert>
    );
}

/** Tracks made from the track — DJ edits or UGC remixes — and making one (mix name at most 250). */
export function DerivativesTab({ kind }: { kind: Derivative }) {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const [one, many] = DERIVATIVE_LABELS[kind.path];
    const ops = derivativeOperations(kind.path);
    const rows = useOperationRows(ops.list, record?.id as string | number | undefined);
    const { data, reload } = rows;
    const [mixName, setMixName] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const tooLong = mixName.length > MIX_NAME_MAX.djEdit;
    const canCreate = mayWriteNow(ops.create.access);
    const parentHidden = !!record && (record.is_hidden || !record.enabled);

    async function create() {
        setProblem(null);
        try {
            await dataProvider.call(ops.create, record?.id as string | number, { mix_name: mixName.trim() });
            setMixName('');
            notify(`${one} created`, { type: 'success' });
            await reload();
        } catch (e) {
            setProblem(fill(messages.errors.createUpdate, { resource: 'track', error: errorDetail(e) }));
        }
    }

    return (
        <Box sx={{ width: '100%' }}>
            {!!record?.parent_track_id && <MadeFrom id={record.id} />}
            {kind.allowedBy && record && !record[kind.allowedBy] && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {kind.notAllowed}
                </Alert>
            )}
            {parentHidden && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {messages.validation.djEditParentHidden}
                </Alert>
            )}
            {loadingOrFailed(rows, many.toLowerCase())}
            <SubTable
                label={many}
                rows={data}
                loading={!rows.data}
                empty={`No ${many} yet.`}
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
            {canCreate && !(kind.allowedBy && record && !record[kind.allowedBy]) && (
                <>
                    <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
                        Create a {one}
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

const DERIVATIVE_LABELS: Record<Derivative['path'], [one: string, many: string]> = {
    'dj-edit': ['DJ edit', 'DJ edits'],
    'ugc-remix': ['UGC remix', 'UGC remixes'],
};
const kindOf = (path: Derivative['path']) => DERIVATIVES.find(d => d.path === path)!;

export default function DjEditsTab() {
    return <DerivativesTab kind={kindOf('dj-edit')} />;
}
export function UgcRemixesTab() {
    return <DerivativesTab kind={kindOf('ugc-remix')} />;
}
