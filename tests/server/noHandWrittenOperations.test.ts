/**
 * The server twin of tests/unit/noPathLiterals.test.ts (issue 42): a declared operation is answered
 * only from its declaration (`serve()`, server/core/operations.ts), never by a route a module writes
 * by hand at the same path. The app's own route table is read, so a sub-app's relative path counts
 * as much as a `/v4/…` one; each route found is named by the route literals of `server/` that spell it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { OPERATIONS, operationRoute } from '../../resources/operations';
import { SERVES } from '../../server/core/operations';
import { makeApi } from './helpers';

const ROOT = join(__dirname, '../..');
const HONO_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'on', 'all']);

/** A route path with each `:param` (and its pattern) as `:`, so that names do not tell two routes apart. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z_]\w*(\{[^}]*\})?/g, ':');

/** `file:line: path` for every string-literal path given to a Hono route method (`routes.get('/:id/x/', …)`). */
export function routeLiterals(file: string, source: string): { at: string; path: string }[] {
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const found: { at: string; path: string }[] = [];
    const visit = (node: ts.Node) => {
        if (
            ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            HONO_METHODS.has(node.expression.name.text)
        ) {
            // `on` names its method first: the path is the first literal that starts with a slash.
            const path = node.arguments
                .filter(a => ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a))
                .map(a => (a as ts.StringLiteral).text)
                .find(text => text.startsWith('/'));
            if (path)
                found.push({ at: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`, path });
        }
        ts.forEachChild(node, visit);
    };
    visit(sf);
    return found;
}

function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sourceFiles(path);
        return entry.name.endsWith('.ts') ? [path] : [];
    });
}

describe('no hand-written route for a declared operation', () => {
    it('finds the route literals a module writes', () => {
        const source = [
            "routes.get('/:id/stream/', ctx => ctx.json({}));", // 1
            "app.on('POST', '/v4/jobs/:id/retry/', h);", // 2
            'app.get(`${base}/`, h); ctx.req.get("x");', // 3: no literal path, not a route
        ].join('\n');
        expect(routeLiterals('probe.ts', source)).toEqual([
            { at: 'probe.ts:1', path: '/:id/stream/' },
            { at: 'probe.ts:2', path: '/v4/jobs/:id/retry/' },
        ]);
    });

    it('answers every declared path only from its declaration', { timeout: 60_000 }, () => {
        const api = makeApi(50);
        const declared = new Set(OPERATIONS.map(op => `${op.method} ${shapeOf(`/v4/${operationRoute(op)}`)}`));
        const literals = sourceFiles(join(ROOT, 'server')).flatMap(path =>
            routeLiterals(relative(ROOT, path).split('\\').join('/'), readFileSync(path, 'utf8'))
        );
        const handWritten = api.app.routes
            .filter(r => !(SERVES in r.handler))
            .filter(r => {
                const shape = shapeOf(r.path);
                return r.method === 'ALL'
                    ? [...declared].some(d => d.endsWith(` ${shape}`))
                    : declared.has(`${r.method} ${shape}`);
            })
            .map(r => {
                const spelled = literals.filter(l => l.path.length > 1 && shapeOf(r.path).endsWith(shapeOf(l.path)));
                return `${r.method} ${r.path} (${spelled.map(l => l.at).join(', ') || 'no literal path'})`;
            });
        expect(handWritten, 'serve the declaration from its module (operations: [serve(op, handler)])').toEqual([]);
    });
});
