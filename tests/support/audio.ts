/** Small, valid audio files for tests: real headers, silent samples. */

const text = (s: string) => [...s].map(c => c.charCodeAt(0));

/** A PCM WAV of `seconds` (16-bit stereo at 44.1 kHz unless told). */
export function wav(seconds: number, rate = 44_100, channels = 2): Uint8Array {
    const byteRate = rate * channels * 2;
    const dataSize = Math.round(seconds * byteRate);
    const b = new Uint8Array(44 + dataSize);
    const v = new DataView(b.buffer);
    b.set(text('RIFF'), 0);
    v.setUint32(4, 36 + dataSize, true);
    b.set(text('WAVEfmt '), 8);
    v.setUint32(16, 16, true);
    v.setUint16(20, 1, true);
    v.setUint16(22, channels, true);
    v.setUint32(24, rate, true);
    v.setUint32(28, byteRate, true);
    v.setUint16(32, channels * 2, true);
    v.setUint16(34, 16, true);
    b.set(text('data'), 36);
    v.setUint32(40, dataSize, true);
    return b;
}

/** A FLAC header whose STREAMINFO says `seconds` at 44.1 kHz (no audio frames: the check reads headers). */
export function flac(seconds: number, rate = 44_100): Uint8Array {
    const b = new Uint8Array(42);
    b.set(text('fLaC'), 0);
    b.set([0x80, 0, 0, 34], 4);
    const samples = Math.round(seconds * rate);
    b[18] = rate >> 12;
    b[19] = (rate >> 4) & 0xff;
    b[20] = ((rate & 0x0f) << 4) | (1 << 1);
    b[21] = (15 << 4) | Math.floor(samples / 2 ** 32);
    new DataView(b.buffer).setUint32(22, samples >>> 0);
    return b;
}

/** An AIFF with a COMM chunk of `seconds` at 44.1 kHz. */
export function aiff(seconds: number): Uint8Array {
    const b = new Uint8Array(12 + 26);
    const v = new DataView(b.buffer);
    b.set(text('FORM'), 0);
    v.setUint32(4, 30);
    b.set(text('AIFFCOMM'), 8);
    v.setUint32(16, 18);
    v.setUint16(20, 2);
    v.setUint32(22, Math.round(seconds * 44_100));
    v.setUint16(26, 16);
    // 44100 as an 80-bit extended float: exponent 16383 + 15, mantissa 44100 << 48.
    v.setUint16(28, 16383 + 15);
    v.setUint32(30, 44_100 * 2 ** 16);
    v.setUint32(34, 0);
    return b;
}

/** The start of an MP3 (an ID3 tag), for "renamed to .wav" refusals. */
export const mp3 = () => new Uint8Array([...text('ID3'), 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
