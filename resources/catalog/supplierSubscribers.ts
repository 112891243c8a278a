import { defineSubResource } from '../schema';
import { datetime, text } from '../fields';

/** Who receives a supplier's notices (statements, delivery reports): read here, kept elsewhere. */
export default defineSubResource({
    parent: 'catalog/suppliers',
    path: 'subscribers',
    label: 'Subscriber |||| Subscribers',
    fields: {
        username: text('Username', { readOnly: true }),
        email: text('Email', { readOnly: true }),
        subscribed: datetime('Subscribed', { readOnly: true }),
    },
    columns: ['username', 'email', 'subscribed'],
    empty: 'No subscribers.',
    v4: { list: 'Suppliers: … subscribers' },
});
