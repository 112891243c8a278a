import { describe, expect, it } from 'vitest';
import { fold } from '../../resources/fold';
import { classifyLookup } from '../../resources/lookup';

describe('folding names for search', () => {
    it('drops case and accents', () => {
        expect(fold('Beyoncé')).toBe('beyonce');
        expect(fold('DÉJÀ VU')).toBe('deja vu');
        expect(fold('Ñoño Über')).toBe('nono uber');
    });
    it('spells out letters that do not decompose', () => {
        expect(fold('Øresund')).toBe('oresund');
        expect(fold('Straße')).toBe('strasse');
        expect(fold('Æther Łódź')).toBe('aether lodz');
        expect(fold('Đorđe Þór')).toBe('dorde thor');
    });
    it('leaves plain text and other scripts as they are, lower-cased', () => {
        expect(fold('Deep Pulse 12')).toBe('deep pulse 12');
        expect(fold('東京')).toBe('東京');
        expect(fold('')).toBe('');
    });
});

describe('what the app bar box was given', () => {
    it('an ISRC, with or without dashes, in any case', () => {
        expect(classifyLookup('USA000000012')).toEqual({ kind: 'isrc', value: 'USA000000012' });
        expect(classifyLookup(' us-a00-00-00012 ')).toEqual({ kind: 'isrc', value: 'USA000000012' });
    });
    it('a UPC or EAN, spaces and hyphens taken out', () => {
        expect(classifyLookup('190000000003')).toEqual({ kind: 'upc', value: '190000000003' });
        expect(classifyLookup('4006381333931')).toEqual({ kind: 'upc', value: '4006381333931' });
        expect(classifyLookup('4 006381 333931')).toEqual({ kind: 'upc', value: '4006381333931' });
    });
    it('a GUID: a UUID or the store’s own, looked up in the canonical form it is stored in', () => {
        // GUIDs were matched lower case with their hyphens; they are stored upper case without (issue 40).
        expect(classifyLookup('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toEqual({
            kind: 'guid',
            value: '3F2504E04F8911D39A0C0305E82C3301',
        });
        expect(classifyLookup('guid-0000000c')).toEqual({ kind: 'guid', value: 'GUID0000000C' });
        expect(classifyLookup('GUID0000000C')).toEqual({ kind: 'guid', value: 'GUID0000000C' });
    });
    it('a catalog number', () => {
        expect(classifyLookup('cat00003')).toEqual({ kind: 'catalog_number', value: 'CAT00003' });
        expect(classifyLookup('ABC-123')).toEqual({ kind: 'catalog_number', value: 'ABC-123' });
    });
    it('a catalog link, whole or as a path', () => {
        expect(classifyLookup('https://console.example/catalog/tracks/12')).toEqual({
            kind: 'record',
            resource: 'catalog/tracks',
            id: 12,
        });
        expect(classifyLookup('catalog/releases/7/')).toEqual({ kind: 'record', resource: 'catalog/releases', id: 7 });
    });
    it('anything else is words', () => {
        expect(classifyLookup('beyonce')).toEqual({ kind: 'words', value: 'beyonce' });
        expect(classifyLookup('Deep Pulse 12')).toEqual({ kind: 'words', value: 'Deep Pulse 12' });
        expect(classifyLookup('12345')).toEqual({ kind: 'words', value: '12345' });
    });
});
