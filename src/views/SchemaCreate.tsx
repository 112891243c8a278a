import { Create, useNotify, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/schema';
import { fill, messages } from '../i18n/en';
import { errorDetail } from './errors';
import SchemaForm from './SchemaForm';

/** The generic create view: the schema's create fields, then on to the new record's edit view. */
export default function SchemaCreate({ def }: { def: ResourceDef }) {
    const notify = useNotify();
    const translate = useTranslate();
    const singular = translate(`resources.${def.name}.name`, { smart_count: 1 }).toLowerCase();
    return (
        <Create
            resource={def.name}
            redirect="edit"
            mutationOptions={{
                onError: e =>
                    notify(fill(messages.errors.createUpdate, { resource: singular, error: errorDetail(e) }), {
                        type: 'error',
                    }),
            }}
        >
            <SchemaForm def={def} mode="create" />
        </Create>
    );
}
