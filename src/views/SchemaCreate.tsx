import { Create } from 'react-admin';
import type { ResourceDef } from '../../resources/schema';
import { useSaveErrorNotice } from './errors';
import SchemaForm from './SchemaForm';

/** The generic create view: the schema's create fields, then on to the new record's edit view. */
export default function SchemaCreate({ def }: { def: ResourceDef }) {
    const onError = useSaveErrorNotice(def);
    return (
        <Create resource={def.name} redirect="edit" mutationOptions={{ onError }}>
            <SchemaForm def={def} mode="create" />
        </Create>
    );
}
