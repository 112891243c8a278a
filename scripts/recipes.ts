/**
 * The README's recipes as steps: each fenced block after a `<!-- recipe: … -->` comment is a new
 * file (`<!-- recipe: path -->`), an edit of one (`path after: TEXT`, `path before: TEXT`,
 * `path replace: TEXT`: the block goes after, before or instead of the first line holding TEXT;
 * `path append`), or a command
 * (`<!-- recipe: run -->`, a `sh` block). tests/server/readmeRecipes.test.ts applies them to a copy
 * of the project and runs the checks a newcomer runs, so the README cannot drift from the code.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export type RecipeStep =
    | { kind: 'new'; path: string; text: string }
    | { kind: 'after' | 'before' | 'replace'; path: string; anchor: string; text: string }
    | { kind: 'append'; path: string; text: string }
    | { kind: 'run'; command: string };

const MARKER = /<!-- recipe: (.+?) -->\s*\n```[a-z]*\n([\s\S]*?)\n```/g;

/** The steps, in the README's order. */
export function recipeSteps(readme: string): RecipeStep[] {
    return [...readme.matchAll(MARKER)].map(([, directive, block]): RecipeStep => {
        const text = `${block}\n`;
        if (directive.trim() === 'run') return { kind: 'run', command: block.replace(/\s+#.*$/gm, '').trim() };
        const edit = /^(\S+) (after|before|replace): (.+)$/.exec(directive);
        if (edit)
            return { kind: edit[2] as 'after' | 'before' | 'replace', path: edit[1], anchor: edit[3].trim(), text };
        const append = /^(\S+) append$/.exec(directive);
        if (append) return { kind: 'append', path: append[1], text };
        if (/^\S+$/.test(directive)) return { kind: 'new', path: directive, text };
        throw new Error(`README: a recipe marker not understood: ${directive}`);
    });
}

/** A file's text with the step applied; throws, naming the step, when it does not fit the file. */
export function applyEdit(current: string | null, step: Exclude<RecipeStep, { kind: 'run' }>): string {
    if (step.kind === 'new') {
        if (current !== null) throw new Error(`recipe: ${step.path} is new, but it exists already`);
        return step.text;
    }
    if (current === null) throw new Error(`recipe: ${step.path} is edited, but it does not exist`);
    if (step.kind === 'append') return `${current.replace(/\n*$/, '\n')}\n${step.text}`;
    const lines = current.split('\n');
    const at = lines.findIndex(line => line.includes(step.anchor));
    if (at < 0) throw new Error(`recipe: no line of ${step.path} holds ${step.anchor}`);
    const insert = step.text.replace(/\n$/, '').split('\n');
    if (step.kind === 'replace') lines.splice(at, 1, ...insert);
    else lines.splice(step.kind === 'after' ? at + 1 : at, 0, ...insert);
    return lines.join('\n');
}

/** Writes every file step into the project at `root`; answers the commands to run there, in order. */
export function applyRecipes(root: string, steps: readonly RecipeStep[]): string[] {
    const commands: string[] = [];
    for (const step of steps) {
        if (step.kind === 'run') {
            commands.push(step.command);
            continue;
        }
        const file = join(root, step.path);
        const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, applyEdit(current, step));
    }
    return commands;
}
