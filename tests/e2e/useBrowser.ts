/**
 * The launch/close every browser test file repeated: `const browser = useBrowser();` launches
 * Debian's Chromium before the file's tests and closes it after them. The answer stands for that
 * browser (tests pass it on as before); used before the file's tests start, it says so.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';

export function useBrowser(): Browser {
    let launched: Browser | undefined;
    beforeAll(async () => {
        launched = await launch();
    });
    afterAll(async () => {
        await launched?.close();
    });
    return new Proxy({} as Browser, {
        get(_, key) {
            if (!launched) throw new Error('The browser is launched before the tests: use it inside one.');
            const value: unknown = Reflect.get(launched, key, launched);
            return typeof value === 'function' ? value.bind(launched) : value;
        },
    });
}
