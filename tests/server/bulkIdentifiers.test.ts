/** Bulk writes never give one identifier (ISRC, GUID, UPC) to several records; other fields go to all. */
import { describe, expect, it } from 'vitest';
import tracks from '../../resources/catalog/tracks';
import { fill, messages } from '../../resources/messages';
import { makeApi } from './helpers';

type Json = Record<string, unknown>;

describe('bulk update of identifiers', () => {
    const api = makeApi(60);
    const bulk = (json: unknown) => api.as('admin', '/v4/catalog/tracks/bulk/', { method: 'PATCH', json });
    const isrcOf = (id: number) => api.db.prepare('SELECT isrc FROM tracks WHERE id = ?').pluck().get(id);

    it('refuses one ISRC for several tracks with a clear detail, and changes none of them', async () => {
        const before = [5, 6].map(isrcOf);
        const res = await bulk([
            { id: 5, isrc: 'USXYZ2600001', bpm: 101 },
            { id: 6, isrc: 'USXYZ2600001', bpm: 101 },
        ]);
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toBe(
            fill(messages.validation.bulkIdentifier, { field: 'ISRC', count: 2, value: 'USXYZ2600001' })
        );
        expect([5, 6].map(isrcOf)).toEqual(before);
    });

    it('refuses one GUID for several tracks too', async () => {
        const res = await bulk([
            { id: 7, guid: 'guid-shared01' },
            { id: 8, guid: 'guid-shared01' },
        ]);
        expect(res.status).toBe(400);
        expect(((await res.json()) as Json).detail).toContain('GUID');
    });

    it('accepts each record its own ISRC, and one plain value for all', async () => {
        const res = await bulk([
            { id: 9, isrc: 'USXYZ2600009', bpm: 122 },
            { id: 10, isrc: 'USXYZ2600010', bpm: 122 },
        ]);
        expect(res.status).toBe(200);
        expect([9, 10].map(isrcOf)).toEqual(['USXYZ2600009', 'USXYZ2600010']);
    });

    it('declares the identifiers in the model, which the bulk form leaves out', () => {
        const identifiers = Object.keys(tracks.fields).filter(k => tracks.fields[k].identifier);
        expect(identifiers).toEqual(expect.arrayContaining(['isrc', 'guid']));
    });
});
