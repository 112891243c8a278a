/** The reference API's one PNG encoder: real files that the console's image rules read. */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../resources/images';
import { gradientPng, solidPng } from '../../server/core/png';

/** The first and last pixel rows' first pixel, read back from the IDAT chunk. */
function cornerColours(png: Buffer, width: number, height: number) {
    const idat = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const stride = width * 3 + 1;
    return [[...pixels.subarray(1, 4)], [...pixels.subarray((height - 1) * stride + 1, (height - 1) * stride + 4)]];
}

describe('PNG encoder', () => {
    it('writes a gradient from the top colour to the bottom one at the asked size', () => {
        const png = gradientPng(40, 30, [0, 100, 200], [200, 50, 0]);
        expect(imageSize(new Uint8Array(png))).toMatchObject({ width: 40, height: 30 });
        expect(cornerColours(png, 40, 30)).toEqual([
            [0, 100, 200],
            [200, 50, 0],
        ]);
    });
    it('writes one colour as a gradient between the same two', () => {
        const png = solidPng(17, 9, [9, 8, 7]);
        expect(png.equals(gradientPng(17, 9, [9, 8, 7], [9, 8, 7]))).toBe(true);
        expect(cornerColours(png, 17, 9)).toEqual([
            [9, 8, 7],
            [9, 8, 7],
        ]);
    });
});
