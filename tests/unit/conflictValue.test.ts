/**
 * What a revert's conflict question shows of a value changed since (walk 53: a stream's stage and a
 * supplier's genre mappings read as JSON): a list's rows by their values, a field by its display.
 */
import { describe, expect, it } from 'vitest';
import { conflictValue, EMPTY_VALUE, rowListsOf } from '../../resources/changes';
import streams from '../../resources/live/streams';

const lists = rowListsOf(streams);
const stage = { id: 20, stream_id: 6, number: 2, name: 'Rooftop Terrace', version: 1 };

describe('a value a revert would overwrite', () => {
    it('reads a row of a list by its values under the list’s name, never as JSON', () => {
        const now = conflictValue(streams.fields, 'stages', stage, {}, lists);
        expect(now.label).toBe('Stage');
        expect(now.text).toContain('Rooftop Terrace');
        expect(now.text).not.toMatch(/[{}"]/);
        expect(conflictValue(streams.fields, 'stages', null, {}, lists).text).toBe(EMPTY_VALUE);
    });

    it('reads a whole list as its rows, and a field by its label and display', () => {
        const all = conflictValue(
            streams.fields,
            'stages',
            [stage, { ...stage, id: 21, number: 3, name: 'Hall' }],
            {},
            lists
        );
        expect(all.label).toBe('Stages');
        expect(all.text).toMatch(/Rooftop Terrace.*; .*Hall/);
        const enabled = conflictValue(streams.fields, 'enabled', true, {}, lists);
        expect(enabled).toEqual({ label: streams.fields.enabled.label, text: 'Yes' });
    });
});
