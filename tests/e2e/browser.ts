/** Debian's Chromium driven by playwright-core, headless, with a fresh profile each launch
 * (playwright gives every launch() a new temporary user-data-dir). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium keeps one `--disable-features` (the last), so this list repeats playwright-core's own
 * (1.65, `chromiumSwitches`) and adds the omnibox popup's WebUI: headless Chromium 156 builds that
 * popup for every new window, a renderer of its own costing about 0.2 s of CPU per browser context
 * (measured: 10 contexts 4.1 s → 2.0 s), and the browser tests open hundreds of contexts.
 * tests/unit/chromiumSwitches.test.ts fails when playwright-core disables a feature not listed here.
 */
export const DISABLED_FEATURES = [
    ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
    ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
    ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin'],
    ...['OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
    ...['msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'],
    ...['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'],
];

/** The switches every launch here passes (the browser tests and the benches alike). */
export const CHROMIUM_ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

export async function launch(): Promise<Browser> {
    return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

export async function login(page: Page, base: string, username: string, password = 'console-demo', path = '/auth') {
    await page.goto(`${base}${path}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A demo account's own token, for setting up what a test needs through the API. */
export async function tokenFor(base: string, username: string): Promise<string> {
    const res = await fetch(`${base}/v4/auth/o/token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username, password: 'console-demo', client_id: 'e2e' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
}

/** The signed-in page's access token, as the console keeps it. */
export const tokenOf = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('state')!).auth.access_token as string);

export type ApiBody = Record<string, unknown> & { results: Record<string, unknown>[] };
/** A v4 call as the page's user: its status and JSON body (`init.json` sent as JSON). */
export async function apiAs(
    page: Page,
    base: string,
    path: string,
    init: { method?: string; json?: unknown } = {}
): Promise<{ status: number; body: ApiBody }> {
    const res = await fetch(`${base}/v4/${path}`, {
        method: init.method ?? 'GET',
        headers: {
            Authorization: `Bearer ${await tokenOf(page)}`,
            ...(init.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        },
        body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    return { status: res.status, body: (res.status === 204 ? {} : await res.json()) as ApiBody };
}

/**
 * Goes to `path` inside the running console the way its own links do (the router follows the
 * history), without reloading the page: a screen renders as it does after a click, in a fraction
 * of a full load's time.
 */
export async function navigate(page: Page, path: string): Promise<void> {
    await page.evaluate(to => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
    }, path);
}

/**
 * Opens a list's create form from its Create button, as a person does: the form is there once its
 * Save button shows. Until then the list stays on screen (the router holds it while the form's code
 * loads), and a field of the same name there (a list's Name filter) is not the form's.
 */
export async function openCreate(page: Page): Promise<void> {
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
}

/**
 * Counts the page's requests from now on; the answer waits until none has been in flight for
 * `quietMs` (what `networkidle` tells after a full load, for screens reached without one).
 */
export function networkQuiet(page: Page, quietMs = 250): (timeoutMs?: number) => Promise<void> {
    const inFlight = new Set<Request>();
    let changed = Date.now();
    const start = (r: Request) => (inFlight.add(r), (changed = Date.now()));
    const end = (r: Request) => (inFlight.delete(r), (changed = Date.now()));
    page.on('request', start);
    page.on('requestfinished', end);
    page.on('requestfailed', end);
    return async (timeoutMs = 30_000) => {
        const until = Date.now() + timeoutMs;
        while (inFlight.size || Date.now() - changed < quietMs) {
            if (Date.now() > until)
                throw new Error(
                    `${inFlight.size} requests still running after ${timeoutMs} ms: ` +
                        [...inFlight].map(r => `${r.method()} ${r.url()}`).join(', ')
                );
            await new Promise(r => setTimeout(r, 25));
        }
    };
}

/**
 * What shows a screen still loading: a skeleton, or a progress bar without a value (a bar with one,
 * a player's position or an upload's progress, is not the screen loading, and may stay).
 */
export const LOADING = '.MuiSkeleton-root, [role=progressbar]:not([aria-valuenow])';

/** Waits until running transitions end (endless ones, a spinner, excepted): a menu still growing moves under the pointer. */
export function settled(page: Page): Promise<unknown> {
    return page.waitForFunction(
        () =>
            document
                .getAnimations()
                .every(a => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        undefined,
        { timeout: 5_000 }
    );
}

/** Each page's count of requests in flight (see networkQuiet), from its opening when made by newPage. */
const requestsOf = new WeakMap<Page, ReturnType<typeof networkQuiet>>();
/**
 * Waits until none of the page's requests has been in flight for 150 ms (no answer is left to
 * arrive) and what the last answers bring is rendered (their renders run before the next frame's timer).
 */
export async function answered(page: Page): Promise<void> {
    let quiet = requestsOf.get(page);
    if (!quiet) requestsOf.set(page, (quiet = networkQuiet(page, 150)));
    await quiet(15_000);
    await page.evaluate(() => new Promise(r => requestAnimationFrame(() => setTimeout(r))));
}

/**
 * Sets a field of a form that may still be setting itself up (a form resets to its loaded values
 * once its record or reference lists arrive, dropping what was typed or ticked): sets it, waits
 * until every answer has arrived and rendered, and sets it again if a reset dropped it.
 */
async function setSettled(field: Locator, isSet: () => Promise<boolean>, set: () => Promise<void>, what: string) {
    const page = field.page();
    for (let attempt = 0; attempt < 10; attempt++) {
        if (!(await isSet())) await set();
        await answered(page);
        if (await isSet()) return;
    }
    throw new Error(`The field kept losing ${what}.`);
}

export const fillSettled = (field: Locator, value: string) =>
    setSettled(
        field,
        async () => (await field.inputValue()) === value,
        () => field.fill(value),
        `“${value}”`
    );

export const checkSettled = (field: Locator) =>
    setSettled(
        field,
        () => field.isChecked(),
        () => field.check(),
        'its tick'
    );

/**
 * Moves the page's clock (installed with `page.clock.install()`) on two seconds at a time until `shown`
 * is visible, and answers how much of the page's time that took (ms), from `since` (the page's
 * `Date.now()`) when given. A console time limit of tens of seconds is so tested in a few real ones;
 * each step gives what the screen does a moment of real time (answers arriving, renders). Fails once
 * `limitMs` of the page's time have passed without it.
 */
export async function pageTimeUntil(page: Page, shown: Locator, limitMs: number, since?: number): Promise<number> {
    const pageNow = () => page.evaluate(() => Date.now());
    const started = since ?? (await pageNow());
    for (;;) {
        const visible = await shown.waitFor({ timeout: 250 }).then(
            () => true,
            () => false
        );
        const elapsed = (await pageNow()) - started;
        if (visible) return elapsed;
        if (elapsed > limitMs) throw new Error(`Not shown within ${limitMs} ms of the page's time: ${String(shown)}`);
        await page.clock.runFor(2_000);
    }
}

/** Pages opened by the running test file, photographed when a test fails (see failureShots.ts). */
export const openPages = new Set<Page>();

/** A page in a context of its own (its own storage: another person, or another tab's session). */
export async function newPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    requestsOf.set(page, networkQuiet(page, 150));
    openPages.add(page);
    page.on('close', () => openPages.delete(page));
    return page;
}

export async function signedIn(browser: Browser, base: string, username: string, path = '/auth'): Promise<Page> {
    const page = await newPage(browser);
    await login(page, base, username, 'console-demo', path);
    await page.waitForURL(url => !url.pathname.startsWith('/auth'), { timeout: 20_000 });
    return page;
}

const shots = join(process.cwd(), 'tests/e2e/screenshots');
export function shot(page: Page, name: string) {
    mkdirSync(shots, { recursive: true });
    return page.screenshot({ path: join(shots, `${name}.png`), fullPage: false });
}

/**
 * Presses Save and waits to land on `url`; when the console answers with a notice instead (a
 * refusal, a form error), fails at once with the notice's text rather than after a timeout.
 */
export async function saveAndLand(page: Page, url: RegExp): Promise<void> {
    // A refused save says so in a notice, or beside Save (the form's own alert).
    const notice = page
        .locator('.RaNotification-error, .RaNotification-warning, .RaToolbar-root [role="alert"]')
        .first();
    const never = new Promise<never>(() => undefined);
    // A notice still shown from an earlier refused save is not this save's answer: let it go first.
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    const landed = page.waitForURL(url).then(() => null);
    const refused = notice.waitFor({ timeout: 30_000 }).then(
        () => notice.innerText(),
        () => never
    );
    const outcome = await Promise.race([landed, refused]);
    landed.catch(() => undefined); // settled or no longer awaited
    if (outcome !== null) {
        const fields = await fieldErrors(page).catch(() => []);
        throw new Error(`Save did not land on ${url}: "${outcome}"; the form says: ${fields.join('; ') || 'nothing'}`);
    }
}

/**
 * What the form says beside its fields, as "Label (value): message", so a refusal seen once on a
 * busy machine says which field and what it held.
 */
export function fieldErrors(page: Page): Promise<string[]> {
    return page.evaluate(() =>
        [...document.querySelectorAll('.MuiFormHelperText-root.Mui-error, .MuiFormHelperText-root[role=alert]')]
            .filter(help => (help.textContent ?? '').trim())
            .map(help => {
                const control = help.closest('.MuiFormControl-root, .ra-input, [role=group]');
                const label = control?.querySelector('label, legend')?.textContent?.trim() ?? '?';
                const input = control?.querySelector('input, textarea') as HTMLInputElement | null;
                const value = input ? (input.type === 'checkbox' ? String(input.checked) : `"${input.value}"`) : '';
                return `${label}${value ? ` (${value})` : ''}: ${(help.textContent ?? '').trim()}`;
            })
    );
}
