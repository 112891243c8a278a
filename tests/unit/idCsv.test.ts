/** The person-id CSV reader (spec §5): column rule, each screen's words, and awkward files. */
import { describe, expect, it } from 'vitest';
import {
    PERSON_ID_CSV_MAX_BYTES,
    personIdsFromCsv,
    readPersonIdCsv,
    rejectedText,
    unknownIdsText,
} from '../../resources/idCsv';

const INVALID = 'Invalid CSV';
const NO_COLUMN = 'Invalid CSV: the first row needs a column headed person_id or user_id';
const COLUMN = 'A column heading of `person_id` or `user_id` is required';
const UPLOAD = 'There was a problem uploading your CSV file.';

describe('personIdsFromCsv', () => {
    it('reads a user_id or person_id column, skipping blanks and repeats', () => {
        expect(personIdsFromCsv('user_id,name\n12,A\n\n 13 ,B\n12,C\n,D\n', 'coupon')).toEqual({
            ok: true,
            column: 'user_id',
            ids: [12, 13],
            rejected: [],
        });
        expect(personIdsFromCsv('email,person_id\nx@y,7\n', 'newUsers')).toMatchObject({
            column: 'person_id',
            ids: [7],
        });
    });

    it('matches the heading without case or surrounding spaces', () => {
        expect(personIdsFromCsv(' User_ID \n5\n', 'coupon')).toMatchObject({ ok: true, ids: [5] });
    });

    it('refuses a file without the column in each screen’s words, saying which column is needed', () => {
        expect(personIdsFromCsv('id,name\n1,A\n', 'coupon')).toEqual({ ok: false, error: NO_COLUMN });
        expect(personIdsFromCsv('id,name\n1,A\n', 'credits')).toEqual({ ok: false, error: NO_COLUMN });
        expect(personIdsFromCsv('id,name\n1,A\n', 'newUsers')).toEqual({ ok: false, error: COLUMN });
        expect(personIdsFromCsv('', 'coupon')).toEqual({ ok: false, error: NO_COLUMN });
    });

    it('returns non-numeric ids with their row numbers (the heading is row 1)', () => {
        const read = personIdsFromCsv('user_id\n1\nabc\n3\n12x\n-4\n0\n1.5\n', 'coupon');
        expect(read).toEqual({
            ok: true,
            column: 'user_id',
            ids: [1, 3],
            rejected: [
                { row: 3, value: 'abc' },
                { row: 5, value: '12x' },
                { row: 6, value: '-4' },
                { row: 7, value: '0' },
                { row: 8, value: '1.5' },
            ],
        });
        if (read.ok) expect(rejectedText(read.rejected, 2)).toBe('row 3: “abc”; row 5: “12x” and 3 more');
    });

    it('ignores a byte-order mark before the heading', () => {
        expect(personIdsFromCsv('\uFEFFuser_id,name\r\n41,A\r\n', 'coupon')).toMatchObject({ ok: true, ids: [41] });
    });

    it('reads semicolon-separated files', () => {
        expect(personIdsFromCsv('name;person_id\nA;8\nB;9\n', 'coupon')).toMatchObject({
            ok: true,
            column: 'person_id',
            ids: [8, 9],
        });
    });

    it('keeps a quoted line break inside its cell, counting rows as records', () => {
        const text = 'user_id,note\n1,"first line\nsecond line"\n2,plain\n"3\nx",odd\n';
        expect(personIdsFromCsv(text, 'coupon')).toEqual({
            ok: true,
            column: 'user_id',
            ids: [1, 2],
            rejected: [{ row: 4, value: '3\nx' }],
        });
    });

    it('an unclosed quote: Invalid CSV for coupons, the upload message for the export', () => {
        const broken = 'user_id\n"12\n13\n';
        expect(personIdsFromCsv(broken, 'coupon')).toEqual({ ok: false, error: INVALID });
        expect(personIdsFromCsv(broken, 'newUsers')).toEqual({ ok: false, error: UPLOAD });
    });

    it('binary junk is a file that cannot be read', () => {
        const junk = new TextDecoder().decode(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0xff, 0xfe, 0x0a, 0x31]));
        expect(personIdsFromCsv(junk, 'coupon')).toEqual({ ok: false, error: UPLOAD });
        expect(personIdsFromCsv(`user_id\n1\u0000\n`, 'newUsers')).toEqual({ ok: false, error: UPLOAD });
    });
});

describe('readPersonIdCsv', () => {
    it('reads a File', async () => {
        const file = new File(['user_id\n5\n6\n'], 'users.csv', { type: 'text/csv' });
        expect(await readPersonIdCsv(file, 'coupon')).toMatchObject({ ok: true, ids: [5, 6] });
    });

    it('a file that cannot be read gives the upload message', async () => {
        const failing = { size: 10, text: () => Promise.reject(new Error('NotReadableError')) } as unknown as Blob;
        expect(await readPersonIdCsv(failing, 'coupon')).toEqual({ ok: false, error: UPLOAD });
    });

    it('reads a 10 MB file, and refuses a bigger one unread', { timeout: 60_000 }, async () => {
        // Wide rows (an id and a long name) keep the test quick on a busy machine; the size is what counts.
        const name = 'n'.repeat(120);
        const lines = ['user_id,name'];
        let size = 13;
        for (let i = 1; size < PERSON_ID_CSV_MAX_BYTES - 200; i++) {
            const line = `${i},${name}`;
            lines.push(line);
            size += line.length + 1;
        }
        const text = `${lines.join('\n')}\n`;
        expect(text.length).toBeGreaterThan(PERSON_ID_CSV_MAX_BYTES - 200);
        const read = await readPersonIdCsv(new Blob([text]), 'coupon');
        expect(read.ok && read.ids.length).toBe(lines.length - 1);
        expect(read.ok && read.ids.at(-1)).toBe(lines.length - 1);
        const big = new Blob([text, 'x'.repeat(300)]);
        expect(await readPersonIdCsv(big, 'coupon')).toEqual({ ok: false, error: UPLOAD });
    });
});

describe('unknownIdsText', () => {
    it('names the first ten ids and counts the rest', () => {
        expect(unknownIdsText([999999])).toBe('999999');
        expect(unknownIdsText(Array.from({ length: 13 }, (_, i) => 900 + i))).toBe(
            '900, 901, 902, 903, 904, 905, 906, 907, 908, 909 and 3 more'
        );
    });
});
