import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { detailLine, type Description } from '../../resources/describe';
import { describeRecord, RecordOptionText } from './RecordOption';
import { useConsoleDataProvider } from '../lib/useConsoleDataProvider';

/**
 * One record of `resource`, found by its title as typed (or its ID typed as digits), outside a
 * react-admin form (a bulk change's value, a module item's record): each option described, and the
 * chosen record's detail and id under the input, so that of namesakes the one chosen can be told.
 */
export default function RecordAutocomplete({
    resource,
    label,
    value,
    onChange,
    searchBy = 'name',
    filter = {},
    error,
    helperText,
    disabled,
}: {
    resource: string;
    label: string;
    value: Description | null;
    onChange: (record: Description | null) => void;
    /** The list's filter the typed text goes to. */
    searchBy?: string;
    /** Fixed filters (a sub-genre's genre). */
    filter?: Record<string, unknown>;
    error?: string;
    helperText?: string;
    disabled?: boolean;
}) {
    const dataProvider = useConsoleDataProvider();
    const [input, setInput] = useState('');
    // Asked for once the person opens the list or types: a picker on a screen asks nothing by being shown.
    const [wanted, setWanted] = useState(false);
    const query = input.trim();
    // The chosen record's own title in the box asks for nothing new.
    const typed = value && query === value.title ? '' : query;
    const options = useQuery({
        queryKey: ['record-options', resource, typed, filter],
        queryFn: async () => {
            const search = /^\d+$/.test(typed) ? { id: typed } : typed ? { [searchBy]: typed } : {};
            const { data } = await dataProvider.getList(resource, {
                filter: { ...filter, ...search },
                pagination: { page: 1, perPage: 20 },
                sort: { field: 'id', order: 'ASC' },
            });
            return data.map(r => describeRecord(resource, r));
        },
        enabled: !disabled && (wanted || typed !== ''),
        placeholderData: keepPreviousData,
    });
    return (
        <Autocomplete
            options={options.data ?? []}
            value={value}
            onChange={(_, next) => onChange(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            onOpen={() => setWanted(true)}
            getOptionLabel={o => o.title}
            getOptionKey={o => o.id}
            renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                    <RecordOptionText description={o} />
                </li>
            )}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={x => x}
            loading={options.isFetching}
            disabled={disabled}
            renderInput={params => (
                <TextField
                    {...params}
                    label={label}
                    error={!!error}
                    helperText={error ?? (value ? detailLine(value) : helperText)}
                />
            )}
        />
    );
}
