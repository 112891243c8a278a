import Box from '@mui/material/Box';
import { DateInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { choicesFor, type Filter } from '../../resources/schema';

const YES_NO = [
    { id: 'true', name: 'Yes' },
    { id: 'false', name: 'No' },
];

/** Filters beyond plain text: yes/no, choices, references, numbers, date ranges (`{gte, lte}` → `from:to`). */
export default function RichFilterInput({ filter: f }: { filter: Filter }) {
    const common = { source: f.name, label: f.label, helperText: false as const };
    switch (f.kind) {
        case 'number':
            return <NumberInput {...common} />;
        case 'boolean':
            return <SelectInput {...common} choices={YES_NO} />;
        case 'choice':
            return <SelectInput {...common} choices={choicesFor(f.choices ?? [], allowedNow)} />;
        case 'reference':
            return (
                <ReferenceInput
                    source={f.name}
                    reference={f.reference!}
                    perPage={100}
                    sort={{ field: 'name', order: 'ASC' }}
                >
                    <SelectInput label={f.label} optionText="name" helperText={false} />
                </ReferenceInput>
            );
        case 'dateRange':
            return (
                <Box sx={{ display: 'flex', gap: 1 }}>
                    <DateInput source={`${f.name}.gte`} label={`${f.label} from`} helperText={false} />
                    <DateInput source={`${f.name}.lte`} label={`${f.label} to`} helperText={false} />
                </Box>
            );
        default:
            return null;
    }
}
