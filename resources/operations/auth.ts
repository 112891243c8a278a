/** Auth calls a screen makes itself (sign-in and refresh go through authProvider). */
import { P } from '../permissions';
import { defineOperation, returns } from './define';

/** Who the token belongs to: the console asks for the supplier id a session from before sign-in kept it lacks. */
export const introspect = defineOperation({
    resource: 'auth/o/introspect',
    id: 'introspect',
    detail: false,
    method: 'GET',
    path: '',
    access: P.ANY_USER,
    result: returns<{ supplier_id?: number }>(),
    spec: 'Auth: POST auth/o/token/ (query parameters, form content type); GET auth/o/introspect/',
});
