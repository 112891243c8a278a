/**
 * The deliveries inspector's state as its link carries it (spec §7 inspector list: params, cursor),
 * like every list's filters: the filters, the page's cursor and the delivery open, so a reload,
 * Back or a shared link shows the same screen. The dashboard and the pipeline link into it.
 */
import { RELEASE_STATUSES, STATUS_MESSAGES } from './statuses';

export interface InspectorParams {
    status: string;
    message: string;
    attention: boolean;
    cursor: string | null;
    delivery: number | null;
}

/** The inspector's state read from a link's query (values it does not know are dropped). */
export function readInspectorParams(params: { get(key: string): string | null }): InspectorParams {
    const known = (key: string, values: readonly string[]) => {
        const v = params.get(key) ?? '';
        return values.includes(v) ? v : '';
    };
    const delivery = Number(params.get('delivery'));
    return {
        status: known('release_status', RELEASE_STATUSES),
        message: known('status_message', STATUS_MESSAGES),
        attention: params.get('attention') === '1',
        cursor: params.get('cursor') || null,
        delivery: Number.isInteger(delivery) && delivery > 0 ? delivery : null,
    };
}

/** The query of the inspector's state, in a fixed order (empty values left out). */
export function inspectorSearch(s: InspectorParams): string {
    const pairs: [string, string | number | null | false][] = [
        ['release_status', s.status],
        ['status_message', s.message],
        ['attention', s.attention && 1],
        ['cursor', s.cursor],
        ['delivery', s.delivery],
    ];
    return pairs
        .filter(([, v]) => v !== '' && v !== null && v !== false)
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .join('&');
}

/** The inspector's link for these filters (the dashboard's "needing attention", a pipeline state). */
export const inspectorHref = (s: Partial<InspectorParams>) => {
    const q = inspectorSearch({ status: '', message: '', attention: false, cursor: null, delivery: null, ...s });
    return q ? `/deliveries?${q}` : '/deliveries';
};
