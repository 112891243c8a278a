import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { COMMERCIAL_MODELS, type CommercialModel } from '../../../resources/constants';
import { operationPath } from '../../../resources/operations/define';
import {
    saveTrackTerritories,
    trackCountryTimes,
    trackTerritories,
    type Territory,
} from '../../../resources/operations/territories';
import { territoryErrors, type TerritoryTimes } from '../../../resources/rules';
import { useConfirm } from '../../components/ConfirmDialog';
import SubTable, { useSubList } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import TimeInput from '../../components/TimeInput';
import { fill, messages } from '../../../resources/messages';
import { territoriesCounted } from '../../../resources/format';
import { formatTime, localToIso, type Zone } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

interface Country {
    id: number;
    name: string;
}

const blank = { country_id: '', publish: '', preOrder: '', takedown: '' };

/**
 * Territories and publish dates, per commercial model: rows added, changed and removed here, then
 * saved whole (`PUT countries-publish-date`). Times are entered in Mountain time; "override all
 * territories" puts one set of times, entered in UTC, on every territory at once (`countries-times/update`).
 */
export default function TerritoriesTab() {
    const record = useRecordContext();
    const dataProvider = useConsoleDataProvider();
    const notify = useNotify();
    const confirm = useConfirm();
    const client = useQueryClient();
    // Times are kept per commercial model: download, or streaming.
    const [model, setModel] = useState<CommercialModel>(COMMERCIAL_MODELS[0].id);
    const territories = useQuery({
        queryKey: ['track-territories', record?.id, model],
        enabled: record?.id !== undefined,
        // Every page: a track may have more territories than one page holds.
        queryFn: () =>
            dataProvider.fetchAll<Territory>(operationPath(trackTerritories, record!.id), {
                commercial_model_type: model,
            }),
    });
    const { data } = territories;
    const reload = () => client.invalidateQueries({ queryKey: ['track-territories', record?.id] });
    const countries = useSubList<Country>('auxiliary/countries');
    // Local edits until saved; the loaded rows otherwise.
    const [edited, setRows] = useState<Territory[] | null>(null);
    const rows = edited ?? data ?? [];
    const [draft, setDraft] = useState(blank);
    const [overrideAll, setOverrideAll] = useState(false);
    const [errors, setErrors] = useState<Record<string, string>>({});
    const [saving, setSaving] = useState(false);
    const zone: Zone = overrideAll ? 'utc' : 'mountain';

    /** The draft's times, checked by the territory rules (the messages shown under the inputs). */
    function draftTimes(): TerritoryTimes | null {
        const times: TerritoryTimes = {
            country_id: overrideAll ? 'all' : draft.country_id,
            publish_time: localToIso(draft.publish, zone),
            pre_order_time: draft.preOrder ? localToIso(draft.preOrder, zone) : null,
            takedown_time: draft.takedown ? localToIso(draft.takedown, zone) : null,
        };
        const problems = territoryErrors(times);
        setErrors(problems);
        return Object.keys(problems).length ? null : times;
    }

    function add() {
        const times = draftTimes();
        if (!times) return;
        const id = Number(draft.country_id);
        const byCountry = new Map(rows.map(r => [r.country_id, r]));
        byCountry.set(id, {
            id,
            country_id: id,
            country_name: countries.data?.find(c => c.id === id)?.name,
            publish_time: times.publish_time as string,
            pre_order_time: (times.pre_order_time as string | null) ?? null,
            takedown_time: (times.takedown_time as string | null) ?? null,
        });
        setRows([...byCountry.values()]);
        setDraft(blank);
    }

    /** One set of times on every territory of this model, sent at once (unsaved row changes are dropped, after asking). */
    async function applyToAll() {
        const times = draftTimes();
        if (!times) return;
        const message = dirty ? messages.confirm.applyAllTerritoriesDropping : messages.confirm.applyAllTerritories;
        if (!(await confirm({ theme: 'proceed', message }))) return;
        setSaving(true);
        try {
            const done = await dataProvider.call(trackCountryTimes, record!.id, {
                publish_time: times.publish_time as string,
                pre_order_time: (times.pre_order_time as string | null) ?? null,
                takedown_time: (times.takedown_time as string | null) ?? null,
                country_ids: (countries.data ?? []).map(c => c.id),
                commercial_model_type: model,
            });
            notify(fill(messages.territories.timesSet, { territories: territoriesCounted(done.territories) }), {
                type: 'success',
            });
            setRows(null);
            setDraft(blank);
            await reload();
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setSaving(false);
        }
    }

    async function save() {
        setSaving(true);
        try {
            await dataProvider.call(
                saveTrackTerritories,
                record!.id,
                rows.map(({ country_id, publish_time, pre_order_time, takedown_time }) => ({
                    country_id,
                    publish_time,
                    pre_order_time,
                    takedown_time,
                })),
                { query: { commercial_model_type: model } }
            );
            notify(messages.territories.saved, { type: 'success' });
            await reload();
            setRows(null);
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        } finally {
            setSaving(false);
        }
    }

    const remove = (id: number) => setRows(rows.filter(r => r.country_id !== id));
    const dirty = JSON.stringify(rows) !== JSON.stringify(data ?? []);

    /** Another model's times: unsaved changes to these are dropped, after asking. */
    async function switchModel(next: CommercialModel) {
        if (dirty && !(await confirm({ theme: 'proceed', message: messages.confirm.dropTerritories }))) return;
        setRows(null);
        setModel(next);
    }
    const input = (key: keyof typeof blank, label: string, err?: string) => (
        <TimeInput
            label={`${label} (${overrideAll ? 'UTC' : 'Mountain time'})`}
            value={draft[key]}
            onChange={value => setDraft({ ...draft, [key]: value })}
            error={err}
        />
    );

    return (
        <Box sx={{ width: '100%' }}>
            <TextField
                select
                label="Commercial model"
                value={model}
                onChange={e => void switchModel(Number(e.target.value) as CommercialModel)}
                size="small"
                sx={{ minWidth: 200, mb: 2 }}
            >
                {COMMERCIAL_MODELS.map(m => (
                    <MenuItem key={m.id} value={m.id}>
                        {m.name}
                    </MenuItem>
                ))}
            </TextField>
            {loadingOrFailed(territories, 'territories')}
            <SubTable
                label="Territories"
                rows={rows}
                loading={!territories.data}
                empty="No territories yet."
                columns={[
                    { key: 'country_name', label: 'Territory', render: r => r.country_name ?? String(r.country_id) },
                    { key: 'publish_time', label: 'Publish', render: r => formatTime(r.publish_time) },
                    { key: 'pre_order_time', label: 'Pre-order', render: r => formatTime(r.pre_order_time) },
                    { key: 'takedown_time', label: 'Takedown', render: r => formatTime(r.takedown_time) },
                    {
                        key: 'remove',
                        label: '',
                        render: r => (
                            <Button size="small" onClick={() => remove(r.country_id)}>
                                Remove
                            </Button>
                        ),
                    },
                ]}
            />
            <Typography variant="subtitle2" component="h2">
                Add or change a territory
            </Typography>
            <FormControlLabel
                control={<Switch checked={overrideAll} onChange={e => setOverrideAll(e.target.checked)} />}
                label="Override all territories (UTC)"
            />
            {!overrideAll && loadingOrFailed(countries, fill(messages.load.choices, { field: 'Territory' }))}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                {!overrideAll && (
                    <TextField
                        select
                        label="Territory"
                        value={draft.country_id}
                        onChange={e => setDraft({ ...draft, country_id: e.target.value })}
                        size="small"
                        sx={{ minWidth: 200 }}
                        helperText=" "
                    >
                        {(countries.data ?? []).map(c => (
                            <MenuItem key={c.id} value={String(c.id)}>
                                {c.name}
                            </MenuItem>
                        ))}
                    </TextField>
                )}
                {input('publish', 'Publish time', errors.publish_time)}
                {input('preOrder', 'Pre-order time', errors.pre_order_time)}
                {input('takedown', 'Takedown time', errors.takedown_time)}
                {overrideAll ? (
                    <Button variant="outlined" onClick={() => void applyToAll()} disabled={saving}>
                        Apply to all territories
                    </Button>
                ) : (
                    <Button variant="outlined" onClick={add}>
                        Add
                    </Button>
                )}
            </Box>
            <Button variant="contained" onClick={() => void save()} disabled={!dirty || saving} sx={{ mt: 1 }}>
                Save territories
            </Button>
            {dirty && (
                <Alert severity="info" sx={{ mt: 1 }}>
                    Territory changes are not saved yet.
                </Alert>
            )}
        </Box>
    );
}
