/**
 * Reference-server extensions on the record history (issue 30): revert an entry (a record's or
 * a whole bulk change's) and preview a bulk edit before it is written. The per-record calls are
 * the same on every resource with a history, so they are made per resource by a factory; the
 * server serves them with one route each (server/core/revert.ts, server/core/bulkPreview.ts).
 */
import { P } from '../permissions';
import type { Paged } from '../wire';
import { defineOperation, returns, type BodySchema, type Operation } from './define';

export interface RevertBody {
    /** Only these fields (or sub-resource lists) of the entry; all of them when absent. */
    fields?: string[];
    /** Revert even where a field changed again since the entry (the user saw the conflicts and said so). */
    force?: boolean;
}

/** One field that changed again since the entry: the entry's "after" is no longer what is stored. */
export interface RevertConflict {
    field: string;
    expected: unknown;
    current: unknown;
}

/** A 409's extra body: the conflicts of one record, or of each record of a bulk change. */
export interface RevertConflicts {
    conflicts?: RevertConflict[];
    records?: { resource: string; id: number; conflicts: RevertConflict[] }[];
}

const revertBody: BodySchema<RevertBody> = zod =>
    zod
        .object({
            fields: zod.array(zod.string().max(100)).min(1).max(200).optional(),
            force: zod.boolean().optional(),
        })
        .strict();

const reverts = new Map<string, Operation<unknown, RevertBody>>();
/** Reverts one history entry of a record of `resource` (params `{ id, entry }`). */
export function revertEntry(resource: string): Operation<unknown, RevertBody> {
    let op = reverts.get(resource);
    if (!op)
        reverts.set(
            resource,
            (op = defineOperation({
                resource,
                id: 'revert',
                detail: true,
                method: 'POST',
                path: 'history/:entry/revert/',
                // History is staff-only; the write itself is checked as the resource's own update.
                access: P.STAFF,
                body: revertBody,
                result: returns<unknown>(),
                spec: { extension: 'history' },
            }))
        );
    return op;
}

/** Reverts every entry of one bulk change, all or nothing (params: the bulk's id). */
export const revertBulk = defineOperation({
    resource: 'history',
    id: 'revert-bulk',
    detail: true,
    method: 'POST',
    path: 'revert/',
    // Partners too: an import's bulk is undone by whoever made it (server/core/revert.ts checks who may).
    access: P.ANY_USER,
    body: revertBody,
    result: returns<{ reverted: number; bulk: number }>(),
    spec: { extension: 'history' },
});

/** One record of a bulk edit's preview: its values now and after, or why the change is refused. */
export interface BulkPreviewRow {
    id: number;
    current: Record<string, unknown>;
    next: Record<string, unknown>;
    refused: { status: number; detail: string } | null;
}

export type BulkItem = { id: number; version?: number } & Record<string, unknown>;

const previews = new Map<string, Operation<BulkPreviewRow[], BulkItem[]>>();
/** What a bulk PATCH of `resource` would do to each record, written nowhere. */
export function previewBulk(resource: string): Operation<BulkPreviewRow[], BulkItem[]> {
    let op = previews.get(resource);
    if (!op)
        previews.set(
            resource,
            (op = defineOperation({
                resource,
                id: 'bulk-preview',
                detail: false,
                method: 'POST',
                path: 'bulk/preview/',
                dryRun: true,
                // Whoever may read the resource may ask; each row says whether their write would pass.
                access: P.ANY_USER,
                result: returns<BulkPreviewRow[]>(),
                spec: { extension: 'bulk-edit' },
            }))
        );
    return op;
}

const histories = new Map<string, Operation<Paged<unknown>>>();
/** A page of a record's history, newest first (`page`, `per_page` in the query): the same call on every resource with one. */
export function recordHistory<Entry>(resource: string): Operation<Paged<Entry>> {
    let op = histories.get(resource);
    if (!op)
        histories.set(
            resource,
            (op = defineOperation({
                resource,
                id: 'history',
                detail: true,
                method: 'GET',
                path: 'history/',
                access: P.STAFF,
                result: returns<Paged<unknown>>(),
                spec: { extension: 'history' },
            }))
        );
    return op as Operation<Paged<Entry>>;
}
