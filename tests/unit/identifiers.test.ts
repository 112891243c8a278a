/** Identifiers: ISRC and UPC checked as typed with their rule shown; never set in bulk. */
import { describe, expect, it } from 'vitest';
import releases from '../../resources/catalog/releases';
import suppliers from '../../resources/catalog/suppliers';
import tracks from '../../resources/catalog/tracks';
import users from '../../resources/support/users';
import { fill, messages } from '../../resources/messages';
import { bulkFields } from '../../resources/schema';
import { canonicalCode } from '../../resources/rules';
import { bulkIdentifierError, fieldError, patternFeedback, storedForm } from '../../resources/validation';

const v = messages.validation;
const everyone = () => true;

describe('ISRC and UPC as typed', () => {
    const isrc = tracks.fields.isrc;
    const upc = releases.fields.upc;
    it('says Valid or Invalid ISRC while typed, and what a valid one is saved as; the same on the wire', () => {
        expect(patternFeedback(isrc, 'USABC2400001')).toEqual({ valid: true, message: v.isrcValid });
        // Saved in canonical form (issue 40: it was stored with its hyphens and then not found).
        expect(patternFeedback(isrc, 'US-HF1-24-00099')).toEqual({
            valid: true,
            message: fill(v.savedAs, { valid: v.isrcValid, value: 'USHF12400099' }),
        });
        expect(patternFeedback(isrc, 'USAB')).toEqual({ valid: false, message: v.isrcInvalid });
        expect(patternFeedback(isrc, 'US-HF1-24-0009')).toEqual({ valid: false, message: v.isrcInvalid });
        expect(patternFeedback(isrc, '')).toBeUndefined();
        // Small letters and hyphens are no longer refused on the wire: the API stores the canonical form.
        expect(fieldError(isrc, 'us-abc-24-00001', { wire: true })).toBeUndefined();
        expect(fieldError(isrc, 'USRC17607839', { wire: true })).toBeUndefined();
        expect(fieldError(isrc, 'US-RC1-76-0783X', { wire: true })).toBe(v.isrcInvalid);
    });

    it('keeps ISRC, UPC/EAN and GUID in one form: capitals, no hyphens or spaces', () => {
        expect(canonicalCode(' us-hf1-24-00099 ')).toBe('USHF12400099');
        expect(canonicalCode('US HF1 24 00099')).toBe('USHF12400099');
        expect(canonicalCode('0-12345-67890-5')).toBe('012345678905');
        expect(canonicalCode('guid-0000002a')).toBe('GUID0000002A');
        expect(storedForm(isrc, 'us-hf1-24-00099')).toBe('USHF12400099');
        expect(storedForm(upc, '0 12345 67890 5')).toBe('012345678905');
        expect(storedForm(tracks.fields.guid, 'guid-0000002a')).toBe('GUID0000002A');
        // Other text is stored as typed, identifiers that are not canonical too (a catalog number).
        expect(storedForm(tracks.fields.name, 'a-b c')).toBe('a-b c');
        expect(storedForm(tracks.fields.label_track_id, 'lt-12')).toBe('lt-12');
        expect(storedForm(isrc, null)).toBeNull();
        // Filters over them search the same form.
        const canonicalFilters = (def: typeof tracks) => def.filters.filter(f => f.canonical).map(f => f.name);
        expect(canonicalFilters(tracks).sort()).toEqual(['guid', 'isrc', 'upc']);
        expect(canonicalFilters(releases)).toEqual(['upc']);
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
    it('refuses one identifier value for several records, whatever form each is written in', () => {
        expect(
            bulkIdentifierError(tracks, [
                { id: 1, isrc: 'us-abc-24-00001' },
                { id: 2, isrc: 'USABC2400001' },
            ])
        ).toBe(fill(v.bulkIdentifier, { field: 'ISRC', count: 2, value: 'USABC2400001' }));
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
