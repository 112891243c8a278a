/**
 * The launch/close every browser test file repeated: `const browser = useBrowser();` gives the file
 * Debian's Chromium for its tests, and closes every context the file opened after them. The answer
 * stands for that browser (tests pass it on as before); used before the file's tests start, it says so.
 *
 * A lane's files share one Chromium: they share one worker (`isolate: false` in vitest.config.ts),
 * so this module, and the browser it launched, stays loaded from one file to the next. A launch
 * costs about 0.6 s of CPU (measured), once per file before. Each file still starts with no page
 * open, and a browser that crashed or was closed is launched again for the next file.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';

let laneBrowser: Promise<Browser> | undefined;

/** The lane's browser, launched on first use and again after a crash. */
function sharedBrowser(): Promise<Browser> {
    laneBrowser ??= launch().then(browser => {
        browser.on('disconnected', () => (laneBrowser = undefined));
        return browser;
    });
    return laneBrowser;
}

export function useBrowser(): Browser {
    let launched: Browser | undefined;
    beforeAll(async () => {
        launched = await sharedBrowser();
    });
    afterAll(async () => {
        // What the file opened goes with it: the next file meets a browser without pages.
        await Promise.all(launched?.contexts().map(context => context.close()) ?? []);
    });
    return new Proxy({} as Browser, {
        get(_, key) {
            if (!launched) throw new Error('The browser is launched before the tests: use it inside one.');
            const value: unknown = Reflect.get(launched, key, launched);
            return typeof value === 'function' ? value.bind(launched) : value;
        },
    });
}
