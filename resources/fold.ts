/**
 * Folding text for accent- and case-insensitive search: `Beyoncé` and `beyonce` fold alike, `Ø`
 * finds `O`. The reference API keeps a folded copy of searchable names and folds what is typed
 * the same way (SQLite has no unaccent).
 */

/** Letters that NFD does not split into a base letter and a mark. */
const LETTERS: Record<string, string> = {
    ø: 'o',
    đ: 'd',
    ð: 'd',
    ł: 'l',
    ħ: 'h',
    ı: 'i',
    ŧ: 't',
    þ: 'th',
    ß: 'ss',
    æ: 'ae',
    œ: 'oe',
    ĳ: 'ij',
    ŀ: 'l',
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');
const MARKS = /\p{M}/gu;

/** Lower case, marks removed, the few letters without a decomposition spelled out (pure). */
export function fold(text: string): string {
    const lower = text.toLowerCase();
    // Plain ASCII needs nothing more (most names): skip the normalisation.
    if (/^[\x00-\x7f]*$/.test(lower)) return lower;
    return lower
        .normalize('NFD')
        .replace(MARKS, '')
        .replace(SPECIAL, c => LETTERS[c])
        .normalize('NFC');
}
