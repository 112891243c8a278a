/**
 * Components hold no API paths (issue 28, "Done when"): every call of the console goes through a
 * declaration — an operation (resources/operations/) or a data-provider method keyed by the model
 * (a resource, a sub-resource, a list saved whole). This scans src/ with the TypeScript parser for
 * `fetchJson(` calls, `/v4/` in a string, and string or template literals shaped like an API path,
 * and names each one found as file:line. Its server twin, tests/server/noHandWrittenOperations.test.ts,
 * refuses a route written by hand (in server/modules/ or anywhere in server/) at a declared operation's path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { OPERATIONS } from '../../resources/operations';

const ROOT = join(__dirname, '../..');

/**
 * The first segment of every API path the console calls: the model's resources and operations, and
 * the §7 paths only the data provider names (the image store, the reference lists).
 */
const API_ROOTS = new Set([
    ...[...resources.map(r => r.name), ...OPERATIONS.map(op => op.resource)].map(name => name.split('/')[0]),
    'media',
    'auxiliary',
]);

/** A literal's text with each substitution as `${}`. */
function literalText(node: ts.Node): string | null {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
        return node.head.text + node.templateSpans.map(s => `\${}${s.literal.text}`).join('');
    return null;
}

/** A module specifier (`import … from '../x'`, `import('./y')`): a file path, not an API path. */
const isModuleSpecifier = (node: ts.Node) =>
    ts.isImportDeclaration(node.parent) ||
    ts.isExportDeclaration(node.parent) ||
    (ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword);

/**
 * Why this text is an API path, or null. A console route starts with `/`; a resource's name alone
 * (`catalog/genres`, a react-admin resource) is the model's key, not a path: a path goes below a
 * record (a third segment), ends with a slash, carries a query, or builds on an id.
 */
export function apiPathReason(text: string): string | null {
    if (/(^|[^\w])\/?v4\//.test(text)) return 'the /v4/ base path';
    if (text.startsWith('/') || text.startsWith('.') || text.includes('://')) return null;
    const segments = text.split('/');
    if (segments.length > 1 && API_ROOTS.has(segments[0]) && /^[a-z]/.test(segments[1] ?? '')) {
        if (segments.length > 2 || text.endsWith('/') || text.includes('?') || text.includes('${}'))
            return 'an API path';
    }
    // `${parent}/${id}/tracks`: a path segment built onto a substituted resource or id.
    if (/\$\{\}\/(\$\{\}\/)*[a-z][\w-]*(\/|\?|$)/.test(text) && !/\s/.test(text)) return 'an API path built on an id';
    return null;
}

/** Every API path literal and `fetchJson(` call in one file's source, as `file:line: why: text`. */
export function pathLiterals(file: string, source: string): string[] {
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: string[] = [];
    const at = (node: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`;
    const visit = (node: ts.Node) => {
        if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'fetchJson'
        )
            found.push(`${at(node)}: fetchJson(`);
        const text = literalText(node);
        if (text !== null && !isModuleSpecifier(node)) {
            const why = apiPathReason(text);
            if (why) found.push(`${at(node)}: ${why}: ${text}`);
            return;
        }
        ts.forEachChild(node, visit);
    };
    visit(sf);
    return found;
}

function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'dataProvider' ? [] : sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
}

describe('no API path literals in src/', () => {
    it('names each kind of path it refuses, and lets routes, resource names and file paths be', () => {
        const source = [
            "import x from '../../dataProvider';", // 1: a module path
            'dp.fetchJson(p);', // 2
            "const a = '/v4/catalog/tracks/';", // 3
            'const b = `catalog/tracks/${id}/notes`;', // 4
            'const c = `${def.name}/${record.id}/tracks`;', // 5
            "const d = 'search/autocomplete/?q=a';", // 6
            "navigate(`/catalog/tracks/${id}`); useGetList('catalog/genres');", // 7: a route, a resource
            "const e = `${n}/${max}`; const f = 'image/png'; const g = `${count} items/day`;", // 8
        ].join('\n');
        expect(pathLiterals('probe.tsx', source)).toEqual([
            'probe.tsx:2: fetchJson(',
            'probe.tsx:3: the /v4/ base path: /v4/catalog/tracks/',
            'probe.tsx:4: an API path: catalog/tracks/${}/notes',
            'probe.tsx:5: an API path built on an id: ${}/${}/tracks',
            'probe.tsx:6: an API path: search/autocomplete/?q=a',
        ]);
    });

    // Parsing every file of src/ takes a few seconds on a busy machine.
    it('finds none outside the data provider', { timeout: 60_000 }, () => {
        const found = sourceFiles(join(ROOT, 'src')).flatMap(path => {
            const file = relative(ROOT, path).split('\\').join('/');
            return pathLiterals(file, readFileSync(path, 'utf8'));
        });
        expect(found, 'API paths written in components: declare an operation or use a model-keyed method').toEqual([]);
    });
});
