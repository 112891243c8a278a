/**
 * One declaration per custom API call (an "operation": re-encode, pull image, chart mapping, …):
 * its path, method, access, body and answer are written once here; the console calls it through
 * `dataProvider.call` / `useOperation`, and the reference API mounts it from the same object
 * (server/core/operations.ts). Anchor: Django REST framework's `@action(detail, methods, url_path,
 * permission_classes)`.
 */
import type { z } from 'zod';
import type { JobKind } from '../jobs/jobs';
import type { CallSpec } from '../capabilities';
import { fill } from '../messages/fill';
import { hasAccess, type Grants, type PermissionList } from '../permissions';

export type OperationMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the call comes from: the §7 line it implements, or the reference-server capability it extends. */
export type OperationSpec = CallSpec;

/** A body schema built from zod when the server needs it, so the console bundle never loads zod. */
export type BodySchema<Body> = (zod: typeof z) => z.ZodType<Body>;

export interface Operation<Result = unknown, Body = unknown> {
    /** The resource's v4 path below /v4 (`catalog/tracks`), or an area (`jobs`, `dashboard`). */
    resource: string;
    /** Unique within the resource (`reencode`). */
    id: string;
    /** True: on one record (`{resource}/:id/{path}`); false: on the collection (`{resource}/{path}`). */
    detail: boolean;
    /** The record's placeholder in the route when it is not `id` (`version`, `personId`). */
    param?: string;
    method: OperationMethod;
    /** A POST that writes nothing (a dry run): its failure reads as a read's, and what was read stays fresh. */
    dryRun?: boolean;
    /** Below the record or the collection, with a trailing slash (`reencode/`), or '' for the path itself. */
    path: string;
    /** Who may call it; the console shows it to the same people (partners still only on their own records). */
    access: PermissionList;
    /** Parsed by the server before the handler (400 with `{detail}` when it does not fit). */
    body?: BodySchema<Body>;
    /** What `Accept` the answer is read as: JSON unless a file type is named (the answer is then a Blob). */
    accept?: string;
    /** The job kind it starts, when it starts one. */
    job?: JobKind;
    /** Asked before the call, wherever the console makes it (`useOperation`). */
    confirm?: OperationConfirm<Body>;
    spec: OperationSpec;
    /** Type only: the answer's type (see `returns`). */
    readonly result?: Result;
}

/**
 * The question asked before an operation. `message` names the record or counts what the body names
 * (a function of the call), or is a catalogue text whose `{id}` is the record's id and whose other
 * `{names}` are what the screen knows in words (a user's name, a time), given to `run` as `about`.
 */
export interface OperationConfirm<Body = unknown> {
    theme: 'confirm' | 'delete' | 'proceed';
    /** The dialog's title, where the action's own name says more than "Please confirm". */
    title?: string;
    /** The buttons in words of their own, where Cancel would be ambiguous (cancelling a scheduled change). */
    labels?: { yes: string; no: string };
    message: string | ((id: OperationParams, body?: Body) => string);
    /** Asked only of these calls (a disable, not an enable, through the same call); absent: of every call. */
    when?: (id: OperationParams, body?: Body) => boolean;
}

/** The declared question in words, or null when this call asks none (no `confirm`, or not its `when`). */
export function confirmText(
    confirm: OperationConfirm<never> | undefined,
    id: OperationParams,
    body?: unknown,
    about: Record<string, string | number> = {}
): string | null {
    if (!confirm || (confirm.when && !confirm.when(id, body as never))) return null;
    if (typeof confirm.message === 'function') return confirm.message(id, body as never);
    return fill(confirm.message, { ...(typeof id === 'object' || id === undefined ? {} : { id }), ...about });
}

/** Ids filling the path: the record's id, or every `:name` by name. */
export type OperationParams = string | number | Record<string, string | number> | undefined;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ResultOf<O> = O extends Operation<infer R, any> ? R : never;
/**
 * The answer of an operation with `accept`: a file, read by the console as a Blob (`AnswerOf`). The model is
 * compiled without the DOM's types (tsconfig.model.json), so it names the file by this marker.
 */
export interface FileAnswer {
    readonly fileAnswer: true;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BodyOf<O> = O extends Operation<any, infer B> ? B : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<any, any>;

/** `result: returns<Job>()`: names the answer's type; nothing is kept at run time. */
export const returns = <T>(): T | undefined => undefined;

export function defineOperation<Result = unknown, Body = unknown>(
    op: Operation<Result, Body>
): Operation<Result, Body> {
    if (op.path && !op.path.endsWith('/'))
        throw new Error(`Operation ${op.resource} ${op.id}: path needs a trailing slash`);
    return Object.freeze(op);
}

/** The route below /v4 with its placeholders (`catalog/tracks/:id/reencode/`): what the server mounts. */
export const operationRoute = (op: Pick<Operation, 'resource' | 'detail' | 'path' | 'param'>): string =>
    `${op.resource.replace(/\/+$/, '')}/${op.detail ? `:${op.param ?? 'id'}/` : ''}${op.path}`;

/** The route with its placeholders filled (`catalog/tracks/5/reencode/`). */
export function operationPath(
    op: Pick<Operation, 'resource' | 'detail' | 'path' | 'param'>,
    params?: OperationParams
): string {
    const named = typeof params === 'object' ? params : params === undefined ? {} : { [op.param ?? 'id']: params };
    return operationRoute(op).replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
        const value = named[name];
        if (value === undefined || value === '') throw new Error(`Operation path ${operationRoute(op)}: no ${name}`);
        return encodeURIComponent(String(value));
    });
}

/** Whether the holder of these grants may call it: the console's visibility and the server's 403 both. */
export const operationAllowed = (op: Pick<Operation, 'access'>, grants: Grants | Set<string>): boolean =>
    hasAccess(op.access, grants);

/** A tab or action that makes this call: shown to whoever may make it (`{ ...callsOperation(op), id, … }`). */
export const callsOperation = <O extends AnyOperation>(op: O) => ({ operation: op, access: op.access });
