/** Deliveries (resubmit, XML) and the separate deliveries inspector service (list, detail, re-ingest). */
import type { InspectedDelivery } from '../delivery/inspected';
import type { Job } from '../jobs/jobs';
import { XML_MAX_LENGTH } from '../delivery/xml';
import { api } from '../messages/api';
import { P } from '../permissions';
import { defineOperation, returns } from './define';

export interface DeliveryXml {
    xml: string;
    xml_file_path: string;
}
/** A page of the inspector, paged by the service's cursor. */
export interface InspectorPage {
    count: number;
    next: string | null;
    previous: string | null;
    results: InspectedDelivery[];
}

export const resubmitDeliveries = defineOperation({
    resource: 'deliveries/deliveries',
    id: 'resubmit',
    detail: false,
    method: 'POST',
    path: 'resubmit/',
    access: P.DELIVERIES,
    body: z =>
        z.object({
            ids: z.array(z.number().int().positive(), { error: api.deliveryIds }).min(1, api.chooseDelivery),
        }),
    job: 'delivery-ingest',
    confirm: {
        theme: 'proceed',
        message: (_, body) => {
            const ids = body?.ids ?? [];
            const what = ids.length === 1 ? `delivery ${ids[0]}` : `${ids.length} deliveries`;
            return `Resubmit ${what}? ${ids.length === 1 ? 'It goes' : 'They go'} back to release-received and will be ingested again.`;
        },
    },
    result: returns<{ jobs: Job[] }>(),
    spec: 'Deliveries: GET; POST resubmit; PUT xml.',
});

export const deliveryXml = defineOperation({
    resource: 'deliveries/deliveries',
    id: 'xml',
    detail: true,
    method: 'GET',
    path: 'xml/',
    access: P.DELIVERY_READERS,
    result: returns<DeliveryXml>(),
    // §7 lists only the PUT: reading a delivery's XML back is the reference server's.
    spec: { extension: 'read-back' },
});

export const replaceDeliveryXml = defineOperation({
    resource: 'deliveries/deliveries',
    id: 'replace-xml',
    detail: true,
    method: 'PUT',
    path: 'xml/',
    access: P.DELIVERIES,
    body: z => z.object({ xml: z.string({ error: api.xmlText }).max(XML_MAX_LENGTH, api.xmlTooLong) }),
    result: returns<DeliveryXml>(),
    spec: 'Deliveries: GET; POST resubmit; PUT xml.',
});

const INSPECTOR =
    'A separate deliveries inspector service: GET list (params, brand, cursor), GET by id, POST reingest with override_genre.';

export const inspectDeliveries = defineOperation({
    resource: 'inspector/deliveries',
    id: 'list',
    detail: false,
    method: 'GET',
    path: '',
    access: P.DELIVERY_READERS,
    result: returns<InspectorPage>(),
    spec: INSPECTOR,
});

export const inspectDelivery = defineOperation({
    resource: 'inspector/deliveries',
    id: 'one',
    detail: true,
    method: 'GET',
    path: '',
    access: P.DELIVERY_READERS,
    result: returns<InspectedDelivery>(),
    spec: INSPECTOR,
});

export const reingestDelivery = defineOperation({
    resource: 'inspector/deliveries',
    id: 'reingest',
    detail: true,
    method: 'POST',
    path: 'reingest/',
    access: P.DELIVERIES,
    job: 'delivery-ingest',
    result: returns<Job>(),
    spec: INSPECTOR,
});
