import type { DB } from '../db';
import type { Principal } from './access';

/** Hono context variables of every request. */
export interface Env {
    Variables: { db: DB; principal: Principal };
}
