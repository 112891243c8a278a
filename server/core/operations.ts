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

export function mountOperations(app: Hono<Env>, served: readonly ServedOperation[]): void {
    for (const { op, handler } of served) {
        app.on(op.method, `/v4/${operationRoute(op)}`, async ctx => {
            requireAccess(ctx.get('principal'), op.access);
            const body = op.body ? parseBody(op.body(z), await readJson(ctx.req.raw)) : undefined;
            return handler(ctx, body as never);
        });
    }
}

/** Marks the access guards below, so that a test can tell a guard from the route it guards. */
export const GUARD = Symbol('operation guard');

/**
 * Declared operations still answered by a route of their module's own: the declaration's access is
 * checked first all the same (403 before anything else), then the route answers.
 */
export function guardOperations(
    app: Hono<Env>,
    declared: readonly AnyOperation[],
    served: readonly ServedOperation[]
): void {
    const own = new Set(served.map(s => s.op));
    for (const op of declared) {
        if (own.has(op)) continue;
        const guard = Object.assign(
            async (ctx: Context<Env>, next: () => Promise<void>) => {
                requireAccess(ctx.get('principal'), op.access);
                await next();
            },
            { [GUARD]: true }
        );
        app.on(op.method, `/v4/${operationRoute(op)}`, guard);
    }
}
