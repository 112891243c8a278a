/**
 * `GET catalog/tracks/{id}/stream/`: playable audio for the console's player. The reference API
 * holds no real recordings, so it makes a short clip per track: a tone at the track's key, pulsed
 * at its BPM (16-bit mono WAV), served inert like every stored file.
 */
import { stmt } from '../../db';
import { visibleParent } from '../../core/collection';
import { HttpError } from '../../core/errors';
import { tracks } from '../../core/catalog/tracks';
import { api } from '../../../resources/messages/api';
import { serve } from '../../core/operations';
import { trackStream } from '../../../resources/operations/catalog';

const RATE = 8000;
export const STREAM_SECONDS = 8;

/** A PCM WAV of `samples` (−1…1) at RATE. */
export function wavOf(samples: Float32Array): Buffer {
    const data = Buffer.alloc(samples.length * 2);
    samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
    const head = Buffer.alloc(44);
    head.write('RIFF', 0, 'ascii');
    head.writeUInt32LE(36 + data.length, 4);
    head.write('WAVEfmt ', 8, 'ascii');
    head.writeUInt32LE(16, 16); // fmt chunk size
    head.writeUInt16LE(1, 20); // PCM
    head.writeUInt16LE(1, 22); // mono
    head.writeUInt32LE(RATE, 24);
    head.writeUInt32LE(RATE * 2, 28); // bytes per second
    head.writeUInt16LE(2, 32); // block align
    head.writeUInt16LE(16, 34); // bits per sample
    head.write('data', 36, 'ascii');
    head.writeUInt32LE(data.length, 40);
    return Buffer.concat([head, data]);
}

/** The clip: A3 raised by the key's number of semitones, a decaying pulse on every beat. */
export function trackClip(keyId: number | null, bpm: number | null): Buffer {
    const frequency = 220 * 2 ** (((keyId ?? 0) % 12) / 12);
    const beat = 60 / Math.min(Math.max(bpm ?? 120, 60), 200);
    const samples = new Float32Array(RATE * STREAM_SECONDS);
    for (let i = 0; i < samples.length; i++) {
        const t = i / RATE;
        const sinceBeat = t % beat;
        samples[i] = 0.5 * Math.sin(2 * Math.PI * frequency * t) * Math.exp(-sinceBeat * 6);
    }
    return wavOf(samples);
}

export const streamOperation = serve(trackStream, ctx => {
    const { id, row } = visibleParent(ctx, tracks);
    const files = stmt(ctx.get('db'), 'SELECT count(*) FROM audio_files WHERE track_id = ?').pluck().get(id) as number;
    if (!files) throw new HttpError(404, api.noStreamAudio);
    return ctx.body(new Uint8Array(trackClip(row.key_id as number | null, row.bpm as number | null)), 200, {
        'Content-Type': 'audio/wav',
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, max-age=3600',
        'Content-Security-Policy': "default-src 'none'",
        'X-Content-Type-Options': 'nosniff',
    });
});
