/** Support calls beyond CRUD: a customer's identity (from the identity host) and temporary account email. */
import { P } from '../permissions';
import { defineOperation, returns } from './define';

export interface Identity {
    person_id: number;
    email: string;
    email_verified: boolean;
    status: string;
    providers: string[];
    created: string | null;
    last_sign_in: string | null;
}

export const identityAccount = defineOperation({
    resource: 'identity/accounts',
    id: 'account',
    detail: true,
    param: 'personId',
    method: 'GET',
    path: '',
    access: P.USERS,
    result: returns<Identity>(),
    spec: 'Others: … identities from a separate identity host',
});

export const temporaryAccountEmail = defineOperation({
    resource: 'support/users',
    id: 'temporary-account-email',
    detail: true,
    method: 'GET',
    path: 'temporary-account-email/',
    access: P.USERS,
    result: returns<{ email: string | null }>(),
    spec: 'Others: … temporary account email GET',
});
