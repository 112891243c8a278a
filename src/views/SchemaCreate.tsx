import { useState } from 'react';
import { Create } from 'react-admin';
import type { ResourceDef } from '../../resources/schema';
import { useSaveErrorText } from './errors';
import { failureReason } from './failure';
import type { SaveFailure } from './SaveFailed';
import SchemaForm from './SchemaForm';

/**
 * The generic create view: the schema's create fields, then on to the new record's edit view. A
 * failed create keeps what was typed and says why beside Save, with Retry.
 */
export default function SchemaCreate({ def }: { def: ResourceDef }) {
    const saveErrorText = useSaveErrorText(def);
    const [failure, setFailure] = useState<SaveFailure | null>(null);
    return (
        <Create
            resource={def.name}
            redirect="edit"
            mutationOptions={{
                onError: error => setFailure({ text: saveErrorText(failureReason(error)), error }),
            }}
        >
            <SchemaForm def={def} mode="create" failure={failure} />
        </Create>
    );
}
