/**
 * Audio-file verification (spec §9: on): an upload is judged by its content, not its name — the
 * header of the kind its name claims, and a duration that can be read from it. Pure: works on the
 * file's first bytes (headers sit at the start of each of these formats).
 */

export type AudioCheck = { ok: true; seconds: number } | { ok: false; reason: string };

/** How many leading bytes the check needs at most. */
export const AUDIO_HEADER_BYTES = 1 << 20;

const ascii = (b: Uint8Array, at: number, length = 4) => String.fromCharCode(...b.subarray(at, at + length));
const view = (b: Uint8Array) => new DataView(b.buffer, b.byteOffset, b.byteLength);

/** RIFF/WAVE: the `fmt ` chunk's byte rate and the `data` chunk's size. */
function wavSeconds(b: Uint8Array): number | null {
    if (b.length < 12 || ascii(b, 0) !== 'RIFF' || ascii(b, 8) !== 'WAVE') return null;
    const v = view(b);
    let byteRate = 0;
    for (let at = 12; at + 8 <= b.length;) {
        const id = ascii(b, at);
        const size = v.getUint32(at + 4, true);
        if (id === 'fmt ' && at + 16 <= b.length) byteRate = v.getUint32(at + 16, true);
        if (id === 'data') return byteRate > 0 ? size / byteRate : NaN;
        at += 8 + size + (size % 2);
    }
    return NaN;
}

/** FORM/AIFF or AIFC: the `COMM` chunk's frame count over its 80-bit sample rate. */
function aiffSeconds(b: Uint8Array): number | null {
    if (b.length < 12 || ascii(b, 0) !== 'FORM' || !['AIFF', 'AIFC'].includes(ascii(b, 8))) return null;
    const v = view(b);
    for (let at = 12; at + 8 <= b.length;) {
        const size = v.getUint32(at + 4);
        if (ascii(b, at) === 'COMM' && at + 26 <= b.length) {
            const frames = v.getUint32(at + 10);
            const exponent = (v.getUint16(at + 16) & 0x7fff) - 16383;
            const mantissa = v.getUint32(at + 18) * 2 ** 32 + v.getUint32(at + 22);
            return frames / (mantissa * 2 ** (exponent - 63));
        }
        at += 8 + size + (size % 2);
    }
    return NaN;
}

/** fLaC: the STREAMINFO block's total samples over its sample rate. */
function flacSeconds(b: Uint8Array): number | null {
    if (b.length < 4 || ascii(b, 0) !== 'fLaC') return null;
    if (b.length < 26 || (b[4] & 0x7f) !== 0) return NaN;
    const rate = (b[18] << 12) | (b[19] << 4) | (b[20] >> 4);
    const samples = (b[21] & 0x0f) * 2 ** 32 + view(b).getUint32(22);
    return samples / rate;
}

const READERS: Record<string, { kind: string; seconds: (b: Uint8Array) => number | null }> = {
    wav: { kind: 'WAV', seconds: wavSeconds },
    flac: { kind: 'FLAC', seconds: flacSeconds },
    aiff: { kind: 'AIFF', seconds: aiffSeconds },
};

/** Checks `head` (the file's first bytes) against the kind `extension` claims. */
export function checkAudio(extension: string, head: Uint8Array): AudioCheck {
    const reader = READERS[extension.toLowerCase()];
    if (!reader) return { ok: false, reason: 'Audio files must be wav, flac or aiff.' };
    const seconds = reader.seconds(head);
    if (seconds === null) return { ok: false, reason: `The file's content is not ${reader.kind}.` };
    if (!Number.isFinite(seconds) || seconds <= 0)
        return { ok: false, reason: `The ${reader.kind} file's duration cannot be read.` };
    return { ok: true, seconds };
}
