/** Identifiers: ISRC and UPC checked as typed with their rule shown; never set in bulk. */
import { describe, expect, it } from 'vitest';
import releases from '../../resources/catalog/releases';
import suppliers from '../../resources/catalog/suppliers';
import tracks from '../../resources/catalog/tracks';
import users from '../../resources/support/users';
import { fill, messages } from '../../resources/messages';
import { bulkFields } from '../../resources/schema';
import { bulkIdentifierError, fieldError, patternFeedback } from '../../resources/validation';

const v = messages.validation;
const everyone = () => true;

describe('ISRC and UPC as typed', () => {
    const isrc = tracks.fields.isrc;
    const upc = releases.fields.upc;
    it('says Valid or Invalid ISRC while typed, the same refusal on the wire, nothing when blank', () => {
        expect(patternFeedback(isrc, 'USABC2400001')).toEqual({ valid: true, message: v.isrcValid });
        expect(patternFeedback(isrc, 'US-ABC-24-00001')).toEqual({ valid: true, message: v.isrcValid });
        expect(patternFeedback(isrc, 'USAB')).toEqual({ valid: false, message: v.isrcInvalid });
        expect(patternFeedback(isrc, '')).toBeUndefined();
        expect(fieldError(isrc, 'usabc2400001', { wire: true })).toBe(v.isrcInvalid);
        expect(fieldError(isrc, 'USRC17607839', { wire: true })).toBeUndefined();
    });
    it('says Valid or Invalid UPC/EAN while typed', () => {
        expect(patternFeedback(upc, '190000000042')).toEqual({ valid: true, message: v.upcValid });
        expect(patternFeedback(upc, '19000')).toEqual({ valid: false, message: v.upcInvalid });
    });
    it('shows each patterned identifier’s rule, and the DDEX party ID’s, while the messages stay verbatim', () => {
        for (const f of [isrc, upc, suppliers.fields.ddex_party_id])
            expect(f.kind === 'text' && f.format).toMatch(/^Format: /);
        expect(v.ddexInvalid).toBe('Invalid DDEX Party ID');
    });
});

describe('bulk update', () => {
    it('never offers an identifier', () => {
        const offered = bulkFields(tracks, everyone);
        for (const id of ['isrc', 'guid', 'label_track_id']) expect(offered).not.toContain(id);
        expect(offered).toEqual(expect.arrayContaining(['bpm', 'exclusive', 'mix_name']));
        expect(bulkFields(releases, everyone)).not.toEqual(expect.arrayContaining(['upc']));
        expect(bulkFields(releases, everyone)).not.toContain('catalog_number');
    });
    it('offers the references one may set for all (a genre, its sub-genre, the key), not a required one', () => {
        const offered = bulkFields(tracks, everyone);
        expect(offered).toEqual(expect.arrayContaining(['genre_id', 'sub_genre_id', 'key_id']));
        // Every track has its release: none is emptied, nor moved wholesale.
        expect(offered).not.toContain('release_id');
    });
    it('refuses one identifier value for several records, not blanks or distinct values', () => {
        const same = [
            { id: 1, isrc: 'USABC2400001' },
            { id: 2, isrc: 'USABC2400001' },
        ];
        expect(bulkIdentifierError(tracks, same)).toBe(
            fill(v.bulkIdentifier, { field: 'ISRC', count: 2, value: 'USABC2400001' })
        );
        expect(
            bulkIdentifierError(tracks, [
                { id: 1, isrc: null },
                { id: 2, isrc: null },
            ])
        ).toBeUndefined();
        expect(
            bulkIdentifierError(tracks, [
                { id: 1, bpm: 120 },
                { id: 2, bpm: 120 },
            ])
        ).toBeUndefined();
        expect(
            bulkIdentifierError(users, [
                { id: 1, email: 'a@example.com' },
                { id: 2, email: 'b@example.com' },
            ])
        ).toBeUndefined();
    });
});
