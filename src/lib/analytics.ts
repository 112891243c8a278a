/**
 * Usage analytics (spec §9: on in production): page views and key actions, posted in batches to a
 * configured endpoint; off when none is configured. Events carry no personal data: no user, no
 * record values, no search text — a path with its ids replaced, an action and a resource name.
 */

export interface AnalyticsEvent {
    type: 'page_view' | 'action';
    /** The page's path pattern, or the action (`update`, `export`, …). */
    name: string;
    /** The resource an action touched (`catalog/tracks`), for actions. */
    resource?: string;
    /** `staff` or `partner`, and the brand: the only context sent. */
    app?: string;
    brand?: string;
    at: string;
}

/** `/catalog/tracks/123/history` → `/catalog/tracks/:id/history`: ids and GUID-like parts dropped. */
export function anonymousPath(pathname: string): string {
    return pathname
        .split('/')
        .map(part => (/^\d+$/.test(part) || /^[0-9a-f-]{16,}$/i.test(part) || part.includes('@') ? ':id' : part))
        .join('/');
}

export const ANALYTICS_BATCH = 20;
export const ANALYTICS_FLUSH_MS = 2000;

export interface AnalyticsOptions {
    /** Empty: analytics off (nothing is recorded or sent). */
    url: string;
    context: () => { app?: string; brand?: string };
    send?: (url: string, body: string) => void;
    now?: () => Date;
}

export interface Analytics {
    pageView(pathname: string): void;
    action(name: string, resource?: string): void;
    flush(): void;
}

/** A beacon is a simple request (no preflight) and survives the page closing. */
const beacon = (url: string, body: string) => {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined);
};

export function createAnalytics({ url, context, send = beacon, now = () => new Date() }: AnalyticsOptions): Analytics {
    const queue: AnalyticsEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
        clearTimeout(timer);
        timer = undefined;
        if (!queue.length) return;
        send(url, JSON.stringify(queue.splice(0)));
    };
    const record = (event: Omit<AnalyticsEvent, 'at' | 'app' | 'brand'>) => {
        if (!url) return;
        const { app, brand } = context();
        queue.push({ ...event, app, brand, at: now().toISOString() });
        if (queue.length >= ANALYTICS_BATCH) flush();
        else timer ??= setTimeout(flush, ANALYTICS_FLUSH_MS);
    };
    if (url && typeof window !== 'undefined') window.addEventListener('pagehide', flush);
    return {
        pageView: pathname => record({ type: 'page_view', name: anonymousPath(pathname) }),
        action: (name, resource) => record({ type: 'action', name, ...(resource ? { resource } : {}) }),
        flush,
    };
}

const COUNTED_WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'streamCsv'] as const;
const EXPORTS: readonly string[] = ['streamCsv'];
type Method = (resource: string, ...rest: never[]) => Promise<unknown>;

/** What a counted method is called on: a resource or path, or a CSV source (`{ resource }`, `{ operation }`). */
type CountedTarget = string | { resource: string } | { operation: { resource: string } };
const targetName = (target: CountedTarget): string =>
    typeof target === 'string' ? target : 'resource' in target ? target.resource : target.operation.resource;

/** The same data provider, counting each successful write and export as an action. */
export function countWrites<T extends object>(dataProvider: T, analytics: Pick<Analytics, 'action'>): T {
    const counted = { ...dataProvider } as Record<string, unknown>;
    for (const name of COUNTED_WRITES) {
        const method = (dataProvider as Record<string, unknown>)[name] as Method | undefined;
        if (typeof method !== 'function') continue;
        counted[name] = async (target: CountedTarget, ...rest: never[]) => {
            const result = await method(target as string, ...rest);
            analytics.action(
                EXPORTS.includes(name) ? 'export' : name,
                // No record ids leave the console (an order's items export names its order).
                targetName(target)
                    .replace(/(\/csv)?\/download\/?$/, '')
                    .replace(/-csv$/, '')
                    .replace(/\/\d+(?=\/|$)/g, '')
            );
            return result;
        };
    }
    return counted as T;
}
