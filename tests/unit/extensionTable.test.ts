import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extensionTable } from '../../scripts/extensionTable';

describe('the README’s table of extensions', () => {
    it('is the one the declarations give (regenerate with scripts/extensionTable.ts)', () => {
        const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
        expect(readme).toContain(extensionTable());
    });
});
