/**
 * Prints the README's "Which features need which extension" table from the declarations
 * (resources/calls.ts); tests/unit/extensionTable.test.ts holds the README to it. Run:
 * `node --import tsx scripts/extensionTable.ts` (`--write`: into the README).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CAPABILITIES, DISCOVERY, type Extension } from '../resources/capabilities';
import { callsByExtension } from '../resources/calls';
import { messages } from '../resources/messages';

/** The capabilities that are no call: what records carry and writes honour. */
const NO_CALLS: Partial<Record<Extension, string>> = {
    'record-versions':
        'records carry `version`, writes honour `If-Match` (without: the console re-reads before a save)',
    idempotency:
        'writes honour `Idempotency-Key`: a repeat gets the first answer (without: before a retry of a create whose answer was lost, the console looks for the row it sent)',
};

export function extensionTable(): string {
    const calls = callsByExtension();
    const names: Extension[] = [...CAPABILITIES, DISCOVERY];
    const rows = names.map(name => {
        const list = (calls.get(name) ?? []).map(c => `\`${c}\``).join(', ');
        return `| \`${name}\` | ${messages.capabilities.features[name]} | ${list || NO_CALLS[name] || ''} |`;
    });
    return ['| Capability | What it offers | Its calls (below `/v4/`) |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The README with its table replaced by the one the declarations give (`--write`: after adding a capability). */
export function withTable(readme: string): string {
    const start = readme.indexOf('| Capability | What it offers |');
    if (start < 0) throw new Error('README: no table of extensions');
    const end = readme.indexOf('\n\n', start);
    return readme.slice(0, start) + extensionTable() + readme.slice(end < 0 ? readme.length : end);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
    if (process.argv.includes('--write')) {
        const readme = new URL('../README.md', import.meta.url);
        writeFileSync(readme, withTable(readFileSync(readme, 'utf8')));
    } else console.log(extensionTable());
}
