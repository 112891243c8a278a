import { describe, expect, it } from 'vitest';
import {
    callsOperation,
    defineOperation,
    operationAllowed,
    operationPath,
    operationRoute,
    OPERATIONS,
} from '../../resources/operations';
import { P, staff, STAFF_SCOPE } from '../../resources/permissions';

const onRecord = defineOperation({
    resource: 'catalog/releases',
    id: 'encode',
    detail: true,
    method: 'POST',
    path: ':target/encode/',
    access: P.ADMIN_CONTENT_OPS,
    spec: 'Releases: Encode: POST on-demand/encode and beatdrop/encode.',
});

describe('operations', () => {
    it('routes a record operation below the record and a collection operation below the list', () => {
        expect(operationRoute(onRecord)).toBe('catalog/releases/:id/:target/encode/');
        expect(operationRoute({ resource: 'dashboard', detail: false, path: '' })).toBe('dashboard/');
    });

    it('fills the path from the id, or from every name', () => {
        expect(operationPath({ resource: 'catalog/tracks', detail: true, path: 'reencode/' }, 7)).toBe(
            'catalog/tracks/7/reencode/'
        );
        expect(operationPath(onRecord, { id: 3, target: 'on-demand' })).toBe('catalog/releases/3/on-demand/encode/');
        expect(operationPath({ resource: 'x', detail: true, path: '' }, 'a/b')).toBe('x/a%2Fb/');
    });

    it('refuses a path with a placeholder left unfilled', () => {
        expect(() => operationPath(onRecord, 3)).toThrow('no target');
    });

    it('refuses a path without its trailing slash', () => {
        expect(() => defineOperation({ ...onRecord, path: 'encode' })).toThrow('trailing slash');
    });

    it('decides access from the declared permission list', () => {
        expect(operationAllowed(onRecord, { scope: `${STAFF_SCOPE} ${staff('content_ops')}` })).toBe(true);
        expect(operationAllowed(onRecord, { scope: `${STAFF_SCOPE} ${staff('support')}` })).toBe(false);
    });

    it('gives a tab or action that calls an operation the operation access itself', () => {
        expect(callsOperation(onRecord)).toEqual({ operation: onRecord, access: onRecord.access });
    });

    it('gives every declared operation a spec line or a named extension', () => {
        for (const op of OPERATIONS) {
            const spec = op.spec;
            expect(
                typeof spec === 'string' ? spec.length : spec.extension.length,
                `${op.resource} ${op.id}`
            ).toBeGreaterThan(0);
        }
    });
});
