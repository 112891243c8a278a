import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { DB } from '../db';
import type { Principal } from './access';

/** Hono context variables of every request. */
export interface Env {
    Variables: { db: DB; principal: Principal };
}

/**
 * A request header as the client sent it. Under @hono/node-server it is read from Node's own
 * request (`env.incoming`): Hono's `req.header()` first copies every header of the request into a
 * Headers object, a tenth of a kept list page's answer. In process (`app.request`), through Hono.
 */
export function requestHeader(ctx: Context, name: string): string | undefined {
    const incoming = (ctx.env as Partial<HttpBindings> | undefined)?.incoming;
    if (!incoming) return ctx.req.header(name);
    const value = incoming.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
}
