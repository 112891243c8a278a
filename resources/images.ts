/**
 * Image size rules of the schema (cover art 500x500 and square, label image 500x500, chart
 * image 1050x508 or larger at its 2.07:1 ratio).
 */
import { fill, messages } from './messages';

export interface ImageRule {
    minWidth: number;
    minHeight: number;
    square?: boolean;
    exact?: boolean;
    /** The minimum size's own ratio is required (within 1%): a larger image scales down to it. */
    keepRatio?: boolean;
}

/** Width over height as the rule requires it, within 1%. */
const sameRatio = (rule: ImageRule, width: number, height: number) =>
    Math.abs((width * rule.minHeight) / (height * rule.minWidth) - 1) <= 0.01;

export function imageRuleOk(rule: ImageRule, width: number, height: number): boolean {
    if (rule.exact) return width === rule.minWidth && height === rule.minHeight;
    if (width < rule.minWidth || height < rule.minHeight) return false;
    if (rule.keepRatio && !sameRatio(rule, width, height)) return false;
    return !rule.square || width === height;
}

/** The rule as a hint reads it, the one text every image input shows ("At least 500 × 500 pixels and square"). */
export function imageRuleText(rule: ImageRule): string {
    const size = fill(messages.edit.imageSize, { width: rule.minWidth, height: rule.minHeight });
    if (rule.exact) return size;
    const ratio = rule.keepRatio ? ` at ${(rule.minWidth / rule.minHeight).toFixed(2)}:1` : '';
    return `${fill(messages.edit.imageAtLeast, { size })}${rule.square ? ' and square' : ''}${ratio}`;
}

/** Width and height from a PNG or JPEG header; null for anything else (treated as not an image). */
export function imageSize(
    bytes: Uint8Array
): { width: number; height: number; mime: 'image/png' | 'image/jpeg' } | null {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
        return { width: view.getUint32(16), height: view.getUint32(20), mime: 'image/png' };
    }
    if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
        let i = 2;
        while (i + 9 < bytes.length) {
            if (bytes[i] !== 0xff) return null;
            const marker = bytes[i + 1];
            const len = view.getUint16(i + 2);
            if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
                return { height: view.getUint16(i + 5), width: view.getUint16(i + 7), mime: 'image/jpeg' };
            }
            i += 2 + len;
        }
    }
    return null;
}
