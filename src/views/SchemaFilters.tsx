import Box from '@mui/material/Box';
import { DateInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import type { Filter } from '../../resources/schema';

const YES_NO = [
    { id: 'true', name: 'Yes' },
    { id: 'false', name: 'No' },
];

/** A date range filter: `{gte, lte}` under the filter's name, sent as `from:to`. */
function DateRangeFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
    return (
        <Box sx={{ display: 'flex', gap: 1 }}>
            <DateInput source={`${source}.gte`} label={`${label} from`} helperText={false} />
            <DateInput source={`${source}.lte`} label={`${label} to`} helperText={false} />
        </Box>
    );
}

/** The react-admin input for one schema filter. */
export function filterInput(f: Filter) {
    return <FilterInput key={f.name} filter={f} alwaysOn={f.alwaysOn} source={f.name} label={f.label} />;
}

/** `alwaysOn`, `source` and `label` sit on the element, where react-admin's filter form reads them. */
function FilterInput({ filter: f }: { filter: Filter; alwaysOn?: boolean; source: string; label: string }) {
    const common = { source: f.name, label: f.label };
    switch (f.kind) {
        case 'text':
            return <TextInput {...common} helperText={false} resettable />;
        case 'idList':
            return <TextInput {...common} helperText={false} placeholder="e.g. 12 34 56" />;
        case 'number':
            return <NumberInput {...common} helperText={false} />;
        case 'boolean':
            return <SelectInput {...common} choices={YES_NO} helperText={false} />;
        case 'choice':
            return <SelectInput {...common} choices={[...(f.choices ?? [])]} helperText={false} />;
        case 'reference':
            return (
                <ReferenceInput {...common} reference={f.reference!} perPage={100} sort={{ field: 'name', order: 'ASC' }}>
                    <SelectInput label={f.label} optionText="name" helperText={false} />
                </ReferenceInput>
            );
        case 'dateRange':
            return <DateRangeFilter {...common} />;
    }
}
