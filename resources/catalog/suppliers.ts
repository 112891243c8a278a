import { messages } from '../messages';
import { P } from '../permissions';
import { DDEX_PARTY_ID } from '../rules';
import { defineResource, filter } from '../schema';
import { boolean, reference, text } from '../fields';
import banking from './supplierBanking';
import contacts from './supplierContacts';
import contracts from './supplierContracts';
import genreMappings from './supplierGenreMappings';
import labelMappings from './supplierLabelMappings';
import supplierLabels from './supplierLabels';
import notes from './supplierNotes';
import subscribers from './supplierSubscribers';
import { phoneFields } from './phones';

const v = messages.validation;

/** Suppliers: staff without support read and keep them (spec §6); a new one brings a contact and a contract. */
export default defineResource({
    name: 'catalog/suppliers',
    section: 'catalog',
    icon: 'Folder',
    searchSection: 'catalog',
    label: 'Supplier |||| Suppliers',
    access: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    createAccess: P.SUPPLIERS,
    v4: { create: 'Suppliers: POST; GET/PATCH {id}' },
    fields: {
        name: text('Name', { max: 250, required: true, onCreate: true }),
        enabled: boolean('Enabled'),
        vendor_code: text('Vendor Code', { max: 32, onCreate: true }),
        ingester_key: text('Ingester Key', { max: 64, onCreate: true }),
        ddex_party_id: text('DDEX Party ID', {
            max: 18,
            pattern: DDEX_PARTY_ID,
            patternMessage: v.ddexInvalid,
            validMessage: v.ddexValid,
            format: v.ddexFormat,
            onCreate: true,
        }),
        auto_create_labels: boolean('Auto-create Labels on Ingestion'),
        pposp_enrollment_status: boolean('PPOSP Enrollment'),
        address_1: text('Address', { max: 45 }),
        address_2: text('Address Line 2', { max: 45 }),
        city: text('City', { max: 45 }),
        country_id: reference('Country', 'auxiliary/countries'),
        state_id: reference('State', 'auxiliary/states', { dependsOn: { field: 'country_id', param: 'country_id' } }),
        postal_code: text('Postal Code', { max: 45 }),
        ...phoneFields('', 'Phone'),
        ...phoneFields('alt_', 'Other Phone'),
    },
    groups: {
        Supplier: ['name', 'enabled', 'vendor_code'],
        'Delivery and Ingestion': ['ingester_key', 'ddex_party_id', 'auto_create_labels', 'pposp_enrollment_status'],
        Address: ['address_1', 'address_2', 'city', 'country_id', 'state_id', 'postal_code'],
        Phones: ['phone', 'phone_ext', 'alt_phone', 'alt_phone_ext'],
    },
    filters: [
        filter('id', 'idList', 'Supplier IDs', { alwaysOn: true }),
        filter('name', 'text', 'Name', { alwaysOn: true }),
        filter('vendor_code', 'text', 'Vendor Code', { match: 'prefix' }),
        filter('primary_contact_email', 'text', 'Primary Contact Email'),
        filter('primary_contact_username', 'text', 'Primary Contact Username'),
        filter('country_id', 'reference', 'Country', { reference: 'auxiliary/countries' }),
        filter('pposp_enrollment_status', 'boolean', 'PPOSP Enrolled'),
        filter('enabled', 'boolean', 'Enabled'),
    ],
    columns: ['id', 'name', 'vendor_code'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'name',
                'enabled',
                'vendor_code',
                'ingester_key',
                'ddex_party_id',
                'auto_create_labels',
                'pposp_enrollment_status',
            ],
        },
        {
            id: 'address',
            label: 'Address and Phones',
            fields: [
                'address_1',
                'address_2',
                'city',
                'country_id',
                'state_id',
                'postal_code',
                'phone',
                'phone_ext',
                'alt_phone',
                'alt_phone_ext',
            ],
        },
        { id: 'contacts', label: 'Contacts', subs: [contacts] },
        { id: 'contracts', label: 'Contracts', subs: [contracts] },
        { id: 'label-mappings', label: 'Label Mappings', subs: [labelMappings] },
        { id: 'genre-mappings', label: 'Genre Mappings', subs: [genreMappings] },
        { id: 'notes', label: 'Notes', subs: [notes] },
        { id: 'banking', label: 'Banking', subs: [banking] },
        { id: 'subscribers', label: 'Subscribers', subs: [subscribers] },
        { id: 'labels', label: 'Labels', subs: [supplierLabels] },
        { id: 'ftp-users', label: 'FTP Users', part: 'suppliers.ftpUsers', access: P.DELIVERIES },
    ],
    createWith: [contacts, contracts],
    recordTitle: 'name',
    describe: { detail: ['vendor_code', 'city'] },
});
