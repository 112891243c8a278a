/** The bad-input sweep's delivery calls: filters out of §4/§8, selections, and XML that is not XML. */
import { DELIVERY_SELECTION_LIMIT } from '../../resources/constants';
import type { makeApi } from './helpers';

type Api = ReturnType<typeof makeApi>;
const base = '/v4/deliveries/deliveries';
const get = (query: string) => (api: Api) => api.as('admin', `${base}/?${query}`);
const resubmit = (json: unknown) => (api: Api) => api.as('admin', `${base}/resubmit/`, { method: 'POST', json });
const xml = (json: unknown) => (api: Api) => api.as('admin', `${base}/1/xml/`, { method: 'PUT', json });

const calls: [string, (api: Api) => Promise<Response>][] = [
    ['deliveries: unknown release status', get('release_status=lost')],
    ['deliveries: unknown status message', get('status_message=missing-everything')],
    ['deliveries: unknown album action', get('album_action=shred')],
    ['deliveries: ingested not boolean', get('ingested=perhaps')],
    ['deliveries: release ids with letters', get('release_id=1,two')],
    ['deliveries: order by the XML', get('order_by=xml')],
    ['resubmit: no ids', resubmit({})],
    ['resubmit: empty selection', resubmit({ ids: [] })],
    ['resubmit: ids as text', resubmit({ ids: '1,2' })],
    ['resubmit: negative id', resubmit({ ids: [-1] })],
    [
        'resubmit: over the limit',
        resubmit({ ids: Array.from({ length: DELIVERY_SELECTION_LIMIT + 1 }, (_, i) => i + 1) }),
    ],
    ['resubmit: a delivery that does not exist', resubmit({ ids: [999999] })],
    ['xml: missing', xml({})],
    ['xml: a number', xml({ xml: 42 })],
    ['xml: empty', xml({ xml: '' })],
    ['xml: not closed', xml({ xml: '<release><title>x</title>' })],
    ['xml: plain text', xml({ xml: 'not xml at all' })],
    [
        'xml: billion laughs',
        xml({
            xml: '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "ha"><!ENTITY b "&a;&a;&a;&a;&a;">]><l>&b;</l>',
        }),
    ],
    ['xml: external entity', xml({ xml: '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>' })],
    ['xml: undefined entity', xml({ xml: '<r>&x;</r>' })],
    ['xml: over the length limit', xml({ xml: `<r>${'x'.repeat(1_000_001)}</r>` })],
    [
        'xml: of a delivery that does not exist',
        api => api.as('admin', `${base}/999999/xml/`, { method: 'PUT', json: { xml: '<r/>' } }),
    ],
    ['inspector: unknown brand', api => api.as('admin', '/v4/inspector/deliveries/?brand=vinyl')],
    ['inspector: unknown status', api => api.as('admin', '/v4/inspector/deliveries/?release_status=lost')],
    ['inspector: cursor that is not one', api => api.as('admin', '/v4/inspector/deliveries/?cursor=page-2')],
    [
        'inspector: forged cursor',
        api =>
            api.as(
                'admin',
                `/v4/inspector/deliveries/?cursor=${Buffer.from('{"id":1,"back":false,"scope":"[]"}').toString('base64url')}.AAAA`
            ),
    ],
    [
        'inspector: cursor of the other brand',
        async api => {
            const res = await api.as('admin', '/v4/inspector/deliveries/?brand=download');
            const { next } = (await res.json()) as { next: string };
            return api.as('admin', `/v4/inspector/deliveries/?brand=dj&cursor=${next}`);
        },
    ],
    [
        'reingest: genre as text',
        api =>
            api.as('admin', '/v4/inspector/deliveries/2/reingest/', {
                method: 'POST',
                json: { override_genre: 'House' },
            }),
    ],
    [
        'reingest: unknown genre',
        api =>
            api.as('admin', '/v4/inspector/deliveries/2/reingest/', {
                method: 'POST',
                json: { override_genre: 99999 },
            }),
    ],
    [
        'reingest: unknown field',
        api => api.as('admin', '/v4/inspector/deliveries/2/reingest/', { method: 'POST', json: { force: true } }),
    ],
    [
        'reingest: an ingested delivery',
        api => api.as('admin', '/v4/inspector/deliveries/1/reingest/', { method: 'POST', json: {} }),
    ],
];

export const deliveryCases = (api: Api): [string, () => Promise<Response>][] =>
    calls.map(([name, call]) => [name, () => call(api)]);

/** The bad calls changed no delivery's XML or state. */
export const deliveryFingerprint = (api: Api) =>
    api.db.prepare("SELECT group_concat(id || release_status || length(xml), ',') FROM deliveries").pluck().get();
