import { CONTACT_TYPES } from '../constants';
import { messages } from '../messages';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { choice, email, text } from '../fields';
import { phoneFields } from './phones';

/** A supplier's contacts, one of each kind it needs (primary, finance manager, …); at least one. */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'contacts',
    label: 'Contact |||| Contacts',
    fields: {
        contact_type: choice(
            'Contact Type',
            CONTACT_TYPES.map(t => ({ id: t, name: t.replace(/^\w/, c => c.toUpperCase()) })),
            { required: true }
        ),
        name: text('Name', { max: 250, required: true }),
        email: email('Email'),
        username: text('Username', { max: 150 }),
        ...phoneFields('', 'Phone'),
    },
    columns: ['contact_type', 'name', 'email', 'phone'],
    createAccess: P.SUPPLIERS,
    writeAccess: P.SUPPLIERS,
    deleteAccess: P.SUPPLIERS,
    empty: 'No contacts. Add the primary contact first.',
    v4: { list: 'Suppliers: … contacts and notes (GET/POST/PATCH/DELETE)' },
    atLeastOne: messages.validation.supplierNeeds,
});
