import { describe, expect, it } from 'vitest';
import {
    callsOperation,
    defineOperation,
    operationAllowed,
    operationPath,
    operationRoute,
    OPERATIONS,
} from '../../resources/operations';
import { confirmText } from '../../resources/operations/define';
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

    it('words the declared question from the call, or fills its catalogue text with the id and what the screen names', () => {
        const byCall = { theme: 'proceed' as const, message: (id: unknown) => `Re-encode ${String(id)}?` };
        expect(confirmText(byCall, 7)).toBe('Re-encode 7?');
        const text = { theme: 'delete' as const, message: 'Remove {name} from {id}?' };
        expect(confirmText(text, 3, undefined, { name: 'Nova' })).toBe('Remove Nova from 3?');
        // Ids by name fill no {id}; a name the screen did not give stays visible rather than vanishing.
        expect(confirmText(text, { id: 1, ftpId: 2 })).toBe('Remove {name} from {id}?');
        expect(confirmText(undefined, 3)).toBeNull();
    });

    it('asks only the calls the declaration names in `when` (a disable, not an enable)', () => {
        const disable = {
            theme: 'proceed' as const,
            message: 'Disable {username}?',
            when: (_: unknown, body?: { enabled: boolean }) => !body?.enabled,
        };
        expect(confirmText(disable as never, 1, { enabled: false }, { username: 'ftp1' })).toBe('Disable ftp1?');
        expect(confirmText(disable as never, 1, { enabled: true }, { username: 'ftp1' })).toBeNull();
    });
});
