/** Every declared operation: what the server mounts and the permission tests enumerate. */
import * as catalog from './catalog';
import * as history from './history';
import * as viewAs from './viewAs';
import type { AnyOperation } from './define';

export * from './define';

const isOperation = (v: unknown): v is AnyOperation =>
    typeof v === 'object' && v !== null && 'method' in v && 'access' in v && 'spec' in v;

/** One module per section; each exported declaration is an operation. */
export const OPERATIONS: readonly AnyOperation[] = [catalog, history, viewAs].flatMap(section =>
    Object.values(section).filter(isOperation)
);
