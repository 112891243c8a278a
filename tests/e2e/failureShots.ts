/**
 * When a browser test fails, every page it still has open is photographed as
 * `screenshots/FAILED-<test>-<n>.png`, so a failure seen once (on a busy machine) can be read.
 */
import { afterEach } from 'vitest';
import { fieldErrors, openPages, shot } from './browser';

afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    let n = 0;
    for (const page of openPages) {
        n += 1;
        await shot(page, `FAILED-${name}-${n}`).catch(() => undefined);
        const said = await fieldErrors(page).catch(() => []);
        console.error(
            `failed test "${task.name}": page ${n} at ${page.url()}; fields say: ${said.join('; ') || 'nothing'}`
        );
    }
});
