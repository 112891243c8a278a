/**
 * Every user-facing message the reference API sends comes from the catalogue (resources/messages):
 * this scans server/ for string literals where a message goes (an error's detail or fields, a job's
 * failure, a schema rule's message, a `{detail}` answer, an exported sentence) and names each one found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Calls whose string arguments are what the user reads (errors, job failures, zod rules). */
const MESSAGE_CALLS = new Set([
    'badRequest',
    'notFound',
    'forbidden',
    'unauthorized',
    'HttpError',
    'JobFailure',
    'bad',
    'refuse',
    'invalidGrant',
    'requireAccess',
    'min',
    'max',
    'length',
    'regex',
    'refine',
    'superRefine',
]);
/** Properties whose string value is what the user reads. */
const MESSAGE_KEYS = new Set(['detail', 'error', 'message', 'error_description', 'description']);

/** Words a person reads, not a code (`invalid_grant`) or a path. */
const looksLikeWords = (text: string) =>
    /[A-Za-z]{2,}/.test(text) && (/\s/.test(text) || /[.!?]$/.test(text)) && !SQL.test(text);
const SQL = /^\s*\(?(CREATE|SELECT|INSERT|UPDATE|DELETE|WITH|CASE)\b/;

function literalText(node: ts.Node): string | null {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
        return node.head.text + node.templateSpans.map(s => `{…}${s.literal.text}`).join('');
    return null;
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string => {
    const e = call.expression;
    if (ts.isIdentifier(e)) return e.text;
    if (ts.isPropertyAccessExpression(e)) return e.name.text;
    return '';
};

const isExported = (declaration: ts.VariableDeclaration) => {
    const statement = declaration.parent.parent;
    return (
        ts.isVariableStatement(statement) && !!statement.modifiers?.some(m => m.kind === ts.SyntaxKind.ExportKeyword)
    );
};

/** Why `node` (a literal) stands where a message goes, or null. */
function messagePlace(node: ts.Node): string | null {
    let child: ts.Node = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
            const name = calleeName(parent);
            return MESSAGE_CALLS.has(name) && parent.arguments?.includes(child as ts.Expression) ? `${name}(…)` : null;
        }
        if (ts.isPropertyAssignment(parent)) {
            const key = parent.name.getText().replace(/['"]/g, '');
            if (parent.initializer === child && MESSAGE_KEYS.has(key)) return `${key}:`;
            // A field's message inside an error's fields ({ label_id: '…' }): keep climbing.
            continue;
        }
        if (
            ts.isObjectLiteralExpression(parent) ||
            ts.isConditionalExpression(parent) ||
            ts.isParenthesizedExpression(parent)
        )
            continue;
        if (
            ts.isBinaryExpression(parent) &&
            [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)
        )
            continue;
        if (ts.isParameter(parent) && parent.initializer === child) return 'a default message';
        if (ts.isVariableDeclaration(parent) && parent.initializer === child && child === node)
            return isExported(parent) ? 'an exported sentence' : null;
        if (
            ts.isArrowFunction(parent) &&
            parent.body === child &&
            child === node &&
            ts.isVariableDeclaration(parent.parent)
        )
            return isExported(parent.parent) ? 'an exported sentence' : null;
        return null;
    }
    return null;
}

function serverFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap(e =>
        e.isDirectory() ? serverFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []
    );
}

/** Each literal message in a file: `path:line  place  'text'`. */
export function literalMessages(path: string, source: string): string[] {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
        const text = literalText(node);
        if (text !== null) {
            const place = looksLikeWords(text) ? messagePlace(node) : null;
            if (place) {
                const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
                found.push(`${path}:${line}  ${place}  ${node.getText()}`);
            }
            return;
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
}

describe('the reference API’s messages', () => {
    it('come from the catalogue: no literal message in server/', () => {
        const found = serverFiles('server').flatMap(f => literalMessages(f, readFileSync(f, 'utf8')));
        expect(found).toEqual([]);
    });
    it('the scan finds a literal message where one is written', () => {
        const sample = [
            "throw badRequest('Choose one of your labels.', { label_id: 'Choose one of your labels.' });",
            'throw new HttpError(404, `Track ${id} is gone.`);',
            "return ctx.json({ detail: 'Logged out.' });",
            "const rule = z.array(z.number()).min(1, 'Name at least one item');",
            "export const noAudio = 'The track has no audio file to encode.';",
            "export const unauthorized = (detail = 'Authentication credentials were not provided.') => detail;",
            // Not messages: an OAuth error code, seed data, a SQL fragment, a message from the catalogue.
            "return ctx.json({ error: 'invalid_grant', detail: messages.api.badGrant });",
            "const NAMES = ['Dana Cole', 'Ravi Shah'];",
            "stmt(db, 'SELECT * FROM t WHERE id = ?');",
        ].join('\n');
        expect(literalMessages('sample.ts', sample).map(f => f.split('  ')[1])).toEqual([
            'badRequest(…)',
            'badRequest(…)',
            'HttpError(…)',
            'detail:',
            'min(…)',
            'an exported sentence',
            'a default message',
        ]);
    });
});
