/**
 * The one PNG encoder of the reference API (RGB, 8 bits, no filtering): a vertical gradient between
 * two colours, or one colour. Seeded images and the images the API makes up itself are real files
 * whose rows compress to almost nothing.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
}

export function gradientPng(width: number, height: number, top: Rgb, bottom: Rgb): Buffer {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
    const pixels = Buffer.alloc((width * 3 + 1) * height);
    for (let y = 0; y < height; y++) {
        const f = height > 1 ? y / (height - 1) : 0;
        const rgb = top.map((c, i) => Math.round(c + (bottom[i] - c) * f));
        const row = y * (width * 3 + 1);
        for (let x = 0; x < width; x++) pixels.set(rgb, row + 1 + x * 3);
    }
    return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(pixels)),
        chunk('IEND', Buffer.alloc(0)),
    ]);
}

export const solidPng = (width: number, height: number, rgb: Rgb): Buffer => gradientPng(width, height, rgb, rgb);
