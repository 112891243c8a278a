/**
 * CSV downloads without a cap: rows go out as SQLite hands them over (`stmt.iterate()`), a batch
 * at a time as the client reads, so a 100k-row export holds one batch in memory, not the file.
 * Cells are neutralised as in every other download (resources/csv.ts).
 */
import Database from 'better-sqlite3';
import { csvRows, toCsv } from '../../resources/csv';
import { addFunctions, type DB } from '../db';
import type { Row } from './rows';

/** Rows per chunk written: large enough to keep papaparse's per-call cost small, small enough to stay flat. */
export const CSV_BATCH = 500;

export interface CsvExport {
    columns: readonly string[];
    filename: string;
    /** The rows, read lazily from the given connection (a read-only one of its own). */
    rows: (reader: DB) => Iterable<Row>;
    /** How many rows will come, when cheap to know: sent as `X-Row-Count` for the client's progress. */
    count?: number;
}

/**
 * A reader of its own: while an iterator is open its connection runs no other statement, and the
 * server's connection must keep answering other requests meanwhile (WAL lets both read).
 */
function openReader(db: DB): DB {
    if (db.memory) return db;
    const reader = new Database(db.name, { readonly: true, fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    // A name filter of the export calls fold() as the list's does.
    addFunctions(reader);
    return reader;
}

/** The CSV as a streamed attachment; errors after the first byte abort the response (the client says so). */
export function streamCsv(db: DB, exp: CsvExport): Response {
    const reader = openReader(db);
    const encoder = new TextEncoder();
    let rows: Iterator<Row>;
    try {
        // Prepared before the response starts: a bad statement is a 500 with a detail, not a cut file.
        rows = exp.rows(reader)[Symbol.iterator]();
    } catch (e) {
        if (reader !== db) reader.close();
        throw e;
    }
    let closed = false;
    const close = () => {
        if (closed) return;
        closed = true;
        rows.return?.();
        if (reader !== db) reader.close();
    };
    const body = new ReadableStream<Uint8Array>(
        {
            start(controller) {
                controller.enqueue(encoder.encode(toCsv(exp.columns, [])));
            },
            pull(controller) {
                try {
                    const batch: Row[] = [];
                    for (let next = rows.next(); !next.done; next = rows.next()) {
                        batch.push(next.value);
                        if (batch.length === CSV_BATCH) break;
                    }
                    if (batch.length) controller.enqueue(encoder.encode(csvRows(exp.columns, batch)));
                    if (batch.length < CSV_BATCH) {
                        close();
                        controller.close();
                    }
                } catch (e) {
                    close();
                    controller.error(e);
                }
            },
            cancel: close,
        },
        // One batch waits ready at most: memory stays flat however slowly the client reads.
        { highWaterMark: 1 }
    );
    const headers: Record<string, string> = {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exp.filename}"`,
        // no-transform: the compress middleware would gather the whole file before its first byte
        // (the client's progress and the server's flat memory matter more here than the transfer size).
        'Cache-Control': 'no-store, no-transform',
    };
    if (exp.count !== undefined) headers['X-Row-Count'] = String(exp.count);
    return new Response(body, { headers });
}
