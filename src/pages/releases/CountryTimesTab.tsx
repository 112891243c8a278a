import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { fill, messages } from '../../../resources/messages';
import { countOf, territoriesCounted } from '../../../resources/format';
import { territoryErrors } from '../../../resources/rules';
import { useSubList } from '../../components/SubTable';
import { loadingOrFailed } from '../../components/LoadFailed';
import TimeInput from '../../components/TimeInput';
import { localToIso } from '../../lib/time';
import { errorDetail } from '../../views/errors';
import { releaseCountryTimes } from '../../../resources/operations/catalog';
import { DECLINED, useOperation } from '../../lib/useOperation';

interface Country {
    id: number;
    name: string;
}
const t = messages.territories;
const blank = { publish: '', preOrder: '', takedown: '' };

/**
 * One set of times (Mountain time) for the territories of every track of the release: the chosen
 * countries, or, with none chosen, every territory the tracks already have (`countries-times/update`).
 */
export default function CountryTimesTab() {
    const record = useRecordContext();
    const notify = useNotify();
    const setTimes = useOperation(releaseCountryTimes);
    const countries = useSubList<Country>('auxiliary/countries');
    const [chosen, setChosen] = useState<Country[]>([]);
    const [draft, setDraft] = useState(blank);
    const [errors, setErrors] = useState<Record<string, string>>({});

    async function apply() {
        const times = {
            publish_time: localToIso(draft.publish, 'mountain'),
            pre_order_time: draft.preOrder ? localToIso(draft.preOrder, 'mountain') : null,
            takedown_time: draft.takedown ? localToIso(draft.takedown, 'mountain') : null,
        };
        const problems = territoryErrors({ ...times, country_id: 'all' });
        setErrors(problems);
        if (Object.keys(problems).length) return;
        const where = chosen.length ? chosen.map(c => c.name).join(', ') : t.releaseEveryTerritory;
        try {
            const done = await setTimes.run(
                record?.id,
                { ...times, ...(chosen.length ? { country_ids: chosen.map(c => c.id) } : {}) },
                { about: { where } }
            );
            if (done === DECLINED) return;
            notify(
                fill(t.releaseTimesSet, {
                    territories: territoriesCounted(done.territories),
                    tracks: countOf(done.tracks, 'track', 'tracks'),
                }),
                { type: 'success' }
            );
            setDraft(blank);
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }

    const input = (key: keyof typeof blank, label: string, err?: string) => (
        <TimeInput
            label={`${label} (Mountain time)`}
            value={draft[key]}
            onChange={value => setDraft({ ...draft, [key]: value })}
            error={err}
        />
    );
    return (
        <Box sx={{ width: '100%', maxWidth: 900 }}>
            <Typography variant="body2" sx={{ mb: 2 }}>
                Sets publish, pre-order and takedown times on the territories of every track of this release.
            </Typography>
            <Autocomplete
                multiple
                options={countries.data ?? []}
                getOptionLabel={c => c.name}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={chosen}
                onChange={(_, value) => setChosen(value)}
                renderInput={params => (
                    <TextField
                        {...params}
                        label="Territories"
                        helperText={
                            chosen.length
                                ? fill(t.releaseChosen, { territories: territoriesCounted(chosen.length) })
                                : t.releaseNoneChosen
                        }
                    />
                )}
                sx={{ mb: 2 }}
            />
            {loadingOrFailed(countries, fill(messages.load.choices, { field: 'Territories' }))}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                {input('publish', 'Publish time', errors.publish_time)}
                {input('preOrder', 'Pre-order time', errors.pre_order_time)}
                {input('takedown', 'Takedown time', errors.takedown_time)}
                <Button variant="contained" onClick={() => void apply()} disabled={setTimes.pending}>
                    Set times
                </Button>
            </Box>
        </Box>
    );
}
