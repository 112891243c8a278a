import { describe, expect, it } from 'vitest';
import { checkAudio } from '../../resources/audio';
import { aiff, flac, mp3, wav } from '../support/audio';

describe('audio-file verification', () => {
    it('reads the duration of a WAV, a FLAC and an AIFF from their headers', () => {
        expect(checkAudio('wav', wav(0.5))).toEqual({ ok: true, seconds: 0.5 });
        expect(checkAudio('FLAC', flac(215.25))).toEqual({ ok: true, seconds: 215.25 });
        expect(checkAudio('aiff', aiff(3))).toEqual({ ok: true, seconds: 3 });
    });

    it('refuses a file whose content is not the kind its name claims', () => {
        expect(checkAudio('wav', mp3())).toEqual({ ok: false, reason: "The file's content is not WAV." });
        expect(checkAudio('flac', wav(1))).toEqual({ ok: false, reason: "The file's content is not FLAC." });
        expect(checkAudio('aiff', new Uint8Array(1024))).toEqual({
            ok: false,
            reason: "The file's content is not AIFF.",
        });
    });

    it('refuses a header without a readable duration', () => {
        const noData = wav(1).subarray(0, 36);
        expect(checkAudio('wav', noData)).toEqual({ ok: false, reason: "The WAV file's duration cannot be read." });
        expect(checkAudio('flac', flac(0))).toEqual({ ok: false, reason: "The FLAC file's duration cannot be read." });
    });

    it('refuses other kinds', () => {
        expect(checkAudio('mp3', mp3())).toEqual({ ok: false, reason: 'Audio files must be wav, flac or aiff.' });
    });
});
