/** Packaging without the package call: the release, its cover and its tracks through §7 calls, in order; no artists or audio sent. */
import { describe, expect, it } from 'vitest';
import { createBySpecCalls, noProgress } from '../../src/pages/packaging/createBySpecCalls';
import { messages } from '../../resources/messages';
import { firstStepWithErrors, stepErrors, type PackageDraft } from '../../resources/packaging/package';

describe('createBySpecCalls', () => {
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    const audio = new File(['wav'], 'one.wav', { type: 'audio/wav' });
    const draft = {
        release: { name: 'Spec Release', label_id: 3, artist_ids: [1] },
        cover: { file: cover, name: 'cover.png' },
        tracks: [
            { name: 'One', isrc: 'USRC17600001', artist_ids: [2], audio: { file: audio, name: 'one.wav' } },
            { name: 'Two', audio: { file: audio, name: 'one.wav' } },
        ],
    } as unknown as PackageDraft;

    function fakeProvider(failOn?: string) {
        const calls: { call: string; body: unknown }[] = [];
        let next = 100;
        const provider = {
            create: (resource: string, { data }: { data: Record<string, unknown> }) => {
                calls.push({ call: `POST ${resource}/`, body: data });
                if (failOn === resource) return Promise.reject(new Error('refused'));
                return Promise.resolve({ data: { ...data, id: next++ } });
            },
            uploadImage: (resource: string, id: number, file: File) => {
                calls.push({ call: `POST ${resource}/${id}/images/`, body: file.name });
                return Promise.resolve({});
            },
        };
        return { calls, provider: provider as unknown as Parameters<typeof createBySpecCalls>[0] };
    }

    it('creates the release, uploads its cover, then each track on it, without artists or audio', async () => {
        const { calls, provider } = fakeProvider();
        const made = await createBySpecCalls(provider, draft);
        expect(calls.map(c => c.call)).toEqual([
            'POST catalog/releases/',
            'POST catalog/releases/100/images/',
            'POST catalog/tracks/',
            'POST catalog/tracks/',
        ]);
        expect(calls[1].body).toBe('cover.png');
        expect(calls[2].body).toMatchObject({ name: 'One', isrc: 'USRC17600001', release_id: 100 });
        expect(JSON.stringify(calls.map(c => c.body))).not.toMatch(/artist_ids|audio/);
        expect(made).toEqual({ release: { id: 100, name: 'Spec Release' }, tracks: [{ id: 101 }, { id: 102 }] });
    });

    it('stops at a refusal and passes it on (the wizard keeps the values and says why)', async () => {
        const { calls, provider } = fakeProvider('catalog/tracks');
        await expect(createBySpecCalls(provider, draft)).rejects.toThrow('refused');
        expect(calls.map(c => c.call)).toEqual([
            'POST catalog/releases/',
            'POST catalog/releases/100/images/',
            'POST catalog/tracks/',
        ]);
    });

    it('goes on from where a refusal stopped it: the release and its cover are not made twice', async () => {
        const progress = noProgress();
        const first = fakeProvider('catalog/tracks');
        await expect(createBySpecCalls(first.provider, draft, progress)).rejects.toThrow('refused');
        expect(progress).toEqual({ release: { id: 100, name: 'Spec Release' }, coverSent: true, tracks: [] });
        const again = fakeProvider();
        const made = await createBySpecCalls(again.provider, draft, progress);
        expect(again.calls.map(c => c.call)).toEqual(['POST catalog/tracks/', 'POST catalog/tracks/']);
        expect(again.calls[0].body).toMatchObject({ name: 'One', release_id: 100 });
        expect(made.release.id).toBe(100);
        expect(made.tracks).toHaveLength(2);
    });
});

describe('the steps’ checks when the package goes through §7 calls', () => {
    const release = { name: 'R', release_date: '2027-05-07', label_id: 1 };
    const cover = { name: 'c.png', width: 600, height: 600 };

    it('asks for neither the artists nor the audio, which those calls cannot send; the rest is checked as ever', () => {
        const draft = { release, cover, tracks: [{ name: 'One' }] } as unknown as PackageDraft;
        expect(stepErrors('create', draft)).toMatchObject({
            artist_ids: expect.any(String),
            '0.audio': messages.packaging.audioRequired,
        });
        expect(stepErrors('create', draft, false)).toEqual({});
        expect(firstStepWithErrors(draft, false)).toBeNull();
        const untitled = { release, cover, tracks: [{}] } as unknown as PackageDraft;
        expect(Object.keys(stepErrors('tracks', untitled, false))).toEqual(['0.name']);
    });
});
