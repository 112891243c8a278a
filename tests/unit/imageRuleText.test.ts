/** The one image-rule hint every image input shows, read as people say sizes (walk 52: "exactly 500x500"). */
import { describe, expect, it } from 'vitest';
import { imageRuleText } from '../../resources/images';

describe('imageRuleText', () => {
    it('says an exact size in pixels with a multiplication sign', () => {
        expect(imageRuleText({ minWidth: 500, minHeight: 500, exact: true })).toBe('500 × 500 pixels');
    });
    it('says a minimum, square or at a ratio', () => {
        expect(imageRuleText({ minWidth: 500, minHeight: 500, square: true })).toBe(
            'At least 500 × 500 pixels and square'
        );
        expect(imageRuleText({ minWidth: 1050, minHeight: 508, keepRatio: true })).toBe(
            'At least 1050 × 508 pixels at 2.07:1'
        );
    });
});
