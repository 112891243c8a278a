/** One validation for forms and the API: the same field, the same message; the wire adds types. */
import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { boolean, choice, date, datetime, number, reference, text, url } from '../../resources/fields';
import linkPartners from '../../resources/catalog/linkPartners';
import moduleItems from '../../resources/curation/moduleItems';
import pageModules from '../../resources/curation/pageModules';
import tracks from '../../resources/catalog/tracks';
import streams from '../../resources/live/streams';
import suppliers from '../../resources/catalog/suppliers';
import {
    fieldError,
    firstRowCounts,
    firstRowErrors,
    lengthHint,
    takenByAnotherRow,
    validateRecord,
} from '../../resources/validation';
import streamStages from '../../resources/live/streamStages';
import { fill } from '../../resources/messages';

const v = messages.validation;

describe('fieldError', () => {
    it('gives the form and the server the same limit message', () => {
        const title = text('Title', { max: 250, required: true });
        const long = 'x'.repeat(251);
        expect(fieldError(title, long)).toBe('Must be 250 characters or fewer');
        expect(fieldError(title, long, { wire: true })).toBe('Must be 250 characters or fewer');
        expect(fieldError(title, '  ', { wire: true })).toBe(v.required);
    });

    it('checks JSON types on the wire only', () => {
        expect(fieldError(number('BPM', { min: 1, max: 999 }), '120')).toBeUndefined();
        expect(fieldError(number('BPM', { min: 1, max: 999 }), '120', { wire: true })).toBe(v.number);
        expect(fieldError(number('BPM', { min: 1, max: 999 }), '', { wire: true })).toBe(v.number);
        expect(fieldError(boolean('Explicit'), 'yes', { wire: true })).toBe(v.boolean);
        expect(fieldError(date('Publish Date'), '2026-02-28', { wire: true })).toBeUndefined();
        expect(fieldError(date('Publish Date'), '2026-02-30', { wire: true })).toBe(v.date);
        expect(fieldError(date('Publish Date'), '2026-13-01', { wire: true })).toBe(v.date);
        expect(fieldError(datetime('Start'), '2026-07-01T12:00', { wire: true })).toBe(v.datetime);
        expect(fieldError(datetime('Start'), '2026-07-01T18:00:00.000Z', { wire: true })).toBeUndefined();
        expect(fieldError(reference('Genre', 'catalog/genres'), 1.5, { wire: true })).toBe(v.chooseOption);
        expect(fieldError(choice('Status', [{ id: 'Draft', name: 'Draft' }]), 'Gone', { wire: true })).toBe(
            v.chooseOption
        );
    });

    it('an empty optional value is no value, but null is never a type error', () => {
        expect(fieldError(text('Mix Name', { max: 128 }), '', { wire: true })).toBeUndefined();
        expect(fieldError(number('BPM'), null, { wire: true })).toBeUndefined();
    });
});

describe('a web address (url)', () => {
    it('takes https only, with one message, wherever a record holds a link', () => {
        const fields = [
            url('Website'),
            linkPartners.fields.url,
            moduleItems.fields.url,
            pageModules.fields.external_url,
            streams.fields.host_vendor_url,
            streams.fields.tracklist_vendor_url,
        ];
        for (const f of fields) {
            expect(fieldError(f, 'https://vinyl.example/find', { wire: true })).toBeUndefined();
            for (const bad of ['http://vinyl.example/', 'javascript:alert(1)', 'vinyl.example', 'https:// x'])
                expect(fieldError(f, bad, { wire: true })).toBe(v.webAddress);
        }
        expect(v.webAddress).toBe('Enter a web address starting with https://');
    });
});

describe('the track form and its mix-name rule per kind', () => {
    const editable = ['name', 'mix_name'];
    it('lets a DJ edit with a 250-character mix name be saved again; a track holds 128', () => {
        const mix = 'm'.repeat(250);
        expect(validateRecord(tracks, editable, { name: 'T', mix_name: mix, is_dj_edit: true })).toEqual({});
        expect(validateRecord(tracks, editable, { name: 'T', mix_name: mix.slice(0, 129), is_dj_edit: false })).toEqual(
            {
                mix_name: 'Must be 128 characters or fewer',
            }
        );
    });
});

describe('a new record with its first rows', () => {
    it('counts the rows it brings for its own rules: a stream created enabled with its stages', () => {
        const stages = [{ name: 'Main', number: 1 }];
        expect(streams.validate!({ enabled: true, ...firstRowCounts(streams, { stages }) })).toEqual({});
        expect(streams.validate!({ enabled: true, ...firstRowCounts(streams, { stages: [] }) })).toEqual({
            enabled: messages.live.enableNeedsStage,
        });
    });
    it('needs a row only of a list every parent keeps, and holds a list to its limit', () => {
        expect(firstRowErrors(streams, { stages: [] })).toEqual({});
        const six = Array.from({ length: 6 }, (_, i) => ({ name: `S${i}` }));
        expect(firstRowErrors(streams, { stages: six })).toEqual({
            stages: fill(messages.live.stageLimit, { max: 5 }),
        });
        expect(Object.keys(firstRowErrors(suppliers, {}))).toEqual(['contacts', 'contracts']);
    });
    it('needs each stage’s number, each once within the stream: the repeat is marked on its own row', () => {
        const stages = [
            { name: 'Main', number: 1 },
            { name: 'Loft', number: 2 },
            { name: 'Again', number: 1 },
            { name: 'Blank' },
        ];
        expect(firstRowErrors(streams, { stages })).toEqual({
            stages: [{}, {}, { number: messages.live.stageNumberTaken }, { number: messages.validation.required }],
        });
        expect(firstRowErrors(streams, { stages: stages.slice(0, 2) })).toEqual({});
    });
});

describe('a limit that a flag of the record lengthens', () => {
    it('counts and checks a mix name against one limit: 128, or 250 for a DJ edit', () => {
        const mix = tracks.fields.mix_name;
        expect(lengthHint(mix, 'abc')).toBe("3/128 · A DJ edit's up to 250");
        expect(lengthHint(mix, 'abc', { is_dj_edit: true })).toBe("3/250 · A DJ edit's up to 250");
        const long = 'm'.repeat(129);
        expect(validateRecord(tracks, ['mix_name'], { mix_name: long })).toEqual({
            mix_name: 'Must be 128 characters or fewer',
        });
        expect(validateRecord(tracks, ['mix_name'], { mix_name: long, is_dj_edit: true })).toEqual({});
        expect(fieldError(mix, 'm'.repeat(251))).toBe('Must be 250 characters or fewer');
    });
});

describe('takenByAnotherRow', () => {
    const stages = streamStages;
    const saved = [
        { id: 1, number: 1 },
        { id: 2, number: 2 },
    ];
    it('refuses a new stage whose number another stage holds, in the dialog', () => {
        expect(takenByAnotherRow(stages, { number: '2' }, saved)).toEqual({ number: messages.live.stageNumberTaken });
        expect(takenByAnotherRow(stages, { number: 3 }, saved)).toEqual({});
    });
    it('lets a stage keep its own number, and leaves a blank one to the required rule', () => {
        expect(takenByAnotherRow(stages, { number: 2 }, saved, 2)).toEqual({});
        expect(takenByAnotherRow(stages, { number: '' }, saved)).toEqual({});
    });
});
