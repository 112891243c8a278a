/** Curation calls beyond CRUD: a page module duplicated with its items. */
import { P } from '../permissions';
import { defineOperation, returns } from './define';

export const duplicatePageModule = defineOperation({
    resource: 'curation/page-modules',
    id: 'duplicate',
    detail: true,
    method: 'POST',
    path: 'duplicate/',
    access: P.CURATION,
    result: returns<{ id: number }>(),
    spec: { extension: 'curation' },
});
