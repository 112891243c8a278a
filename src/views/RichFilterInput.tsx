import Box from '@mui/material/Box';
import { DateInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { CHOICES_QUERY } from '../freshness';
import { messages } from '../../resources/messages';
import { type Filter } from '../../resources/schema';
import { booleanText, choicesFor } from '../../resources/fields';
import { referenceOptionProps } from '../components/RecordOption';
import { filterInputSx } from './filterWidths';
import ReferencePicker from './ReferencePicker';

const yesNo = (f: Filter) => [
    { id: 'true', name: booleanText(true, f.states) },
    { id: 'false', name: booleanText(false, f.states) },
];

/** Filters beyond plain text: yes/no, choices, references, numbers, date ranges (`{gte, lte}` → `from:to`, Mountain days). */
export default function RichFilterInput({ filter: f }: { filter: Filter }) {
    const common = { source: f.name, label: f.label, helperText: false as const, sx: filterInputSx };
    switch (f.kind) {
        case 'number':
            return <NumberInput {...common} />;
        case 'boolean':
            return <SelectInput {...common} choices={yesNo(f)} />;
        case 'choice':
            return <SelectInput {...common} choices={choicesFor(f.choices ?? [], allowedNow)} />;
        case 'reference':
            return (
                // Found by name as typed (a list of countries is longer than any page of a select),
                // each option with what tells records of one name apart, as the form's pickers.
                <ReferenceInput
                    queryOptions={CHOICES_QUERY}
                    source={f.name}
                    reference={f.reference!}
                    perPage={50}
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <ReferencePicker
                        label={f.label}
                        helperText={false}
                        sx={filterInputSx}
                        filterToQuery={q => (q ? { name: q } : {})}
                        {...referenceOptionProps(f.reference!)}
                    />
                </ReferenceInput>
            );
        case 'dateRange': {
            // Over instants the days are Mountain days (the API bounds them so), and the label says
            // so: react-admin's filter bar hides helper texts.
            const zone = f.instant ? ` (${messages.hints.mountainShort})` : '';
            return (
                <Box sx={{ display: 'flex', gap: 1 }}>
                    <DateInput
                        source={`${f.name}.gte`}
                        label={`${f.label} from${zone}`}
                        helperText={false}
                        sx={filterInputSx}
                    />
                    <DateInput
                        source={`${f.name}.lte`}
                        label={`${f.label} to${zone}`}
                        helperText={false}
                        sx={filterInputSx}
                    />
                </Box>
            );
        }
        default:
            return null;
    }
}
