/**
 * The v4 data provider. Resource names are v4 paths below /v4 (`catalog/tracks`), so the console
 * route, the API path and the store keys agree.
 */
import { isHeldAnswer } from '../resources/approvals';
import { markIfHeld } from './held';
import type { GetListResult, RaRecord } from 'react-admin';
import { ApiError, notOfferedError } from './errors';
import { fileForm, formBytes, ifMatch, isVersion, readBlob, readJson, upload, versionOf, type Call } from './calls';
import { createSender } from './sender';
import { KnownRecords } from './knownRecords';
import type { Paged } from '../resources/wire';
import { countCsvLines } from '../resources/csvLines';
import { messages } from '../resources/messages';
import { CAPABILITIES, callOffered, DISCOVERY } from '../resources/capabilities';
import {
    apiPath,
    baseUrlFor,
    changedFields,
    changedMeanwhile,
    csvSourcePath,
    listQuery,
    listResult,
    mapLimit,
    newestMatching,
    parsePageField,
    resourcePath,
    subPath,
    wholeSave,
    type ListParams,
    type SubRef,
} from './query';
import { operationPath, type AnyOperation, type OperationParams } from '../resources/operations/define';

export { ApiError, notOfferedError };
export type {
    AnswerOf,
    CallOptions,
    ConsoleDataProvider,
    CsvProgress,
    CsvSource,
    DataProviderOptions,
    RowOf,
    StreamCsvOptions,
} from './types';
import type { CallOptions, ConsoleDataProvider, CsvSource, DataProviderOptions, Id, StreamCsvOptions } from './types';

export type { Paged } from '../resources/wire';
export type { SubRef } from './query';

export const FETCH_ALL_PER_PAGE = 100;
export { heldApprovalOf } from './held';
/** §7 "Others: … POST media/images": the general image store. */
const MEDIA_IMAGES = 'media/images';

export { ifMatch };
/** The newest records first, enough to find one just created. */
const NEWEST_FIRST = new URLSearchParams({ order_by: '-id', per_page: '25' });
export const FETCH_ALL_CONCURRENCY = 4;
const ALL_OFFERED: ReadonlySet<string> = new Set<string>([...CAPABILITIES, DISCOVERY]);
/** How long a prefetched list answer may stand in for a request of its own (as long as a list read stays fresh). */
export const PREFETCH_FRESH_MS = 30_000;
/** How long a record read in a list may stand in for a lookup of it by id (a picker's current value). */
export const KNOWN_FRESH_MS = 30_000;

export function createDataProvider({
    apiUrl,
    hosts,
    getAccessToken,
    onUnauthorized,
    refresh,
    onSessionLost,
    fetch: fetchImpl,
    offered = () => ALL_OFFERED,
    currentUser,
    sessionOf = () => '',
    onAnswered,
    onUnanswered,
    onAlreadyDone,
    onWrite,
}: DataProviderOptions): ConsoleDataProvider {
    const doFetch = fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
    /** Resources whose `id` filter this session was refused (a partner's): getMany reads them one by one. */
    const idFilterRefused = new Set<string>();
    // Prefetched list answers by URL, each taken by the first getList that asks for it.
    const prefetched = new Map<string, Promise<Paged<RaRecord>>>();
    const known = new KnownRecords(KNOWN_FRESH_MS);
    /** What was read ahead or before: not to be trusted after a write (it may change any list), nor by another session. */
    const forgetAnswers = () => {
        prefetched.clear();
        known.forgetAll();
    };
    const { send, write, exchange, json } = createSender({
        fetch: doFetch,
        getAccessToken,
        onUnauthorized,
        refresh,
        onSessionLost,
        onAnswered,
        onUnanswered,
        onAlreadyDone,
        currentUser,
        offered,
        onWrite: forgetAnswers,
        onWriteEnded: (target, sent) => onWrite?.(apiRelative(target), sent),
    });
    const apiRoot = new URL(apiUrl, 'http://console').pathname.replace(/\/+$/, '');
    /** A call's path below the API root (`catalog/tracks/12/`). */
    const apiRelative = (target: string) => {
        const path = new URL(target, 'http://console').pathname;
        return (path.startsWith(`${apiRoot}/`) ? path.slice(apiRoot.length) : path).replace(/^\/+/, '');
    };
    /** The session whose answers are kept: another one starts with none of them. */
    let keptFor = sessionOf();
    const keepForThisSession = () => {
        if (sessionOf() === keptFor) return;
        keptFor = sessionOf();
        forgetAnswers();
        idFilterRefused.clear();
    };
    const url = (resource: string, ...parts: (string | number)[]) =>
        resourcePath(baseUrlFor(apiUrl, hosts, resource), resource, ...parts);
    const pathUrl = (path: string) => apiPath(apiUrl, hosts, path);
    const withQuery = (base: string, q: URLSearchParams) => (q.toString() ? `${base}?${q}` : base);
    const fetchBlob = (path: string, accept = '*/*') =>
        send(pathUrl(path), { headers: { Accept: accept }, kind: 'download' }, readBlob);

    function streamCsv(source: CsvSource | string, { filter, body, onProgress, signal }: StreamCsvOptions = {}) {
        const target = withQuery(pathUrl(csvSourcePath(source)), listQuery({ filter }));
        const call: Call = { headers: { Accept: 'text/csv' }, signal, useDetail: true, kind: 'download' };
        if (body !== undefined) Object.assign(call, { method: 'POST', body: JSON.stringify(body) });
        return exchange(target, call, async (res, received) => {
            const header = res.headers.get('X-Row-Count');
            const total = header !== null && /^\d+$/.test(header) ? Number(header) : undefined;
            let count = { lines: 0, quoted: false };
            const decoder = new TextDecoder();
            return readBlob(res, received, chunk => {
                count = countCsvLines(count, decoder.decode(chunk, { stream: true }));
                onProgress?.({ rows: Math.max(0, count.lines - 1), total });
            });
        });
    }

    async function prefetchList(resource: string, params: ListParams): Promise<void> {
        keepForThisSession();
        const target = withQuery(url(resource), listQuery(params));
        if (prefetched.has(target)) return;
        const answer = json<Paged<RaRecord>>(target);
        prefetched.set(target, answer);
        setTimeout(() => prefetched.get(target) === answer && prefetched.delete(target), PREFETCH_FRESH_MS);
        await answer.catch(() => prefetched.delete(target));
    }

    async function getList(resource: string, params: ListParams): Promise<GetListResult> {
        keepForThisSession();
        const target = withQuery(url(resource), listQuery(params));
        const early = prefetched.get(target);
        prefetched.delete(target);
        const body = await known.track(resource, early ?? json<Paged<RaRecord>>(target));
        known.remember(resource, body.results);
        return listResult(body);
    }

    /**
     * A record that carries no version is read again just before its save: a field of the save
     * changed meanwhile fails it as the API's 412 would, with the record as it is now.
     */
    async function refuseIfChangedMeanwhile(
        target: string,
        loaded: Record<string, unknown>,
        fields: string[],
        sending: Record<string, unknown>
    ) {
        const now = await json<Record<string, unknown>>(target);
        if (changedMeanwhile(loaded, now, fields, sending).length)
            throw new ApiError(messages.conflict.stale, 412, { detail: messages.conflict.stale, current: now });
    }

    async function fetchAll<T>(resource: string, filter: Record<string, unknown> = {}): Promise<T[]> {
        const page = (n: number) =>
            json<Paged<T>>(
                withQuery(url(resource), listQuery({ pagination: { page: n, perPage: FETCH_ALL_PER_PAGE }, filter }))
            );
        const first = await page(1);
        // A capped count's page total is a lower bound: the pages are then followed one by one.
        if (first.count_capped) {
            const pages = [first];
            while (pages[pages.length - 1].next) pages.push(await page(pages.length + 1));
            return pages.flatMap(p => p.results);
        }
        const { total } = parsePageField(first.page);
        const rest = await mapLimit(
            Array.from({ length: Math.max(0, total - 1) }, (_, i) => i + 2),
            FETCH_ALL_CONCURRENCY,
            page
        );
        return [first, ...rest].flatMap(p => p.results);
    }

    async function call(op: AnyOperation, params?: OperationParams, body?: unknown, options: CallOptions = {}) {
        // An extension this server lacks is not sent (it would answer "Not found."): the feature says so instead.
        if (!callOffered(op.spec, offered())) throw notOfferedError(op.spec);
        const { query, useDetail = op.method !== 'GET', signal, ifMatch: version } = options;
        const q = new URLSearchParams();
        for (const [k, v] of query instanceof URLSearchParams ? query : Object.entries(query ?? {}))
            if (v !== undefined) q.set(k, String(v));
        const target = withQuery(pathUrl(operationPath(op, params)), q);
        const accept: Record<string, string> = op.accept ? { Accept: op.accept } : {};
        const request: Call = {
            method: op.method,
            dryRun: op.dryRun,
            useDetail,
            signal,
            headers: { ...ifMatch(version), ...accept },
        };
        if (body instanceof FormData) Object.assign(request, { body, kind: 'upload', bytes: formBytes(body) });
        else if (body instanceof File)
            Object.assign(request, { body: fileForm(body), kind: 'upload', bytes: body.size });
        else if (body !== undefined) request.body = JSON.stringify(body);
        if (op.accept) return exchange(target, { ...request, kind: 'download' }, readBlob);
        return json(target, request);
    }

    return {
        call: call as ConsoleDataProvider['call'],
        getList,
        getOne: async (resource, { id }) => {
            const data = await json<RaRecord>(url(resource, id));
            known.remember(resource, [data]);
            return { data: data as never };
        },
        getMany: async (resource, { ids }) => {
            if (!ids.length) return { data: [] };
            keepForThisSession();
            // A picker asks for its choices and its current value together: the value is often among them.
            await known.settled(resource);
            const seen = known.find(resource, ids);
            if (seen) return { data: seen as never };
            if (!idFilterRefused.has(resource)) {
                try {
                    const { data } = await getList(resource, {
                        pagination: { page: 1, perPage: Math.min(100, ids.length) },
                        filter: { id: ids },
                    });
                    return { data };
                } catch (error) {
                    if (!(error instanceof ApiError && error.status === 403)) throw error;
                    idFilterRefused.add(resource);
                }
            }
            // §6: the `id` filter needs the staff scope, so a partner's references are read one by
            // one; a record it may not see is left out, as the filtered list would leave it out.
            const found = await mapLimit(ids, FETCH_ALL_CONCURRENCY, id =>
                json<RaRecord>(url(resource, id)).catch(error => {
                    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
                    throw error;
                })
            );
            return { data: found.filter((r): r is RaRecord => r !== null) };
        },
        getManyReference: (resource, { target, id, pagination, sort, filter }) =>
            getList(resource, { pagination, sort, filter: { ...filter, [target]: id } }),
        update: async (resource, { id, data, previousData, meta }) => {
            const changes = changedFields(data as Record<string, unknown>, previousData as Record<string, unknown>);
            if (!Object.keys(changes).length) return { data: previousData as never };
            // The state the save is based on: what the form loaded, or (an overwrite) the record as it was shown.
            const basedOn: Record<string, unknown> = meta?.basedOn ?? previousData ?? {};
            if (!isVersion(basedOn.version))
                await refuseIfChangedMeanwhile(url(resource, id), basedOn, Object.keys(data), changes);
            const answer = await json<RaRecord>(url(resource, id), {
                method: 'PATCH',
                body: JSON.stringify(changes),
                headers: ifMatch(basedOn.version),
            });
            // Held for approval (issue 44): nothing changed yet, the record stays as it was.
            if (isHeldAnswer(answer)) return { data: markIfHeld({ ...previousData }, answer) as never };
            return { data: answer as never };
        },
        updateMany: async (resource, { ids, data, meta }) => {
            const versions: Record<string, unknown> = meta?.versions ?? {};
            const answer = await json(url(resource, 'bulk'), {
                method: 'PATCH',
                body: JSON.stringify(ids.map(id => ({ id, ...data, ...versionOf(versions[id]) }))),
                useDetail: true,
            });
            return { data: markIfHeld([...ids], answer) };
        },
        create: async (resource, { data }) => {
            const sent = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== undefined));
            // Without keys, a lost create is looked for among the newest records before it is sent again.
            const done = async () =>
                newestMatching(
                    (await json<Paged<RaRecord>>(withQuery(url(resource), NEWEST_FIRST))).results,
                    sent
                ) as never;
            return {
                data: await write<never>(url(resource), { method: 'POST', body: JSON.stringify(sent) }, readJson, done),
            };
        },
        delete: async (resource, { id, previousData }) => {
            await json(url(resource, id), { method: 'DELETE' });
            return { data: (previousData ?? { id }) as never };
        },
        deleteMany: async (resource, { ids }) => {
            await mapLimit(ids, 2, id => json(url(resource, id), { method: 'DELETE' }));
            return { data: ids };
        },
        callAll: ((op: AnyOperation, params?: OperationParams, filter?: Record<string, unknown>) =>
            fetchAll(operationPath(op, params), filter)) as ConsoleDataProvider['callAll'],
        subList: <T>(sub: SubRef, parentId: Id, filter?: Record<string, unknown>) =>
            fetchAll<T>(subPath(sub, parentId), filter),
        putSubList: <T>(sub: SubRef, parentId: Id, rows: unknown[]) => {
            const { path, method } = wholeSave(sub);
            return json<T>(url(subPath({ parent: sub.parent, path }, parentId)), {
                method,
                body: JSON.stringify(rows),
                useDetail: true,
            });
        },
        createSubRow: <T>(sub: SubRef, parentId: Id, body: Record<string, unknown>) =>
            write<T>(
                url(subPath(sub, parentId)),
                { method: 'POST', body: JSON.stringify(body), useDetail: true },
                readJson,
                async () => newestMatching(await fetchAll<Record<string, unknown>>(subPath(sub, parentId)), body) as T
            ),
        updateSubRow: <T>(sub: SubRef, parentId: Id, rowId: Id, body: Record<string, unknown>, version?: unknown) =>
            json<T>(url(subPath(sub, parentId, rowId)), {
                method: 'PATCH',
                body: JSON.stringify(body),
                headers: ifMatch(version),
                useDetail: true,
            }),
        deleteSubRow: async (sub, parentId, rowId) => {
            await json(url(subPath(sub, parentId, rowId)), { method: 'DELETE', useDetail: true });
        },
        uploadSubFile: async <T>(sub: SubRef, parentId: Id, file: File) => {
            if (sub.upload && !callOffered(sub.upload, offered())) throw notOfferedError(sub.upload);
            return json<T>(url(subPath(sub, parentId)), upload(file));
        },
        uploadMediaImage: (use: string, file: File) =>
            json<{ image: string }>(withQuery(url(MEDIA_IMAGES), new URLSearchParams({ use })), upload(file)),
        uploadImage: <T>(resource: string, id: Id, file: File) => json<T>(url(resource, id, 'images'), upload(file)),
        fetchAll,
        prefetchList,
        fetchBlob,
        fetchLink: href => fetchBlob(href.replace(/^\/v4\//, '')),
        streamCsv,
    };
}
