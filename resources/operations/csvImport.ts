/**
 * The calls of CSV import and saved views (issue 45), as the console makes them. The server mounts
 * the import for every resource at once (server/core/csvImport.ts) and the views as a module of their
 * own (server/modules/savedViews.ts); resources/calls.ts classifies the routes.
 */
import type { ImportAnswer } from '../csvImport';
import { P } from '../permissions';
import type { SavedView, SavedViewQuery, ViewShare } from '../savedViews';
import type { Paged } from '../wire';
import { messages } from '../messages';
import { defineOperation, returns, type Operation } from './define';

const previews = new Map<string, Operation<ImportAnswer>>();
const imports = new Map<string, Operation<ImportAnswer>>();

/** `POST {resource}/import/preview/` (a CSV file): what it would change, written nowhere. Access: the resource's PATCH, checked by the server. */
export function previewImport(resource: string): Operation<ImportAnswer> {
    let op = previews.get(resource);
    if (!op)
        previews.set(
            resource,
            (op = defineOperation({
                resource,
                id: 'import-preview',
                detail: false,
                method: 'POST',
                path: 'import/preview/',
                dryRun: true,
                access: P.ANY_USER,
                result: returns<ImportAnswer>(),
                spec: { extension: 'csv-import' },
            }))
        );
    return op;
}

/** `POST {resource}/import/` (the same file): the rows that change, applied as one bulk change. */
export function applyImport(resource: string): Operation<ImportAnswer> {
    let op = imports.get(resource);
    if (!op)
        imports.set(
            resource,
            (op = defineOperation({
                resource,
                id: 'import',
                detail: false,
                method: 'POST',
                path: 'import/',
                access: P.ANY_USER,
                result: returns<ImportAnswer>(),
                spec: { extension: 'csv-import' },
            }))
        );
    return op;
}

export interface SavedViewBody {
    resource?: string;
    name?: string;
    query?: SavedViewQuery;
    columns?: string[] | null;
    shared?: ViewShare;
    default?: boolean;
}

const views = { resource: 'saved-views', access: P.ANY_USER, spec: { extension: 'saved-views' as const } };

/** `GET saved-views/?resource=…`: the views of a list the caller sees. */
export const listSavedViews = defineOperation({
    ...views,
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    result: returns<Paged<SavedView>>(),
});
export const createSavedView = defineOperation<SavedView, SavedViewBody>({
    ...views,
    id: 'create',
    detail: false,
    method: 'POST',
    path: '',
    result: returns<SavedView>(),
});
export const updateSavedView = defineOperation<SavedView, SavedViewBody>({
    ...views,
    id: 'update',
    detail: true,
    method: 'PATCH',
    path: '',
    result: returns<SavedView>(),
});
export const deleteSavedView = defineOperation<void>({
    ...views,
    id: 'delete',
    detail: true,
    method: 'DELETE',
    path: '',
    confirm: { theme: 'delete', title: messages.savedViews.delete, message: messages.savedViews.deleteAsk },
});
