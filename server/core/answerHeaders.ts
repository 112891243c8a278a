/** Headers set on every answer, without making the answer twice. */
import type { Context, Env, MiddlewareHandler } from 'hono';

/**
 * Middleware giving each answer `headers(ctx)`. They are set before the handler answers, so that
 * its answer is made with them: a header set on an answer already made makes the whole answer
 * again (its body read back as a stream; a fifth of a kept list page's time). An answer the handler
 * made whole (a streamed download) gets afterwards only those it lacks; its own stay.
 */
export function answerHeaders<E extends Env>(
    headers: (ctx: Context<E>) => Record<string, string>
): MiddlewareHandler<E> {
    return async (ctx, next) => {
        const wanted = headers(ctx);
        for (const [name, value] of Object.entries(wanted)) ctx.header(name, value);
        await next();
        for (const [name, value] of Object.entries(wanted)) if (!ctx.res.headers.has(name)) ctx.header(name, value);
    };
}
