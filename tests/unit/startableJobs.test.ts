import { describe, expect, it } from 'vitest';
import { callOffered } from '../../resources/capabilities';
import { jobKindsText, startableJobKinds } from '../../resources/jobs/startable';
import { OPERATIONS, operationAllowed } from '../../resources/operations';
import { grantsOf } from '../../resources/permissions';

describe('the jobs a user may start', () => {
    it('from the operations that declare one, as far as the user may call them', () => {
        const kinds = (scope: string, offered: string[] = ['all-supplier-sales']) =>
            startableJobKinds(
                OPERATIONS,
                op =>
                    operationAllowed(op, grantsOf({ scope, brand: 'download' })) &&
                    callOffered(op.spec, new Set(offered))
            );
        expect(kinds('app:staff staff:admin')).toEqual(
            expect.arrayContaining(['reencode', 'release-encode', 'delivery-ingest', 'sales', 'sales-export'])
        );
        // label_mgmt resubmits deliveries (P.DELIVERIES) and encodes nothing.
        expect(kinds('app:staff staff:label_mgmt')).toEqual(['delivery-ingest']);
        expect(kinds('app:staff staff:curation')).toEqual([]);
        expect(kinds('app:partner user:dj')).toEqual([]);
        expect(kinds('app:partner user:supplier')).toEqual(['sales', 'sales-export']);
    });

    it('names each kind once, as a person lists them', () => {
        expect(jobKindsText(['reencode', 'release-encode', 'sales', 'sales-export'])).toBe(
            'encodes, sales reports and sales exports'
        );
        expect(jobKindsText(['delivery-ingest'])).toBe('delivery ingests');
        expect(jobKindsText([])).toBe('');
    });
});
