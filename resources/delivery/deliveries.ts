import { messages } from '../messages';
import { DELIVERY_SELECTION_LIMIT } from '../constants';
import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { boolean, choice, datetime, number, reference, text } from '../fields';
import { ALBUM_ACTION_CHOICES, RELEASE_STATUS_CHOICES, STATUS_MESSAGE_CHOICES } from './statuses';
import { resubmitDeliveries } from '../operations/delivery';
import { callsOperation } from '../operations/define';

/**
 * Legacy deliveries (spec §3 "Delivery", §4 states, §8 status messages): what suppliers delivered
 * and how its ingestion went. Read-only records; staff of §6 resubmit them and replace their XML;
 * supplier and label partners see their own.
 */
export default defineResource({
    name: 'deliveries/deliveries',
    section: 'old-deliveries',
    icon: 'History',
    searchSection: 'delivery',
    // The new deliveries page is "New Deliveries" (sections.ts): this list's name says which it is everywhere.
    label: 'Legacy Delivery |||| Legacy Deliveries',
    access: P.DELIVERY_READERS,
    fields: {
        release_title: text('Release Title', { readOnly: true }),
        release_status: choice('Release Status', RELEASE_STATUS_CHOICES, { readOnly: true }),
        status_message: choice('Status Message', STATUS_MESSAGE_CHOICES, { readOnly: true }),
        album_action: choice('Album Action', ALBUM_ACTION_CHOICES, { readOnly: true }),
        ingested: boolean('Ingested', { readOnly: true }),
        xml_file_path: text('XML File Path', { readOnly: true }),
        release_id: number('Release ID', { readOnly: true }),
        artist: text('Artist', { readOnly: true }),
        label_id: reference('Label', 'catalog/labels', { display: 'label.name', readOnly: true }),
        supplier_id: reference('Supplier', 'catalog/suppliers', { display: 'supplier.name', readOnly: true }),
        genre_id: reference('Genre', 'catalog/genres', { display: 'genre.name', readOnly: true }),
        upc: text('UPC', { readOnly: true, canonical: true }),
        catalog_number: text('Catalog Number', { readOnly: true }),
        updated: datetime('Updated', { readOnly: true }),
    },
    groups: {
        Status: ['release_status', 'status_message', 'album_action', 'ingested', 'updated'],
        File: ['xml_file_path'],
        Release: ['release_title', 'release_id', 'artist', 'genre_id'],
        'Label and Supplier': ['label_id', 'supplier_id'],
        Identifiers: ['upc', 'catalog_number'],
    },
    filters: [
        filter('release_status', 'choice', 'Release Status', { choices: RELEASE_STATUS_CHOICES, alwaysOn: true }),
        filter('status_message', 'choice', 'Status Message', { choices: STATUS_MESSAGE_CHOICES, alwaysOn: true }),
        filter('album_action', 'choice', 'Album Action', { choices: ALBUM_ACTION_CHOICES }),
        filter('release_title', 'text', 'Release Title'),
        filter('upc', 'text', 'UPC', { match: 'prefix' }),
        filter('release_id', 'idList', 'Release IDs'),
        filter('ingested', 'boolean', 'Ingested'),
        filter('supplier_id', 'idList', 'Supplier IDs', { access: P.STAFF }),
    ],
    columns: ['release_title', 'release_status', 'status_message'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: ['release_status', 'status_message', 'album_action', 'ingested', 'updated', 'xml_file_path'],
        },
        {
            id: 'release',
            label: 'Release',
            fields: [
                'release_title',
                'release_id',
                'artist',
                'label_id',
                'supplier_id',
                'genre_id',
                'upc',
                'catalog_number',
            ],
        },
        { id: 'xml', label: 'XML', part: 'deliveries.xml' },
    ],
    actions: [
        {
            ...callsOperation(resubmitDeliveries),
            id: 'resubmit',
            label: 'Resubmit',
            placement: 'record',
            icon: 'Send',
            notices: messages.actions.resubmitDelivery,
            // A resubmit is on the collection: this one delivery, and its one ingest job followed.
            request: record => ({ body: { ids: [Number(record.id)] } }),
            jobOf: answer => (answer as { jobs?: unknown[] } | null)?.jobs?.[0],
        },
        {
            ...callsOperation(resubmitDeliveries),
            id: 'bulk-resubmit',
            label: 'Resubmit',
            placement: 'bulk',
            part: 'deliveries.bulkResubmit',
        },
    ],
    selectionLimit: { max: DELIVERY_SELECTION_LIMIT, message: messages.errors.selectOverDeliveries },
    recordTitle: 'release_title',
});
