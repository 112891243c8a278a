/**
 * The page-side stopwatch of the list benches (bench:rows, bench:day): from a click's event to the
 * frame after a list's new rows show, by the page's own clock.
 */
import type { Page } from 'playwright-core';

/**
 * Arms a stopwatch in the page: it starts at the next click and stops on the frame after the list
 * at `path` shows data rows (an ID in a cell of the main table). With `clickMenu`, it clicks the
 * menu's link to `path` as soon as that link appears, as a person who knows where to go would.
 */
export function arm(page: Page, path: string, clickMenu: boolean): Promise<number> {
    const shown = page.evaluate(`(${STOPWATCH})(${JSON.stringify(path)}, ${clickMenu})`) as Promise<number>;
    // A step that never shows its rows fails the bench rather than hanging it.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${path}: no rows within ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS);
    });
    return Promise.race([shown, late]).finally(() => clearTimeout(timer));
}
const STEP_TIMEOUT_MS = 30_000;

// Plain text, so that the page runs it as written (the TypeScript loader would add helpers).
const STOPWATCH = `(path, clickMenu) => new Promise(resolve => {
    let start = 0;
    let clicked = false;
    // The rows shown when armed are the last list's: the new list's rows are other rows.
    const firstRow = () => document.querySelector('main tbody tr')?.textContent ?? '';
    const before = firstRow();
    document.addEventListener('click', () => (start ||= performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
        if (clickMenu && !clicked) {
            const link = document.querySelector('[role="menuitem"][href="' + path + '"]');
            if (link) {
                clicked = true;
                link.click();
            }
        }
        const rows = location.pathname === path && firstRow() !== before &&
            [...document.querySelectorAll('main tbody tr td')].some(td => /^\\d+$/.test(td.textContent.trim()) || td.querySelector('a'));
        if (!rows) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;
