import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { itemTypeResource, type CatalogItemType } from '../../../resources/curation/layout';
import { detailLine, type Description } from '../../../resources/describe';
import { describeRecord, RecordOptionText } from '../../components/RecordOption';
import { resources } from '../../resourceManifest';

/** The record chosen, as its resource describes it (title, what tells it apart, id, image). */
export interface PickedRecord extends Omit<Description, 'id'> {
    id: number;
}

/**
 * A catalog record of the item type, by autocomplete on its title (or its ID typed as digits).
 */
export default function RecordPicker(props: {
    itemType: CatalogItemType;
    value: PickedRecord | null;
    onChange: (record: PickedRecord | null) => void;
    error?: string;
}) {
    const { itemType, value, onChange, error } = props;
    const dataProvider = useDataProvider();
    const [input, setInput] = useState('');
    const target = itemTypeResource(resources, itemType);
    const query = input.trim();
    const options = useQuery({
        queryKey: ['item-record', itemType, query],
        queryFn: async () => {
            const filter = /^\d+$/.test(query) ? { id: query } : query ? { [target.title]: query } : {};
            const { data } = await dataProvider.getList(target.resource, {
                filter,
                pagination: { page: 1, perPage: 20 },
                sort: { field: 'id', order: 'ASC' },
            });
            return data.map((r): PickedRecord => ({ ...describeRecord(target.resource, r), id: Number(r.id) }));
        },
    });
    return (
        <Autocomplete
            options={options.data ?? []}
            value={value}
            onChange={(_, next) => onChange(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            getOptionLabel={o => o.title}
            renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                    <RecordOptionText description={{ ...o, id: String(o.id) }} />
                </li>
            )}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={x => x}
            loading={options.isFetching}
            renderInput={params => (
                <TextField
                    {...params}
                    label={`Record (${itemType})`}
                    error={!!error}
                    // The chosen record's detail and id: of namesakes, the one chosen can be told.
                    helperText={error ?? (value ? detailLine({ ...value, id: String(value.id) }) : 'Type a title or an ID')}
                />
            )}
        />
    );
}
