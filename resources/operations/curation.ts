/** Curation calls beyond CRUD: a page module duplicated with its items; a page's modules ordered within a slot. */
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

/** One slot's modules in their order, top first: every module of the slot, each once. */
export interface ModuleOrder {
    slot_id: number;
    ids: number[];
}

/** The order of a page's modules within one slot (the preview and the store draw them so). */
export const orderPageModules = defineOperation({
    resource: 'curation/pages',
    id: 'module-order',
    detail: true,
    method: 'PUT',
    path: 'modules/order/',
    access: P.CURATION,
    body: z => z.object({ slot_id: z.number().int(), ids: z.array(z.number().int().positive()).max(250) }),
    result: returns<ModuleOrder>(),
    spec: { extension: 'curation' },
});
