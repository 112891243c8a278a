import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DISABLED_FEATURES } from '../e2e/browser';

/** playwright-core's own disabled features, read from its bundle (the array after `disabledFeatures = [`). */
function playwrightDisabledFeatures(): string[] {
    const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
    const bundle = readFileSync(join(root, 'lib/coreBundle.js'), 'utf8');
    const start = bundle.indexOf('disabledFeatures = [');
    if (start < 0)
        throw new Error('playwright-core no longer has `disabledFeatures = [`: check tests/e2e/browser.ts by hand.');
    const list = bundle.slice(start, bundle.indexOf('].filter', start));
    return [...list.matchAll(/^\s*"([A-Za-z]+)"/gm)].map(m => m[1]);
}

describe('the browser tests’ Chromium switches', () => {
    it('keep every feature playwright-core disables (Chromium keeps only the last --disable-features)', () => {
        const theirs = playwrightDisabledFeatures();
        expect(theirs.length).toBeGreaterThan(5);
        expect(theirs.filter(f => !DISABLED_FEATURES.includes(f))).toEqual([]);
    });

    it('pass one --disable-features, with the omnibox popup’s WebUI off', () => {
        const switches = CHROMIUM_ARGS.filter(a => a.startsWith('--disable-features='));
        expect(switches).toHaveLength(1);
        expect(switches[0].split('=')[1].split(',')).toEqual(expect.arrayContaining(['WebUIOmniboxPopup']));
    });
});
