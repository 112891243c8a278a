import { describe, expect, it } from 'vitest';
import { perceivedRule } from '../support/perceivedCss';

describe('perceivedRule', () => {
    it('keeps what decides whether an element is shown or takes the pointer, and nothing else', () => {
        expect(perceivedRule('.css-1{display:flex;padding:8px;color:red;pointer-events:none;}')).toBe(
            '.css-1{display:flex;pointer-events:none;}'
        );
        expect(perceivedRule('.css-2:hover{visibility:hidden;opacity:0;margin:0;}')).toBe(
            '.css-2:hover{visibility:hidden;opacity:0;}'
        );
        expect(perceivedRule('.css-3{display:none!important;}')).toBe('.css-3{display:none!important;}');
    });

    it('drops a rule with nothing perceived in it', () => {
        expect(perceivedRule('.css-4{color:rgba(0, 0, 0, 0.87);font-family:"Roboto","Helvetica";}')).toBeNull();
        expect(perceivedRule('.css-5{}')).toBeNull();
    });

    it('is not misled by semicolons and colons inside quotes or parentheses', () => {
        expect(perceivedRule(`.css-6{content:"a;display:none";background:url(data:x;y);opacity:0.5;}`)).toBe(
            '.css-6{opacity:0.5;}'
        );
    });

    it('filters the rules inside a media or supports block, and drops the block when none is left', () => {
        expect(perceivedRule('@media (min-width:600px){.css-7{display:none;width:10px;}.css-8{color:red;}}')).toBe(
            '@media (min-width:600px){.css-7{display:none;}}'
        );
        expect(perceivedRule('@supports (display:grid){.css-9{gap:2px;}}')).toBeNull();
    });

    it('drops animations and fonts, keeps other at-rules and bare statements as they are', () => {
        expect(perceivedRule('@keyframes animation-1{0%{opacity:0;}100%{opacity:1;}}')).toBeNull();
        expect(perceivedRule('@font-face{font-family:x;src:url(x.woff);}')).toBeNull();
        expect(perceivedRule('@page{margin:1cm;}')).toBe('@page{margin:1cm;}');
        expect(perceivedRule('@import url(x.css);')).toBe('@import url(x.css);');
    });
});
