import { itemTypeResource, type CatalogItemType } from '../../../resources/curation/layout';
import type { Description } from '../../../resources/describe';
import RecordAutocomplete from '../../components/RecordAutocomplete';
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
    const target = itemTypeResource(resources, itemType);
    return (
        <RecordAutocomplete
            resource={target.resource}
            searchBy={target.title}
            label={`Record (${itemType})`}
            value={value && { ...value, id: String(value.id) }}
            onChange={next => onChange(next && { ...next, id: Number(next.id) })}
            error={error}
            helperText="Type a title or an ID"
        />
    );
}
