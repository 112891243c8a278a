import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { itemTypeResource, type CatalogItemType } from '../../../resources/curation/layout';
import { recordDetail } from '../../../resources/format';
import { RecordOptionText } from '../../components/RecordOption';
import { findMeta, resources } from '../../resourceManifest';

export interface PickedRecord {
    id: number;
    title: string;
    /** What tells it apart from records of the same title (a track's artists, mix, release, label). */
    detail?: string;
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
            const detail = findMeta(target.resource)?.pickerDetail;
            return data.map(r => ({
                id: Number(r.id),
                title: String(r[target.title] ?? r.id),
                detail: recordDetail(detail, r),
            }));
        },
    });
    return (
        <Autocomplete
            options={options.data ?? []}
            value={value}
            onChange={(_, next) => onChange(next)}
            inputValue={input}
            onInputChange={(_, next) => setInput(next)}
            getOptionLabel={o => `${o.title} (${o.id})`}
            renderOption={({ key, ...props }, o) => (
                <li key={key} {...props}>
                    <RecordOptionText title={`${o.title} (${o.id})`} detail={o.detail} />
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
                    helperText={error ?? 'Type a title or an ID'}
                />
            )}
        />
    );
}
