/** The DDEX party ID rule (spec §5): one pattern, live feedback in the form, the same refusal on the server. */
import { describe, expect, it } from 'vitest';
import suppliers from '../../resources/catalog/suppliers';
import supplierContacts from '../../resources/catalog/supplierContacts';
import { messages } from '../../resources/messages';
import { DDEX_PARTY_ID } from '../../resources/rules';
import { fieldError, patternFeedback } from '../../resources/validation';

const v = messages.validation;
const ddex = suppliers.fields.ddex_party_id;

describe('DDEX party ID', () => {
    it('is PADPIDA, 10 digits and an optional alphanumeric character', () => {
        for (const ok of ['PADPIDA1234567890', 'PADPIDA1234567890A', 'PADPIDA1234567890z', 'PADPIDA12345678901'])
            expect(DDEX_PARTY_ID.test(ok), ok).toBe(true);
        for (const bad of [
            'PADPIDA123456789',
            'PADPIDA1234567890AB',
            'PADPIDA1234567890-',
            'padpida1234567890',
            'PADPID1234567890',
            ' PADPIDA1234567890',
            'PADPIDA12345X7890',
        ])
            expect(DDEX_PARTY_ID.test(bad), bad).toBe(false);
    });

    it('says Valid or Invalid DDEX Party ID while typed, and nothing when blank', () => {
        expect(patternFeedback(ddex, 'PADPIDA1234567890')).toEqual({ valid: true, message: v.ddexValid });
        expect(patternFeedback(ddex, 'PADPIDA12')).toEqual({ valid: false, message: v.ddexInvalid });
        expect(v.ddexValid).toBe('Valid DDEX Party ID');
        expect(v.ddexInvalid).toBe('Invalid DDEX Party ID');
        for (const blank of ['', '   ', null, undefined]) expect(patternFeedback(ddex, blank)).toBeUndefined();
    });

    it('refuses an invalid ID with the same message in the form and on the wire; blank is no error', () => {
        expect(fieldError(ddex, 'PADPIDA12')).toBe(v.ddexInvalid);
        expect(fieldError(ddex, 'PADPIDA12', { wire: true })).toBe(v.ddexInvalid);
        expect(fieldError(ddex, 'PADPIDA1234567890X', { wire: true })).toBeUndefined();
        expect(fieldError(ddex, '')).toBeUndefined();
    });
});

describe('phone validity feedback', () => {
    const phone = supplierContacts.fields.phone;
    it('accepts 7 to 15 digits with an optional + and separators', () => {
        expect(patternFeedback(phone, '+1 (303) 555-0101')).toEqual({ valid: true, message: v.phoneValid });
        expect(patternFeedback(phone, '555 01')?.valid).toBe(false);
        expect(patternFeedback(phone, 'call me')?.valid).toBe(false);
        expect(fieldError(phone, '1234567890123456')).toBe(v.phoneInvalid);
        expect(fieldError(supplierContacts.fields.phone_ext, '12a')).toBe(v.extensionInvalid);
    });
});
