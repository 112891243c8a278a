/**
 * A supplier's statements (spec §7 "Suppliers: … statements (music, daily and others; list, item, CSV
 * download)"), and the reference server's list of the suppliers whose statements the caller may read.
 */
import { P } from '../permissions';
import type { Statement, StatementSummary } from '../sales/statements';
import type { Paged } from '../wire';
import { defineOperation, returns, type FileAnswer } from './define';

const STATEMENTS = 'Suppliers: … statements (music, daily and others; list, item, CSV download)';
const onSupplier = { resource: 'catalog/suppliers', detail: true, method: 'GET', access: P.FINANCE } as const;

/** Params `{ id: supplier, type }`. */
export const listStatements = defineOperation({
    ...onSupplier,
    id: 'statements',
    path: 'statements/:type/',
    result: returns<Paged<StatementSummary>>(),
    spec: STATEMENTS,
});

/** Params `{ id: supplier, type, statement }`. */
export const readStatement = defineOperation({
    ...onSupplier,
    id: 'statement',
    path: 'statements/:type/:statement/',
    result: returns<Statement>(),
    spec: STATEMENTS,
});

export const downloadStatement = defineOperation({
    ...onSupplier,
    id: 'statement-csv',
    path: 'statements/:type/:statement/csv/',
    accept: 'text/csv',
    result: returns<FileAnswer>(),
    spec: STATEMENTS,
});

/** Whom the caller may pick on /statements; without it the suppliers list (§7 `GET suppliers`) is the picker. */
export const statementSuppliers = defineOperation({
    resource: 'statements/suppliers',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.FINANCE,
    // Each with what tells namesakes apart (the suppliers' `describe`).
    result: returns<{ results: ({ id: number; name: string } & Record<string, unknown>)[] }>(),
    spec: { extension: 'statement-suppliers' },
});
