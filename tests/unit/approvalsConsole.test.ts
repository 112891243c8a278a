/** The inbox's pure pieces (issue 44): which fields a diff changes, and which requests wait on a record. */
import { describe, expect, it } from 'vitest';
import type { Approval } from '../../resources/approvals';
import { changedKeys, diffValueText } from '../../src/pages/approvals/ApprovalDiff';
import { waitingFor, waitingText } from '../../src/pages/approvals/WaitingChanges';

const approval = (id: number, path: string, status: Approval['status'] = 'pending') =>
    ({ id, path, status }) as Approval;

describe('the inbox diff', () => {
    it('names only the fields that change, and every field of a created or deleted record', () => {
        expect(
            changedKeys([
                { record: 'catalog/tracks/1/', current: { bpm: 120, title: 'A' }, next: { bpm: 130, title: 'A' } },
            ])
        ).toEqual(['bpm']);
        expect(changedKeys([{ record: null, current: null, next: { iban: 'X', name: 'B' } }])).toEqual([
            'iban',
            'name',
        ]);
    });
    it('shows a blank as a dash', () => {
        expect(diffValueText(null)).toBe('—');
        expect(diffValueText('')).toBe('—');
        expect(diffValueText(0)).toBe('0');
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
