/** The inbox's pure pieces (issue 44): which fields a diff changes, and which requests wait on a record. */
import { describe, expect, it } from 'vitest';
import type { Approval } from '../../resources/approvals';
import { diffChanges, diffRecord } from '../../src/pages/approvals/diffChanges';
import { waitingFor, waitingText } from '../../src/pages/approvals/WaitingChanges';

const approval = (id: number, path: string, status: Approval['status'] = 'pending') =>
    ({ id, path, status }) as Approval;

describe('the inbox diff', () => {
    it('names the record a row changes, and a row of one of its lists below it', () => {
        expect(diffRecord('catalog/tracks/12/')).toEqual({ resource: 'catalog/tracks', id: '12' });
        expect(diffRecord('support/orders/7/items/5/')).toEqual({
            resource: 'support/orders',
            id: '7',
            row: 'items/5',
        });
        expect(diffRecord('catalog/suppliers/3/banking/')).toEqual({
            resource: 'catalog/suppliers',
            id: '3',
            row: 'banking',
        });
        expect(diffRecord(null)).toBeNull();
    });
    it('reads only the fields that change, and a list row whole', () => {
        const track = diffRecord('catalog/tracks/1/');
        expect(
            diffChanges(track, {
                record: 'catalog/tracks/1/',
                current: { bpm: 120, name: 'A' },
                next: { bpm: 130, name: 'A' },
            })
        ).toEqual({ bpm: { before: 120, after: 130 } });
        const added = diffRecord('catalog/suppliers/3/banking/');
        expect(
            diffChanges(added, { record: 'catalog/suppliers/3/banking/', current: null, next: { iban: 'X' } })
        ).toEqual({
            banking: { before: null, after: { iban: 'X' } },
        });
    });
});

describe('changes waiting on a record', () => {
    const all = [
        approval(1, '/v4/catalog/releases/5/'),
        approval(2, '/v4/catalog/releases/50/'),
        approval(3, '/v4/catalog/suppliers/5/banking/'),
        approval(4, '/v4/catalog/releases/5/', 'rejected'),
    ];
    it('are the pending requests to the record or below it, never a namesake id', () => {
        expect(waitingFor(all, 'catalog/releases', 5).map(a => a.id)).toEqual([1]);
        expect(waitingFor(all, 'catalog/suppliers', '5').map(a => a.id)).toEqual([3]);
    });
    it('are counted in words', () => {
        expect(waitingText(1)).toBe('1 change waiting for approval');
        expect(waitingText(3)).toBe('3 changes waiting for approval');
    });
});
