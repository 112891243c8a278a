/**
 * The part of a CSS rule that decides what a person can perceive and reach: whether an element is
 * shown (`display`, `visibility`, `opacity`) and whether it takes the pointer (`pointer-events`).
 * These are the only properties Testing Library, user-event and jest-dom's toBeVisible read.
 *
 * The integration tests keep only these (tests/integration/perceivedStyles.ts): jsdom computes a
 * style by matching the element against every rule in the document, and MUI's emotion adds about
 * 1,500 rules on a track list, most of them colours, spacing and fonts. Queries by role ask for the
 * style of every candidate and its ancestors, so a third of the integration tests' time went there.
 */
export const PERCEIVED_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events']);

/** `s` split at each top-level `separator` (not inside quotes or parentheses); empty parts dropped. */
function splitTopLevel(s: string, separator: string): string[] {
    const parts: string[] = [];
    let depth = 0;
    let quote = '';
    let start = 0;
    for (let i = 0; i < s.length; i++) {
        const ch = s[i];
        if (quote) {
            if (ch === quote) quote = '';
        } else if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '(') depth++;
        else if (ch === ')') depth--;
        else if (ch === separator && depth === 0) {
            parts.push(s.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(s.slice(start));
    return parts.filter(p => p.trim() !== '');
}

/** The top-level blocks of a group rule's body (`a{…}b{…}`), each whole. */
function blocksOf(body: string): string[] {
    const blocks: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < body.length; i++) {
        if (body[i] === '{') depth++;
        else if (body[i] === '}' && --depth === 0) {
            blocks.push(body.slice(start, i + 1));
            start = i + 1;
        }
    }
    return blocks;
}

/**
 * One rule as emotion inserts it (stylis output: `sel{prop:value;…}`, or `@media …{sel{…}…}`) cut to
 * its perceived declarations; null when none is left. Animations and fonts are dropped whole; other
 * at-rules are kept as they are.
 */
export function perceivedRule(rule: string): string | null {
    const open = rule.indexOf('{');
    if (open < 0) return rule;
    const head = rule.slice(0, open);
    if (/^@(-webkit-)?keyframes|^@font-face/.test(head)) return null;
    const body = rule.slice(open + 1, rule.lastIndexOf('}'));
    if (/^@(media|supports|layer|container)/.test(head)) {
        const inner = blocksOf(body)
            .map(perceivedRule)
            .filter((r): r is string => r !== null);
        return inner.length ? `${head}{${inner.join('')}}` : null;
    }
    if (head.startsWith('@')) return rule;
    const kept = splitTopLevel(body, ';').filter(declaration =>
        PERCEIVED_PROPERTIES.has(declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase())
    );
    return kept.length ? `${head}{${kept.join(';')};}` : null;
}
