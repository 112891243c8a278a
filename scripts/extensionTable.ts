/**
 * Prints the README's "Which features need which extension" table from the declarations
 * (resources/calls.ts); tests/unit/extensionTable.test.ts holds the README to it. Run:
 * `node --import tsx scripts/extensionTable.ts`.
 */
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(extensionTable());
