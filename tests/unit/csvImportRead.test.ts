/** Reading an import file (issue 45): columns by name or label, the record's key, cells as PATCH values. */
import { describe, expect, it } from 'vitest';
import tracks from '../../resources/catalog/tracks';
import coupons from '../../resources/support/coupons';
import {
    cellValue,
    ImportFileError,
    importableLabels,
    importSummary,
    readImportCsv,
    refusedRows,
    type ImportRow,
} from '../../resources/csvImport';
import { viewModified, viewVisible } from '../../resources/savedViews';

describe('readImportCsv', () => {
    it('maps labels and names to fields, keys by the canonical ISRC, and leaves empty cells out', () => {
        const lines = readImportCsv(tracks, 'ISRC,bpm,Exclusive,Encode status\nus-abc-24-00001,128,yes,\n');
        expect(lines).toEqual([
            { line: 2, key: { field: 'isrc', value: 'USABC2400001' }, values: { bpm: 128, exclusive: true } },
        ]);
    });

    it('keeps a formula cell as the text it is', () => {
        const [line] = readImportCsv(tracks, 'id,copyright_holder,bpm\n7,=HYPERLINK("x"),+5\n');
        expect(line.values).toEqual({ copyright_holder: '=HYPERLINK("x")', bpm: '+5' });
    });

    it('refuses a file without a key column or with an unknown column', () => {
        expect(() => readImportCsv(tracks, 'bpm\n1\n')).toThrow(ImportFileError);
        expect(() => readImportCsv(tracks, 'id,colour\n1,red\n')).toThrow('Column "colour"');
    });

    it('reads choices by name, booleans by word, and leaves what it cannot read for the field check', () => {
        expect(cellValue(tracks.fields.encode_status, 'error')).toBe('ERROR');
        expect(cellValue(tracks.fields.is_indexed, 'Not indexed')).toBe(false);
        expect(cellValue(tracks.fields.bpm, '12a')).toBe('12a');
        expect(cellValue(tracks.fields.key_id, '4')).toBe(4);
    });
});

describe('the columns a file may change', () => {
    it('are the writable fields of a kind a cell can hold, by label; not the identifier nor a datetime', () => {
        const everyone = () => true;
        const labels = importableLabels(coupons, everyone);
        expect(labels).toContain('Max Usage');
        expect(labels).not.toContain('End Date');
        expect(importableLabels(tracks, everyone)).toContain('BPM');
        expect(importableLabels(tracks, everyone)).not.toContain('ISRC');
    });
});

describe('an import answer', () => {
    const rows: ImportRow[] = [
        { line: 2, id: 1, key: { field: 'id', value: '1' }, changes: { bpm: { before: 1, after: 2 } } },
        { line: 3, id: 2, key: { field: 'id', value: '2' }, changes: {} },
        { line: 4, id: 3, key: { field: 'id', value: '3' }, changes: {}, error: 'BPM: bad' },
        { line: 5, id: null, key: { field: 'id', value: '9' }, changes: {}, error: 'No track' },
    ];
    it('counts rows that change, are unchanged, refused and unknown', () => {
        expect(importSummary(rows)).toEqual({ change: 1, unchanged: 1, refused: 1, unknown: 1 });
    });
    it('lists the refused rows with their line, key and reason', () => {
        expect(refusedRows(rows)).toEqual([
            { line: 4, id: '3', reason: 'BPM: bad' },
            { line: 5, id: '9', reason: 'No track' },
        ]);
    });
});

describe('saved views', () => {
    const staff = (userId: number, ...roles: string[]) => ({ userId, roles, company: null });
    const partner = (userId: number, company: string) => ({ userId, roles: [], company });
    it('decides who sees a view', () => {
        expect(viewVisible('me', staff(1, 'support'), staff(2, 'support'))).toBe(false);
        expect(viewVisible('role', staff(1, 'support'), staff(2, 'support', 'finance'))).toBe(true);
        expect(viewVisible('role', staff(1, 'support'), staff(2, 'finance'))).toBe(false);
        expect(viewVisible('everyone', staff(1, 'support'), staff(2, 'finance'))).toBe(true);
        expect(viewVisible('everyone', staff(1, 'admin'), partner(2, 'label:1'))).toBe(false);
        expect(viewVisible('everyone', partner(1, 'label:1'), partner(2, 'label:1'))).toBe(true);
        expect(viewVisible('everyone', partner(1, 'label:1'), partner(2, 'label:2'))).toBe(false);
        expect(viewVisible('everyone', partner(1, 'label:1'), staff(2, 'admin'))).toBe(false);
    });
    it('says "modified" when the list differs from the view, not for key order or empty filters', () => {
        const view = {
            query: { filter: { a: 1, b: 'x' }, sort: { field: 'id', order: 'DESC' as const }, per_page: 25 },
            columns: ['name', 'isrc'],
        };
        const now = { filter: { b: 'x', a: 1, c: '' }, sort: { field: 'id', order: 'DESC' as const }, per_page: 25 };
        expect(viewModified(view, now, ['isrc', 'name'])).toBe(false);
        expect(viewModified(view, { ...now, filter: { a: 2, b: 'x' } }, ['isrc', 'name'])).toBe(true);
        expect(viewModified(view, { ...now, per_page: 50 }, ['isrc', 'name'])).toBe(true);
        expect(viewModified(view, now, ['name'])).toBe(true);
    });
});
