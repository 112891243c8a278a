/**
 * The console's styles reach jsdom cut to what decides what a person can perceive and reach
 * (tests/support/perceivedCss.ts): whether an element is shown and whether it takes the pointer.
 * That is all the queries, user-event and toBeVisible read; jsdom's cost per computed style grows
 * with every rule in the document. Measured: the integration project 130 s → 87 s on two workers.
 *
 * A test of layout (widths, wrapping, ellipses) renders inside `<EveryStyle>`: an emotion cache of
 * its own, whose rules are inserted whole.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StyleSheet } from '@emotion/sheet';
import type { ReactNode } from 'react';
import { perceivedRule } from '../support/perceivedCss';

const EVERY_STYLE_KEY = 'layout';

const PATCHED = Symbol.for('console.perceivedStyles');
type Insert = StyleSheet['insert'] & { [PATCHED]?: true };
// Once per worker: setup files run again for each of its files.
if (!(StyleSheet.prototype.insert as Insert)[PATCHED]) {
    const insert = StyleSheet.prototype.insert;
    const perceivedInsert: Insert = function (this: StyleSheet, rule: string) {
        const kept = this.key === EVERY_STYLE_KEY ? rule : perceivedRule(rule);
        if (kept !== null) insert.call(this, kept);
    };
    perceivedInsert[PATCHED] = true;
    StyleSheet.prototype.insert = perceivedInsert;
}

const everyStyle = createCache({ key: EVERY_STYLE_KEY });
export const EveryStyle = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={everyStyle}>{children}</CacheProvider>
);
