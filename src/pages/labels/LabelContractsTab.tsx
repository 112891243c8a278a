import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { dateRangeErrors } from '../../../resources/rules';
import SubTable, { stopEnter, useSubList } from '../../components/SubTable';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';

/** Label contracts and label mappings, each with an add form. */
export default function LabelContractsTab() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const base = `catalog/labels/${record?.id}`;
    const contracts = useSubList<{
        id: number;
        name: string;
        start_date: string | null;
        end_date: string | null;
        revenue_share: number | null;
    }>(`${base}/contracts`);
    const mappings = useSubList<{ id: number; source_name: string }>(`${base}/mappings`);
    const [contract, setContract] = useState({ name: '', start_date: '', end_date: '' });
    const [mapping, setMapping] = useState('');
    const [problem, setProblem] = useState<string | null>(null);
    const rangeErrors = dateRangeErrors(contract.start_date, contract.end_date, ['start_date', 'end_date']);

    async function post(part: string, body: unknown, done: () => void) {
        setProblem(null);
        try {
            await dataProvider.fetchJson(`${base}/${part}/`, {
                method: 'POST',
                body: JSON.stringify(body),
                useDetail: true,
            });
            done();
        } catch (e) {
            setProblem(fill(messages.errors.createUpdate, { resource: 'label', error: errorDetail(e) }));
        }
    }

    return (
        <Box sx={{ width: '100%' }}>
            <Typography variant="h6">Contracts</Typography>
            <SubTable
                label="Contracts"
                rows={contracts.data}
                error={contracts.error}
                loading={contracts.isPending}
                empty="No contracts."
                columns={[
                    { key: 'name', label: 'Name' },
                    { key: 'start_date', label: 'Start Date' },
                    { key: 'end_date', label: 'End Date' },
                    { key: 'revenue_share', label: 'Revenue share %' },
                ]}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField
                    size="small"
                    label="Contract name"
                    value={contract.name}
                    onKeyDown={stopEnter}
                    onChange={e => setContract({ ...contract, name: e.target.value })}
                    helperText=" "
                />
                {(['start_date', 'end_date'] as const).map(k => (
                    <TextField
                        key={k}
                        size="small"
                        type="date"
                        label={k === 'start_date' ? 'Start Date' : 'End Date'}
                        value={contract[k]}
                        onKeyDown={stopEnter}
                        onChange={e => setContract({ ...contract, [k]: e.target.value })}
                        slotProps={{ inputLabel: { shrink: true } }}
                        error={!!rangeErrors[k]}
                        helperText={rangeErrors[k] ?? ' '}
                    />
                ))}
                <Button
                    variant="outlined"
                    disabled={!contract.name.trim() || Object.keys(rangeErrors).length > 0}
                    onClick={() =>
                        void post(
                            'contracts',
                            {
                                name: contract.name,
                                start_date: contract.start_date || null,
                                end_date: contract.end_date || null,
                            },
                            () => {
                                setContract({ name: '', start_date: '', end_date: '' });
                                void contracts.reload();
                            }
                        )
                    }
                >
                    Add contract
                </Button>
            </Box>
            <Typography variant="h6" sx={{ mt: 3 }}>
                Label mappings
            </Typography>
            <SubTable
                label="Label mappings"
                rows={mappings.data}
                error={mappings.error}
                loading={mappings.isPending}
                empty="No mappings."
                columns={[{ key: 'source_name', label: 'Source name' }]}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
                <TextField
                    size="small"
                    label="Source name"
                    value={mapping}
                    onKeyDown={stopEnter}
                    onChange={e => setMapping(e.target.value)}
                />
                <Button
                    variant="outlined"
                    disabled={!mapping.trim()}
                    onClick={() =>
                        void post('mappings', { source_name: mapping }, () => {
                            setMapping('');
                            void mappings.reload();
                        })
                    }
                >
                    Add mapping
                </Button>
            </Box>
            {problem && (
                <Alert severity="error" sx={{ mt: 1 }}>
                    {problem}
                </Alert>
            )}
        </Box>
    );
}
