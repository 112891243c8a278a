/** CSV through papaparse: formula cells neutralised on download, the spec's id-column rule on upload. */
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../resources/csv';

describe('CSV downloads', () => {
    it('neutralises cells that a spreadsheet would run as a formula', () => {
        const cells = ['=1+1', '+1', '-1', '@x', '\tcmd', '\r=x'];
        const lines = toCsv(
            ['v'],
            cells.map(v => ({ v }))
        ).split('\r\n');
        expect(lines).toEqual(['v', `"'=1+1"`, `"'+1"`, `"'-1"`, `"'@x"`, `"'\tcmd"`, `"'\r=x"`]);
    });

    it('neutralises a multi-line cell by its first character (papaparse alone misses it)', () => {
        expect(toCsv(['v'], [{ v: '=1+1\n=2+2' }, { v: '@x\r\ny' }])).toBe(`v\r\n"'=1+1\n=2+2"\r\n"'@x\r\ny"`);
    });

    it('leaves numbers, and text that merely contains a sign, alone', () => {
        expect(toCsv(['a', 'b', 'c'], [{ a: -1, b: 'a-b', c: 'x=y' }])).toBe('a,b,c\r\n-1,a-b,x=y');
    });

    it('quotes commas, quotes and newlines (RFC 4180), and writes the columns asked for in order', () => {
        const csv = toCsv(
            ['b', 'a'],
            [
                { a: 'x,y', b: 'say "hi"', c: 'dropped' },
                { a: 'one\ntwo', b: null },
            ]
        );
        expect(csv).toBe('b,a\r\n"say ""hi""","x,y"\r\n,"one\ntwo"');
    });

    it('writes objects as JSON', () => {
        expect(toCsv(['o'], [{ o: { k: 1 } }])).toBe('o\r\n"{""k"":1}"');
    });

    it('reads back what it wrote, with the neutralising apostrophe kept as text', () => {
        const rows = [{ name: 'Smith, "DJ"', note: 'line\r\nbreak', formula: '=SUM(A1)' }];
        const { fields, rows: back, errors } = parseCsv(toCsv(['name', 'note', 'formula'], rows));
        expect(errors).toEqual([]);
        expect(fields).toEqual(['name', 'note', 'formula']);
        expect(back).toEqual([{ ...rows[0], formula: "'=SUM(A1)" }]);
    });
});
