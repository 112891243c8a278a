import { ext } from '../capabilities';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { email, text } from '../fields';

/**
 * Where a supplier is paid, and its tax ID: a sub-tab of the supplier, so kept by whoever keeps suppliers
 * (spec §6 "Labels and suppliers: staff without support"; §6 says nothing else of bank data).
 */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'banking',
    label: 'Bank account |||| Banking',
    access: P.SUPPLIERS,
    fields: {
        bank_name: text('Bank Name', { max: 45, required: true }),
        account_name: text('Name on Account', { max: 45 }),
        routing_number: text('Routing Number', { max: 45 }),
        account_number: text('Account Number', { max: 255 }),
        sort_code: text('Sort Code', { max: 45 }),
        swift: text('SWIFT', { max: 100 }),
        iban: text('IBAN', { max: 100 }),
        payment_email: email('Payment-account Email'),
        tax_id: text('Tax ID', { max: 45 }),
    },
    columns: ['bank_name', 'account_name', 'iban', 'tax_id'],
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
    empty: 'No bank details.',
    v4: { list: ext('supplier-banking') },
});
