/**
 * A delivery's XML, checked before it replaces the stored one (console and API alike): well-formed,
 * one root element, only the five predefined entities and character references. DOCTYPE and entity
 * declarations are refused outright: entities that expand into entities are how an "XML bomb" fills memory.
 */
export const XML_MAX_LENGTH = 1_000_000;

const NAME = /^[A-Za-z_][\w.\-:]*$/;
const ATTRIBUTES = /^(?:\s+[A-Za-z_][\w.\-:]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*$/;
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g;

/** Why the text is not acceptable XML, or null when it is. */
export function xmlProblem(xml: string): string | null {
    if (!xml.trim()) return 'The XML is empty.';
    if (xml.length > XML_MAX_LENGTH) return `The XML is longer than ${XML_MAX_LENGTH} characters.`;
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return 'DOCTYPE and entity declarations are not allowed in a delivery XML.';
    // Comments, CDATA and processing instructions carry no structure: set aside first.
    let body = xml.replace(/^\uFEFF/, '');
    if (/<\?xml/i.test(body.slice(1))) return 'The XML declaration may only come first.';
    body = body
        .replace(/<!--[\s\S]*?-->/g, ' ')
        .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, ' ')
        .replace(/<\?[\s\S]*?\?>/g, ' ');
    if (/<!--|<!\[CDATA\[|<\?/.test(body)) return 'A comment, CDATA section or instruction is not closed.';
    const open: string[] = [];
    let roots = 0;
    let at = 0;
    for (const m of body.matchAll(/<([^>]*)>/g)) {
        const text = body.slice(at, m.index);
        at = m.index + m[0].length;
        const problem = textProblem(text, open.length === 0);
        if (problem) return problem;
        const inner = m[1];
        if (inner.startsWith('/')) {
            const name = inner.slice(1).trim();
            const expected = open.pop();
            if (name !== expected) return expected ? `</${name}> closes <${expected}>.` : `</${name}> closes nothing.`;
            continue;
        }
        const selfClosing = inner.endsWith('/');
        const [, name = '', attrs = ''] = /^([^\s/]*)([\s\S]*?)\/?$/.exec(inner) ?? [];
        if (!NAME.test(name)) return `<${inner.slice(0, 40)}> is not a valid tag.`;
        if (!ATTRIBUTES.test(attrs)) return `The attributes of <${name}> are not well-formed.`;
        const attrProblem = textProblem(attrs, false);
        if (attrProblem) return attrProblem;
        if (open.length === 0 && ++roots > 1) return 'The XML has more than one root element.';
        if (!selfClosing) open.push(name);
    }
    const tail = body.slice(at);
    if (tail.includes('<')) return 'A tag is not closed.';
    const problem = textProblem(tail, true);
    if (problem) return problem;
    if (open.length) return `<${open.at(-1)}> is not closed.`;
    if (!roots) return 'The XML has no root element.';
    return null;
}

function textProblem(text: string, outsideRoot: boolean): string | null {
    if (outsideRoot && text.trim()) return 'Text outside the root element.';
    const stray = text.replace(REFERENCE, '').match(/&[^;\s]{0,20};?/);
    if (stray) return `${stray[0]} is not a predefined entity or character reference.`;
    return null;
}
