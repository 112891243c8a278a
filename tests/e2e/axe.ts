/**
 * The accessibility gate: axe-core (WCAG 2 A/AA and best practice) on the page as it is now.
 * Serious and critical violations fail the audit; moderate and minor ones are listed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
    id: string;
    impact: string;
    help: string;
    targets: string[];
}

/** axe's findings on the page (injected by the test driver, so the page's CSP does not apply). */
export async function axeFindings(page: Page): Promise<Finding[]> {
    // The pointer rests where the last click was: a tooltip fading in under it would be judged
    // mid-fade (text of too little contrast). It moves to the viewport's far corner, and the tooltip goes.
    const { width, height } = page.viewportSize() ?? { width: 1280, height: 860 };
    await page.mouse.move(width - 1, height - 1);
    await page
        .locator('[role=tooltip]')
        .first()
        .waitFor({ state: 'detached', timeout: 5_000 })
        .catch(() => undefined);
    // Colours are judged at rest: a dialog still fading in has text of too little contrast.
    await settled(page);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    return page.evaluate(async tags => {
        const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe;
        interface AxeResults {
            violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
        }
        const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
        return result.violations.map(v => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.slice(0, 5).map(n => n.target.join(' ')),
        }));
    }, TAGS);
}

export const blocking = (findings: Finding[]) => findings.filter(f => BLOCKING.has(f.impact));
export const describeFindings = (findings: Finding[]) =>
    findings.map(f => `${f.impact} ${f.id} (${f.help}) at ${f.targets.join(', ')}`).join('\n');
