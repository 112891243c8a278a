import { describe, expect, it } from 'vitest';
import { applyLabel, isImportAction } from '../../resources/csvImport';

/** The console offers an import's "Revert for all" by the rule the server reverts it by (server/core/revert.ts). */
describe('isImportAction', () => {
    it('reads an import by its action up to the first ";" (a replayed write carries a note)', () => {
        expect(isImportAction('import')).toBe(true);
        expect(isImportAction('import; requested by ana, approved by ben')).toBe(true);
    });
    it('no other action is an import', () => {
        expect(isImportAction('update')).toBe(false);
        expect(isImportAction('imported')).toBe(false);
        expect(isImportAction('bulk update; import')).toBe(false);
    });

    it('the Apply button counts records, one or many (walk 53: "Apply 1 changes")', () => {
        expect(applyLabel(1)).toBe('Apply the change to 1 record');
        expect(applyLabel(197)).toBe('Apply the changes to 197 records');
    });
});
