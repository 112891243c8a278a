/** The hostile-text sweep's parts: payloads, the field enumeration from the model, the model's verdicts. */
import { describe, expect, it } from 'vitest';
import { referenceResources, resources } from '../../resources';
import { defineResource, defineSubResource } from '../../resources/schema';
import { text } from '../../resources/fields';
import {
    FORMULA_STARTERS,
    LONG_LENGTH,
    PAYLOADS,
    baseValues,
    inputValue,
    isFormula,
    longestAllowed,
    pickRecord,
    subResources,
    textTargets,
    valueFor,
    verdict,
} from '../support/hostile';

const all = [...resources, ...referenceResources];
const { targets, skipped } = textTargets(all);
const target = (resource: string, name: string) => {
    const t = targets.find(x => x.resource === resource && x.name === name);
    if (!t) throw new Error(`no target ${resource}.${name}`);
    return t;
};
const long = PAYLOADS.find(p => p.id === 'long')!;

describe('hostile payloads', () => {
    it('cover markup, handlers, URLs, every formula starter, RTL, emoji, combining marks, NUL and a long word', () => {
        const values = PAYLOADS.map(p => p.value);
        for (const s of [
            '<script>',
            '<img src=x onerror=',
            '<svg onload=',
            'javascript:',
            '\u202E',
            '\u0000',
            '\u0301',
        ])
            expect(values.some(v => v.includes(s))).toBe(true);
        for (const c of FORMULA_STARTERS) expect(values.some(v => v.startsWith(c))).toBe(true);
        expect(long.value).toHaveLength(LONG_LENGTH);
        expect(new Set(PAYLOADS.map(p => p.id)).size).toBe(PAYLOADS.length);
        expect(isFormula('-1')).toBe(true);
        expect(isFormula('a=1')).toBe(false);
    });
});

describe('text fields from the model', () => {
    it('finds resources and sub-resources alike, and none twice', () => {
        expect(targets.length).toBeGreaterThan(0);
        const keys = targets.map(t => `${t.resource}.${t.name}`);
        expect(new Set(keys).size).toBe(keys.length);
        // Spot checks written from the spec and the README, not from the model's lists.
        for (const key of [
            'catalog/tracks.name',
            'catalog/tracks.mix_name',
            'catalog/artists.bio',
            'catalog/labels.name',
            'catalog/labels/contracts.name',
            'catalog/labels/mappings.source_name',
            'catalog/tracks/notes.note',
            'catalog/genres.name',
        ])
            expect(keys).toContain(key);
        expect(subResources(all).map(s => s.sub.name)).toContain('catalog/tracks/notes');
    });

    it('skips read-only fields and says why', () => {
        expect(skipped).toContainEqual({
            resource: 'catalog/tracks/notes',
            name: 'author',
            why: 'read-only (set by the system)',
        });
        expect(targets.some(t => t.field.readOnly)).toBe(false);
    });

    it('picks an account that may write the field (staff first)', () => {
        expect(target('catalog/tracks', 'guid').writer).toBe('admin');
        expect(target('catalog/suppliers', 'name').writer).toBe('admin');
    });

    it('a new resource joins by itself; one nobody may write is skipped', () => {
        const def = defineResource({
            name: 'x/things',
            section: 'x',
            label: 'Thing |||| Things',
            access: [['app:staff']],
            writeAccess: [['staff:admin']],
            fields: { title: text('Title', { max: 5 }), secret: text('Secret', { editAccess: [['nobody']] }) },
            filters: [],
            columns: ['title'],
            tabs: [
                {
                    id: 'a',
                    label: 'A',
                    subs: [
                        defineSubResource({
                            parent: 'x/things',
                            path: 'bits',
                            label: 'Bit |||| Bits',
                            fields: { body: text('Body', { required: true }), tag: text('Tag', { required: true }) },
                            columns: ['body'],
                            createAccess: [['staff:content_ops']],
                            empty: 'None',
                        }),
                    ],
                },
            ],
        });
        const found = textTargets([def]);
        expect(found.targets.map(t => [t.resource, t.name, t.writer])).toEqual([
            ['x/things', 'title', 'admin'],
            ['x/things/bits', 'body', 'content_ops'],
            ['x/things/bits', 'tag', 'content_ops'],
        ]);
        expect(found.skipped).toEqual([{ resource: 'x/things', name: 'secret', why: 'no demo account may write it' }]);
        expect(baseValues(found.targets[1])).toEqual({ tag: 'Sweep' });
        expect(valueFor(found.targets[0], long)).toBe('WWWWW');
    });
});

describe('the model verdicts', () => {
    it('the long string is trimmed to the longest allowed, rules included', () => {
        expect(valueFor(target('catalog/artists', 'name'), long)).toHaveLength(250);
        // A track's mix name holds 128 characters, a DJ edit's 250 (spec §3, §5).
        expect(valueFor(target('catalog/tracks', 'mix_name'), long, { is_dj_edit: false })).toHaveLength(128);
        expect(valueFor(target('catalog/tracks', 'mix_name'), long, { is_dj_edit: true })).toHaveLength(250);
        // A slug takes lowercase only: the long word is made of a character it accepts.
        expect(valueFor(target('catalog/artists', 'dj_slug'), long)).toBe('w'.repeat(100));
        expect(valueFor(target('catalog/artists', 'name'), PAYLOADS[0])).toBe(PAYLOADS[0].value);
    });

    it('refuses what the field rules refuse', () => {
        expect(verdict(target('catalog/artists', 'dj_slug'), '<b>')).toBe('Lowercase letters, digits and dashes only');
        expect(verdict(target('catalog/artists', 'name'), '<b>')).toBeUndefined();
        expect(verdict(target('catalog/artists', 'name'), 'W'.repeat(251))).toMatch(/250/);
    });

    it('longestAllowed searches by length and character', () => {
        expect(longestAllowed(v => v.length <= 7)).toBe('WWWWWWW');
        expect(longestAllowed(v => /^[0-9]+$/.test(v) && v.length < 4)).toBe('999');
        expect(longestAllowed(() => false)).toBeUndefined();
        expect(longestAllowed(() => true, 12)).toHaveLength(12);
    });

    it('says what an input shows of a value', () => {
        expect(inputValue(text('One'), '\r=1\n+2')).toBe('=1+2');
        expect(inputValue(text('Many', { multiline: true }), 'a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    });

    it('picks a record whose rules let every field change', () => {
        const artists = targets.filter(t => t.resource === 'catalog/artists');
        const locked = { id: 1, sync_enabled: true, music_profile_partner_id: 'p-1' };
        const open = { id: 2, sync_enabled: false, music_profile_partner_id: null };
        expect(pickRecord(artists, [locked, open])).toBe(open);
    });
});
