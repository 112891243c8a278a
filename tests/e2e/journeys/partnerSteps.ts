/** Steps the partner and statement journeys share: an API read as a demo account, money as cents, axe. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeFindings, blocking, describeFindings } from '../axe';
import { tokenFor } from '../browser';

/** A v4 GET as a demo account (its own token, not the page's). */
export async function apiGet<T>(base: string, username: string, path: string): Promise<T> {
    const token = await tokenFor(base, username);
    const res = await fetch(`${base}/v4/${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
}

/** `$1,234.56` → 123456 (cents, so sums are exact). */
export const centsOf = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

/** No serious or critical axe finding on the page as it is now. */
export async function accessible(page: Page) {
    const findings = blocking(await axeFindings(page));
    expect(findings, describeFindings(findings)).toEqual([]);
}
