/**
 * Mounts declared operations (resources/operations/): the route from the declaration, its access
 * checked first (403 before anything else), the body parsed against the declared schema (400 with
 * `{detail}`), then the handler. The console calls the same declaration, so path, method and
 * access cannot drift apart.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { operationRoute, type AnyOperation, type BodyOf } from '../../resources/operations/define';
import { requireAccess } from './access';
import type { Env } from './env';
import { parseBody, readJson } from './validation';

export type OperationHandler<Body> = (ctx: Context<Env>, body: Body) => Response | Promise<Response>;

export interface ServedOperation {
    op: AnyOperation;
    handler: OperationHandler<never>;
}

/** A declaration with the handler that answers it (a module lists these as `operations`). */
export function serve<O extends AnyOperation>(op: O, handler: OperationHandler<BodyOf<O>>): ServedOperation {
    return { op, handler: handler as OperationHandler<never> };
}

/** On each mounted route's handler: the declaration it serves (so a test can tell it from a hand-written route). */
export const SERVES = Symbol('served operation');

/**
 * Without a declared body the handler reads the request itself (a multipart form, a query string,
 * or JSON it checks after the record's tenancy), so nothing is parsed for it here.
 */
export function mountOperations(app: Hono<Env>, served: readonly ServedOperation[]): void {
    for (const { op, handler } of served) {
        const route = async (ctx: Context<Env>) => {
            requireAccess(ctx.get('principal'), op.access);
            const body = op.body ? parseBody(op.body(z), await readJson(ctx.req.raw)) : undefined;
            return handler(ctx, body as never);
        };
        app.on(op.method, `/v4/${operationRoute(op)}`, Object.assign(route, { [SERVES]: op }));
    }
}
