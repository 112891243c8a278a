import pageModules from '../../../resources/curation/pageModules';
import RecordDeleteButton from '../../views/RecordDeleteButton';

/** Deletes the module and its items after the Delete-themed confirm says how many items go with it. */
export default function DeleteModuleButton() {
    return (
        <RecordDeleteButton
            def={pageModules}
            question={record => {
                const count = Number(record.item_count ?? 0);
                return `Delete module ${String(record.id)} “${String(record.name ?? '')}” and its ${count} item${count === 1 ? '' : 's'}?`;
            }}
        />
    );
}
