import { itemTypeResource, type CatalogItemType } from '../../../resources/curation/layout';
import type { Description } from '../../../resources/describe';
import RecordAutocomplete from '../../components/RecordAutocomplete';
import { labelForms } from '../../../resources/schema';
import { findMeta, resources } from '../../resourceManifest';

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
    // Named as the record it picks ("Track"), not by the item type's code (walk 59: "Record (tracks)").
    const [one] = labelForms(findMeta(target.resource)?.label ?? 'Record');
    return (
        <RecordAutocomplete
            resource={target.resource}
            searchBy={target.title}
            label={one}
            value={value && { ...value, id: String(value.id) }}
            onChange={next => onChange(next && { ...next, id: Number(next.id) })}
            error={error}
            helperText="Type a title or an ID"
        />
    );
}
