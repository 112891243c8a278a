/**
 * The console's styles reach jsdom cut to what decides what a person can perceive and reach
 * (tests/support/perceivedCss.ts): whether an element is shown and whether it takes the pointer.
 * That is all the queries, user-event and toBeVisible read; jsdom's cost per computed style grows
 * with every rule in the document. Measured: the integration project 130 s → 87 s on two workers.
 * Layout (widths, wrapping, ellipses) is checked with every style, in the `integration-layout`
 * project and the browser tests.
 */
import { StyleSheet } from '@emotion/sheet';
import { perceivedRule } from '../support/perceivedCss';

const insert = StyleSheet.prototype.insert;
StyleSheet.prototype.insert = function (rule: string) {
    const perceived = perceivedRule(rule);
    if (perceived !== null) insert.call(this, perceived);
};
