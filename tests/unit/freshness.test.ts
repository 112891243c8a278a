/** Issue 43: how long a read is kept, and what a write of the console's own drops. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { KnownRecords } from '../../dataProvider/knownRecords';
import {
    CHOICES_FRESH_MS,
    CHOICES_QUERY,
    invalidateAfterWrite,
    READ_FRESH_MS,
    savedRecord,
    seedChosen,
    staleTimeOf,
    writtenResource,
} from '../../src/freshness';

const CLOSED = new Set(['catalog/genres']);

describe('staleTimeOf', () => {
    it('keeps a data-provider read 30 s, a closed list for the session, and anything else not at all', () => {
        expect(staleTimeOf(['catalog/tracks', 'getList', {}], CLOSED)).toBe(READ_FRESH_MS);
        expect(staleTimeOf(['catalog/tracks', 'getOne', { id: '1' }], CLOSED)).toBe(0);
        expect(staleTimeOf(['catalog/genres', 'getList', {}], CLOSED)).toBe(Infinity);
        expect(staleTimeOf(['auxiliary/countries', 'getMany', {}], CLOSED)).toBe(Infinity);
        expect(staleTimeOf(['record-options', 'catalog/tracks', '', {}], CLOSED)).toBe(0);
        expect(staleTimeOf(['jobs', 'active'], CLOSED)).toBe(0);
        expect(staleTimeOf(['catalog/releases', 'getList', { ...CHOICES_QUERY }], CLOSED)).toBe(CHOICES_FRESH_MS);
    });
});

describe('writtenResource', () => {
    it('is the first two segments of the written path', () => {
        expect(writtenResource('catalog/tracks/12/')).toBe('catalog/tracks');
        expect(writtenResource('/catalog/tracks/12/audio-files/3/')).toBe('catalog/tracks');
        expect(writtenResource('catalog/genres/')).toBe('catalog/genres');
    });
});

describe('invalidateAfterWrite', () => {
    it('drops the written resource, makes other reads stale, and keeps the closed lists', () => {
        const client = new QueryClient();
        const keys = [
            ['catalog/tracks', 'getList', {}],
            ['catalog/releases', 'getOne', { id: '1' }],
            ['catalog/genres', 'getList', {}],
            ['jobs', 'active'],
        ];
        for (const key of keys) client.setQueryData(key, { data: [] });
        invalidateAfterWrite(client, 'catalog/tracks', CLOSED);
        const invalidated = keys.map(key => client.getQueryState(key)?.isInvalidated);
        expect(invalidated).toEqual([true, true, false, false]);
        invalidateAfterWrite(client, 'catalog/genres', CLOSED);
        expect(client.getQueryState(keys[2])?.isInvalidated).toBe(true);
    });

    it("keeps a picker's choices through another resource's write, and drops them on their own", () => {
        const client = new QueryClient();
        const choices = ['catalog/releases', 'getList', { pagination: { page: 1, perPage: 50 }, ...CHOICES_QUERY }];
        client.setQueryData(choices, { data: [] });
        invalidateAfterWrite(client, 'catalog/tracks', CLOSED);
        expect(client.getQueryState(choices)?.isInvalidated).toBe(false);
        invalidateAfterWrite(client, 'catalog/releases', CLOSED);
        expect(client.getQueryState(choices)?.isInvalidated).toBe(true);
    });
});

describe('savedRecord', () => {
    it('is a record save answered with that record, nothing else', () => {
        const record = { id: 12, title: 'New' };
        expect(savedRecord('catalog/tracks/12/', { method: 'PATCH', answer: record })).toEqual({
            resource: 'catalog/tracks',
            id: '12',
            record,
        });
        expect(savedRecord('catalog/tracks/12/', { method: 'PATCH' })).toBeUndefined();
        expect(savedRecord('catalog/tracks/12/', { method: 'DELETE', answer: record })).toBeUndefined();
        expect(savedRecord('catalog/tracks/12/audio-files/', { method: 'PATCH', answer: record })).toBeUndefined();
        expect(savedRecord('catalog/tracks/13/', { method: 'PATCH', answer: record })).toBeUndefined();
    });

    it('is put in the cache, not read again, while the rest of its resource is', () => {
        const client = new QueryClient();
        const one = ['catalog/tracks', 'getOne', { id: '12' }];
        const list = ['catalog/tracks', 'getList', {}];
        client.setQueryData(one, { id: 12, title: 'Old' });
        client.setQueryData(list, { data: [] });
        invalidateAfterWrite(client, 'catalog/tracks', CLOSED, { id: '12', record: { id: 12, title: 'New' } });
        expect(client.getQueryData(one)).toEqual({ id: 12, title: 'New' });
        expect(client.getQueryState(one)?.isInvalidated).toBe(false);
        expect(client.getQueryState(list)?.isInvalidated).toBe(true);
    });
});

describe('KnownRecords', () => {
    it('finds records read within its time, all of the ids or none', () => {
        let now = 1_000;
        const known = new KnownRecords(30_000, () => now);
        known.remember('catalog/genres', [
            { id: 1, name: 'House' },
            { id: 2, name: 'Techno' },
        ]);
        expect(known.find('catalog/genres', [2, '1'])).toEqual([
            { id: 2, name: 'Techno' },
            { id: 1, name: 'House' },
        ]);
        expect(known.find('catalog/genres', [1, 3])).toBeUndefined();
        expect(known.find('catalog/keys', [1])).toBeUndefined();
        now += 30_001;
        expect(known.find('catalog/genres', [1])).toBeUndefined();
    });

    it('forgets everything on a write, and waits for the lists of a resource in flight', async () => {
        const known = new KnownRecords(30_000);
        known.remember('catalog/genres', [{ id: 1 }]);
        known.forgetAll();
        expect(known.find('catalog/genres', [1])).toBeUndefined();
        let answer!: () => void;
        const read = known.track('catalog/genres', new Promise<void>(resolve => (answer = resolve)));
        let settled = false;
        const waiting = known.settled('catalog/genres').then(() => (settled = true));
        await Promise.resolve();
        expect(settled).toBe(false);
        answer();
        await read;
        await waiting;
        expect(settled).toBe(true);
    });
});

describe('seedChosen', () => {
    it("puts the record's nested copy where the picker looks its value up, only when it is that value", () => {
        const client = new QueryClient();
        const key = (id: string) => ['catalog/releases', 'getMany', { ids: [id], ...CHOICES_QUERY }];
        const release = { id: 263, name: 'Night Drive', label: { id: 4, name: 'Deep Label' } };
        seedChosen(client, 'catalog/releases', 'release.name', { release_id: 263, release }, 'release_id');
        expect(client.getQueryData(key('263'))).toEqual([release]);
        expect(staleTimeOf(key('263'), CLOSED)).toBe(CHOICES_FRESH_MS);
        // A nested copy of another record (the value was just changed), or none: nothing is put.
        seedChosen(client, 'catalog/releases', 'release.name', { release_id: 9, release }, 'release_id');
        seedChosen(client, 'catalog/releases', undefined, { release_id: 263, release }, 'release_id');
        expect(client.getQueryData(key('9'))).toBeUndefined();
        // What the picker already read stays.
        client.setQueryData(key('10'), [{ id: 10, name: 'Full record' }]);
        seedChosen(client, 'catalog/releases', 'release.name', { release_id: 10, release: { id: 10 } }, 'release_id');
        expect(client.getQueryData(key('10'))).toEqual([{ id: 10, name: 'Full record' }]);
    });
});
