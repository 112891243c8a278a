import { P } from '../permissions';
import { defineResource, filter } from '../schema';
import { boolean, datetime, email, number, reference, text } from '../fields';
import { callsOperation } from '../operations/define';
import { userDjProfile } from '../operations/support';
import userNotes from './userNotes';

/** The flags that move money or skip checks: admin and support only (§6 lists; the API refuses others too). */
const flag = (label: string, helperText: string) => boolean(label, { editAccess: P.ADMIN_SUPPORT, helperText });

/**
 * The store's customers (support/users; §6 Users: admin, support, content_ops, curation): who
 * they are, how they registered and last signed in, the flags support sets on an account, the
 * DJ profile they own, notes, and the identity account beside it (a part: another service).
 */
export default defineResource({
    name: 'support/users',
    section: 'support',
    icon: 'Group',
    searchSection: 'support',
    label: 'User |||| Users',
    errorNoun: 'user',
    access: P.USERS,
    writeAccess: P.USERS,
    bulkAccess: P.ADMIN_SUPPORT,
    v4: { bulk: 'Users: GET/PATCH {id}; PATCH users bulk' },
    fields: {
        username: text('Username', { readOnly: true }),
        email: email('Registered Email', { required: true }),
        first_name: text('First Name', { max: 150 }),
        last_name: text('Last Name', { max: 150 }),
        person_id: number('Person ID', { readOnly: true }),
        last_login: datetime('Last Login', { readOnly: true }),
        created_date: datetime('Registered', { readOnly: true }),
        register_ip_address: text('Registration IP Address', { readOnly: true }),
        decline_transactions: flag('Decline Transactions', 'Every purchase by this user is declined'),
        bypass_fraud_checks: flag('Bypass Fraud Checks', 'Purchases skip the fraud checks'),
        juicing_purchases: flag('Juicing Purchases', 'Purchases are marked as chart juicing'),
        dj_profile_id: reference('DJ Profile', 'catalog/dj-profiles', {
            display: 'dj_profile.name',
            readOnly: true,
            link: true,
        }),
    },
    groups: {
        Account: ['username', 'email', 'first_name', 'last_name', 'person_id', 'dj_profile_id'],
        Registration: ['created_date', 'register_ip_address', 'last_login'],
    },
    filters: [
        filter('id', 'idList', 'User IDs', { alwaysOn: true }),
        filter('username', 'text', 'Username', { alwaysOn: true }),
        filter('email', 'text', 'Email'),
        filter('person_id', 'idList', 'Person ID'),
        filter('first_name', 'text', 'First Name'),
        filter('last_name', 'text', 'Last Name'),
        filter('register_ip_address', 'text', 'Registration IP Address', { match: 'prefix' }),
        filter('dj_name', 'text', 'DJ Name'),
        filter('dj_slug', 'text', 'DJ Slug'),
        filter('created_date', 'dateRange', 'Registered'),
        filter('last_login', 'dateRange', 'Last Login'),
        filter('decline_transactions', 'boolean', 'Decline Transactions'),
    ],
    columns: ['id', 'username', 'email'],
    tabs: [
        {
            id: 'summary',
            label: 'Summary',
            fields: [
                'username',
                'email',
                'first_name',
                'last_name',
                'person_id',
                'created_date',
                'register_ip_address',
                'last_login',
                'dj_profile_id',
            ],
        },
        { id: 'flags', label: 'Flags', fields: ['decline_transactions', 'bypass_fraud_checks', 'juicing_purchases'] },
        { id: 'identity', label: 'Identity', part: 'users.identity' },
        { id: 'dj-profile', label: 'DJ Profile', part: 'users.djProfile', ...callsOperation(userDjProfile) },
        { id: 'notes', label: 'Notes', subs: [userNotes] },
    ],
    actions: [
        { id: 'bulk-flags', label: 'Set Flags', access: P.ADMIN_SUPPORT, placement: 'bulk' },
        // The user's orders: the orders list filtered by this user, for those who may read orders (§6).
        { id: 'orders', label: 'Orders', access: P.ORDERS, placement: 'record', part: 'users.orders' },
    ],
    recordTitle: 'username',
    describe: { detail: ['email'] },
});
