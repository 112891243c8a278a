/** Changes that wait (issue 44), the pure parts: which writes the declared policies hold, a held answer, a history note. */
import { describe, expect, it } from 'vitest';
import {
    APPROVAL_POLICIES,
    ANY_APPROVER,
    isHeldAnswer,
    writeChangesApprovals,
    type HeldWrite,
} from '../../resources/approvals';
import { actionText } from '../../resources/historyWords';
import { heldApprovalOf, markIfHeld } from '../../dataProvider/held';

const policy = (id: string) => APPROVAL_POLICIES.find(p => p.id === id)!;
const write = (w: Partial<HeldWrite>): HeldWrite => ({ method: 'PATCH', params: {}, body: {}, ...w });

describe('approval policies', () => {
    it('hold a refund over 50 in the order’s currency, not one of 50', () => {
        const refund = policy('refund');
        expect(refund.applies(write({ amount: { total: 50.01, currency: 'EUR' } }))).toBe(true);
        expect(refund.applies(write({ amount: { total: 50, currency: 'EUR' } }))).toBe(false);
        expect(refund.summary(write({ params: { id: '7' }, amount: { total: 80, currency: 'USD' } }))).toBe(
            'Refund of 80.00 USD on order 7'
        );
        expect(refund.approvers).toEqual(['admin', 'finance']);
    });

    it('hold a bulk change of more than 25 records, for an admin', () => {
        const bulk = policy('bulk');
        const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1 }));
        expect(bulk.applies(write({ body: items(26) }))).toBe(true);
        expect(bulk.applies(write({ body: items(25) }))).toBe(false);
        expect(bulk.approvers).toEqual(['admin']);
    });

    it('hold setting a release’s takedown, not clearing it', () => {
        const takedown = policy('takedown');
        expect(takedown.applies(write({ body: { takedown: true } }))).toBe(true);
        expect(takedown.applies(write({ body: { takedown: false } }))).toBe(false);
        expect(takedown.applies(write({ body: { catalog_number: 'X' } }))).toBe(false);
    });

    it('name every approver role once for the inbox', () => {
        expect(ANY_APPROVER.flat().sort()).toEqual(['staff:admin', 'staff:content_ops', 'staff:finance']);
    });
});

describe('a held answer', () => {
    it('is recognised and marks the save’s answer', () => {
        const body = { approval: { id: 3, status: 'pending', summary: 'Takedown of release 1' } };
        expect(isHeldAnswer(body)).toBe(true);
        expect(isHeldAnswer({ id: 3, status: 'pending' })).toBe(false);
        const record = markIfHeld({ id: 1 }, body);
        expect(heldApprovalOf(record)).toEqual(body.approval);
        expect(heldApprovalOf(markIfHeld({ id: 1 }, { id: 1 }))).toBeUndefined();
    });

    it('alone among saves makes the waiting requests be read again, with decisions and unknown answers', () => {
        const held = { approval: { id: 3, status: 'pending', summary: 'Takedown of release 1' } };
        expect(writeChangesApprovals('catalog/tracks/12/', { id: 12, title: 'x' })).toBe(false);
        expect(writeChangesApprovals('catalog/tracks/12/', held)).toBe(true);
        expect(writeChangesApprovals('/approvals/3/approve/', { id: 3, status: 'approved' })).toBe(true);
        expect(writeChangesApprovals('catalog/tracks/12/', undefined)).toBe(true);
    });
});

describe('a replayed write in the history', () => {
    it('reads its action and its note', () => {
        expect(actionText('update; requested by support, approved by finance', [])).toBe(
            'Update: requested by support, approved by finance'
        );
        expect(actionText('update', [])).toBe('Update');
    });
});
