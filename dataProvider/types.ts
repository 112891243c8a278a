/** The console data provider's types: its options, its custom methods and what they answer. */
import type { DataProvider, RaRecord } from 'react-admin';
import type { ListParams, SubRef } from './query';
import type { AnyOperation, BodyOf, FileAnswer, OperationParams, ResultOf } from '../resources/operations/define';

/** A parent record's id, and a row's below it. */
export type Id = string | number;

/**
 * What a CSV is streamed from: a collection's filtered list (`{resource}/csv/download/`), or a
 * declared operation (`accept: 'text/csv'`) with its ids.
 */
export type CsvSource = { resource: string } | { operation: AnyOperation; params?: OperationParams };

/** A write as the data provider sent it: its method, and the answer's body when one came. */
export interface SentWrite {
    method: string;
    answer?: unknown;
}

export interface DataProviderOptions {
    apiUrl: string;
    /** Base URLs of services on hosts of their own, by a path's first segment (`identity`, `inspector`); the main API otherwise. */
    hosts?: Readonly<Record<string, string>>;
    getAccessToken: () => string | null | undefined;
    onUnauthorized?: () => void;
    /**
     * On a 401: try to replace the token once (true: the call is replayed with the new one; false: the
     * session has ended; 'unanswered': the server did not answer the refresh, the session goes on).
     */
    refresh?: (staleToken: string) => Promise<boolean | 'unanswered'>;
    /** The refresh failed: the user is about to be signed out. */
    onSessionLost?: () => void;
    fetch?: typeof fetch;
    /** The capabilities the server offers (resources/capabilities.ts); absent: every call is sent. */
    offered?: () => ReadonlySet<string>;
    /** Whose writes these are (the signed-in user's id): one person's Idempotency-Keys are never another's. */
    currentUser?: () => string | number | null | undefined;
    /**
     * Whom the answers are for (the session: its token and the user seen, an admin's view-as included).
     * What the provider keeps of its answers (lists fetched ahead, records read) is forgotten when it
     * changes: one person's answers are never another's, in the same tab after a sign-in or view-as.
     */
    sessionOf?: () => string;
    /** An answer came from the store's server (any status but a gateway's 502, 503, 504): for an offline banner. */
    onAnswered?: () => void;
    /** No answer came (the network failed, the call timed out) or a gateway answered instead: for an offline banner. */
    onUnanswered?: (kind: 'network' | 'timeout' | 'gateway') => void;
    /**
     * A write was sent, by its path below the API root, with its answer when it was answered: what
     * was read of it is to be read again (src/freshness.ts).
     */
    onWrite?: (path: string, sent: SentWrite) => void;
    /**
     * A retried create whose first answer was lost was found done (a server without Idempotency-Keys):
     * it was not sent again, and this says so in the catalogue's words (messages.network.alreadySaved).
     */
    onAlreadyDone?: (message: string) => void;
}

/** How one call of a declared operation goes beyond its declaration. */
export interface CallOptions {
    /** Query parameters (a list's filter, paging). */
    query?: Record<string, string | number | boolean | undefined> | URLSearchParams;
    /** Errors carry the server's detail (the default for writes) rather than the status text. */
    useDetail?: boolean;
    signal?: AbortSignal;
    /** The version the caller read, sent as If-Match so that a stale write is refused (412). */
    ifMatch?: number;
}

/** The row type of a declared list (`{ results: T[] }`, paged or not). */
export type RowOf<O> = ResultOf<O> extends { results: (infer R)[] } ? R : never;

/** What `call` resolves to: the declared answer, or a Blob for a file answer. */
export type AnswerOf<O> = ResultOf<O> extends FileAnswer ? Blob : ResultOf<O>;

/** Typed custom methods: `useDataProvider<ConsoleDataProvider>()`. */
export interface ConsoleDataProvider extends DataProvider {
    /**
     * Calls a declared operation (resources/operations/): its path filled from `params`, its
     * method, and the body as JSON (a File as a multipart upload); the answer typed by the
     * declaration (a Blob when it declares a file type to accept).
     */
    call: <O extends AnyOperation>(
        op: O,
        params?: OperationParams,
        body?: BodyOf<O> | File | FormData,
        options?: CallOptions
    ) => Promise<AnswerOf<O>>;
    /** Every row of a declared list operation, all its pages fetched (as `fetchAll` does a resource's). */
    callAll: <O extends AnyOperation>(
        op: O,
        params?: OperationParams,
        filter?: Record<string, unknown>
    ) => Promise<RowOf<O>[]>;
    /** Every row of a list below a parent record (a sub-resource, a record's tracks), all pages. */
    subList: <T = RaRecord>(sub: SubRef, parentId: Id, filter?: Record<string, unknown>) => Promise<T[]>;
    /** Sends the whole list back (a sub-resource's PUT, or the list's own `save`: PATCH tracks/bulk, PUT partners-bulk). */
    putSubList: <T = unknown>(sub: SubRef, parentId: Id, rows: unknown[]) => Promise<T>;
    createSubRow: <T = RaRecord>(sub: SubRef, parentId: Id, body: Record<string, unknown>) => Promise<T>;
    /** PATCH one row; a row's version goes as If-Match (a stale change gets 412). */
    updateSubRow: <T = RaRecord>(
        sub: SubRef,
        parentId: Id,
        rowId: Id,
        body: Record<string, unknown>,
        version?: unknown
    ) => Promise<T>;
    deleteSubRow: (sub: SubRef, parentId: Id, rowId: Id) => Promise<void>;
    /** A file added to a list below a record (a track's audio), as a multipart upload. */
    uploadSubFile: <T = unknown>(sub: SubRef, parentId: Id, file: File) => Promise<T>;
    /** An image stored for a use of the model (`resources/imageUses.ts`), checked by that use's rule: its link. */
    uploadMediaImage: (use: string, file: File) => Promise<{ image: string }>;
    /** A record's image (`POST {resource}/{id}/images/`), checked by the server by the same rule as the form. */
    uploadImage: <T = unknown>(resource: string, id: Id, file: File) => Promise<T>;
    /** Every page of a paged list, fetched in parallel with bounded concurrency. */
    fetchAll: <T = RaRecord>(resource: string, filter?: Record<string, unknown>) => Promise<T[]>;
    /** GET a file (audio) as a Blob with the user's token: media elements cannot send one. */
    fetchBlob: (path: string, accept?: string) => Promise<Blob>;
    /** A file at a link the server gave in a record (`download: "/v4/…"`), read with the user's token. */
    fetchLink: (href: string) => Promise<Blob>;
    /** A streamed CSV, read chunk by chunk with the rows received so far reported as they come. */
    streamCsv: (source: CsvSource | string, options?: StreamCsvOptions) => Promise<Blob>;
    /** Starts a list request now whose answer the next identical getList takes (once, if fresh);
     *  settles when it is in (never rejects: the list's own request reports errors). */
    prefetchList: (resource: string, params: ListParams) => Promise<void>;
}

export interface CsvProgress {
    /** Data rows received so far (the header row not counted). */
    rows: number;
    /** Rows the server said it would send (`X-Row-Count`), when it said. */
    total?: number;
}
export interface StreamCsvOptions {
    filter?: Record<string, unknown>;
    /** A POST body (JSON) instead of a GET: a long id list. */
    body?: unknown;
    onProgress?: (progress: CsvProgress) => void;
    signal?: AbortSignal;
}
