/** The packaging tool's step checks: the release and track rules of the model, file checks, drafts. */
import { describe, expect, it } from 'vitest';
import { fill, messages } from '../../resources/messages';
import {
    coverSizeProblem,
    PACKAGE_MAX_ARTISTS,
    packageBody,
    trackArtistIds,
    draftToResume,
    draftToSave,
    emptyDraft,
    firstStepWithErrors,
    hasContent,
    releaseStepErrors,
    stepErrors,
    tracksStepErrors,
    type PackageDraft,
} from '../../resources/packaging/package';

const v = messages.validation;
const cover = { name: 'cover.png', width: 1400, height: 1400, problem: null };
const release = { name: 'Night Drive', label_id: 1, release_date: '2027-04-02', artist_ids: [3] };
const track = { name: 'Intro', isrc: 'USRC17600001', audio: { name: 'intro.wav', problem: null } };
const full: PackageDraft = { release, cover, tracks: [track, { ...track, name: 'Outro' }] };

describe('release info step', () => {
    it('passes a complete release', () => {
        expect(releaseStepErrors(release, cover)).toEqual({});
    });
    it('applies the release model’s limits and rules', () => {
        expect(releaseStepErrors({ ...release, upc: '1'.repeat(33) }, cover)).toEqual({
            upc: 'Must be 32 characters or fewer',
        });
        expect(releaseStepErrors({ ...release, grid: 'A'.repeat(19) }, cover)).toEqual({
            grid: 'Must be 18 characters or fewer',
        });
        expect(releaseStepErrors({ ...release, name: 'x'.repeat(251) }, cover).name).toBe(
            'Must be 250 characters or fewer'
        );
        expect(releaseStepErrors({ ...release, pre_order_weeks: 5 }, cover)).toEqual({
            pre_order_weeks: 'Must be between 0 and 4',
        });
        expect(releaseStepErrors({ ...release, exclusive_period_id: 999 }, cover)).toEqual({
            exclusive_period_id: v.chooseOption,
        });
        expect(
            releaseStepErrors({ ...release, is_available_for_pre_order: true, pre_order_date: '2027-04-09' }, cover)
        ).toEqual({ pre_order_date: v.preOrderBeforePublish });
        expect(
            releaseStepErrors({ ...release, is_available_for_pre_order: true, pre_order_date: '2027-03-01' }, cover)
        ).toEqual({});
    });
    it('requires a title, a label, a street date and cover art of at least 500x500 and square', () => {
        expect(releaseStepErrors({}, null)).toEqual({
            name: v.required,
            label_id: v.required,
            release_date: v.required,
            artist_ids: messages.packaging.artistRequired,
            cover: messages.packaging.coverRequired,
        });
        expect(releaseStepErrors(release, { name: 'small.png', width: 499, height: 499 }).cover).toBe(v.coverArt);
        expect(releaseStepErrors(release, { name: 'wide.png', width: 1000, height: 600 }).cover).toBe(v.coverArt);
        expect(releaseStepErrors(release, { name: 'x.png', problem: v.coverArt }).cover).toBe(v.coverArt);
    });
    it('judges a cover by its size as soon as it is chosen, with the words Next uses', () => {
        expect(coverSizeProblem(1000, 600)).toBe(v.coverArt);
        expect(coverSizeProblem(499, 499)).toBe(v.coverArt);
        expect(coverSizeProblem(500, 500)).toBeNull();
    });
    it('needs the release’s artists; a track’s own are optional and stand in for the release’s', () => {
        expect(releaseStepErrors({ ...release, artist_ids: [] }, cover).artist_ids).toBe(
            messages.packaging.artistRequired
        );
        expect(releaseStepErrors({ ...release, artist_ids: ['x'] }, cover).artist_ids).toBe(v.idList);
        const many = Array.from({ length: PACKAGE_MAX_ARTISTS + 1 }, (_, i) => i + 1);
        expect(tracksStepErrors([{ ...track, artist_ids: many }])['0.artist_ids']).toBe(
            fill(messages.packaging.tooManyArtists, { max: PACKAGE_MAX_ARTISTS })
        );
        expect(trackArtistIds(release, track)).toEqual([3]);
        expect(trackArtistIds(release, { ...track, artist_ids: [7, 5, 7] })).toEqual([7, 5]);
        expect(packageBody(full).release).toEqual(release);
    });
});

describe('track details step', () => {
    it('needs at least one track, each with a title and an audio file of wav, flac or aiff', () => {
        expect(tracksStepErrors([])).toEqual({ tracks: messages.packaging.trackRequired });
        expect(tracksStepErrors([{}])).toEqual({ '0.name': v.required, '0.audio': messages.packaging.audioRequired });
        expect(tracksStepErrors([track, { ...track, audio: { name: 'song.mp3' } }])).toEqual({
            '1.audio': v.audioType,
        });
        expect(
            tracksStepErrors([{ ...track, audio: { name: 'x.wav', problem: 'Upload failed. Please try again.' } }])
        ).toEqual({
            '0.audio': 'Upload failed. Please try again.',
        });
    });
    it('applies the track model’s limits: title 250, ISRC 16', () => {
        expect(tracksStepErrors([{ ...track, isrc: 'U'.repeat(17), name: 'n'.repeat(251) }])).toEqual({
            '0.isrc': 'Must be 16 characters or fewer',
            '0.name': 'Must be 250 characters or fewer',
        });
    });
});

describe('steps', () => {
    it('checks each step before the next opens; the create step checks them all', () => {
        const noTracks = { ...full, tracks: [{}] };
        expect(stepErrors('release', noTracks)).toEqual({});
        expect(Object.keys(stepErrors('tracks', noTracks))).toEqual(['0.name', '0.audio']);
        expect(Object.keys(stepErrors('create', { ...noTracks, cover: null }))).toEqual(['cover', '0.name', '0.audio']);
        expect(firstStepWithErrors(noTracks)).toBe('tracks');
        expect(firstStepWithErrors(full)).toBeNull();
    });
});

describe('drafts', () => {
    it('keep the step fields and the files’ names only; resuming asks for the files again', () => {
        const withFile = {
            ...full,
            release: { ...release, stray: 'not a field' },
            tracks: [{ ...track, audio: { ...track.audio, file: new Blob(['x']) } }],
        } as unknown as PackageDraft;
        const saved = draftToSave('tracks', withFile);
        expect(saved).toEqual({
            step: 'tracks',
            draft: {
                release,
                cover: { name: 'cover.png', width: 1400, height: 1400 },
                tracks: [{ name: 'Intro', isrc: 'USRC17600001', audio: { name: 'intro.wav' } }],
            },
        });
        const back = draftToResume(JSON.parse(JSON.stringify(saved)));
        expect(back.step).toBe('tracks');
        expect(back.filesToChoose).toEqual(['cover.png', 'intro.wav']);
        expect(back.draft).toEqual({
            release,
            cover: null,
            tracks: [{ name: 'Intro', isrc: 'USRC17600001', audio: null }],
        });
    });
    it('an untouched wizard is no draft; a broken saved draft resumes as a fresh one', () => {
        expect(hasContent(emptyDraft())).toBe(false);
        // What a fresh form holds: its switches off, no artists chosen.
        const fresh = {
            release: { is_available_for_pre_order: false, artist_ids: [] },
            cover: null,
            tracks: [{ is_explicit: false, artist_ids: [] }],
        };
        expect(hasContent(fresh)).toBe(false);
        expect(hasContent({ ...fresh, release: { ...fresh.release, is_available_for_pre_order: true } })).toBe(true);
        expect(hasContent({ ...emptyDraft(), tracks: [{ name: 'A' }] })).toBe(true);
        expect(draftToResume({ step: 'nowhere' as 'release' })).toEqual({
            step: 'release',
            filesToChoose: [],
            draft: { release: {}, cover: null, tracks: [{ audio: null }] },
        });
    });
});
