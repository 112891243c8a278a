/** Every declared operation: what the server mounts and the permission tests enumerate. */
import * as auth from './auth';
import * as catalog from './catalog';
import * as csvImport from './csvImport';
import * as curation from './curation';
import * as dashboard from './dashboard';
import * as delivery from './delivery';
import * as ingestion from './ingestion';
import * as jobs from './jobs';
import * as musicProfile from './musicProfile';
import * as packaging from './packaging';
import * as partner from './partner';
import * as releases from './releases';
import * as sales from './sales';
import * as search from './search';
import * as statements from './statements';
import * as support from './support';
import * as territories from './territories';
import * as trackFiles from './trackFiles';
import * as history from './history';
import * as hype from './hype';
import * as suppliers from './suppliers';
import * as trackDerivatives from './trackDerivatives';
import * as viewAs from './viewAs';
import type { AnyOperation } from './define';

export * from './define';

const isOperation = (v: unknown): v is AnyOperation =>
    typeof v === 'object' && v !== null && 'method' in v && 'access' in v && 'spec' in v;

/** One module per section; each exported declaration is an operation. */
export const OPERATIONS: readonly AnyOperation[] = [
    auth,
    catalog,
    csvImport,
    curation,
    dashboard,
    delivery,
    ingestion,
    jobs,
    musicProfile,
    packaging,
    partner,
    releases,
    sales,
    search,
    statements,
    support,
    territories,
    trackFiles,
    history,
    hype,
    suppliers,
    trackDerivatives,
    viewAs,
].flatMap(section => Object.values(section).filter(isOperation));
