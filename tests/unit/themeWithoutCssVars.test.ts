/**
 * The production build leaves MUI's CSS-variables theme mode out (vite.config.ts,
 * src/shims/muiThemeWithoutVars.ts). That holds only while the console's theme never takes that
 * path: react-admin builds it with MUI's createTheme, and MUI's ThemeProvider switches to the
 * CSS-variables provider for a theme that has `colorSchemes`. Were the theme to ask for either,
 * react-admin would catch the shim's error and fall back to MUI's default look: this says so first.
 */
import { createTheme } from '@mui/material/styles';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme';

describe("the console's theme and the build without MUI's CSS variables", () => {
    it('builds, as react-admin builds it, into a theme without colour schemes or CSS variables', () => {
        const built = createTheme(theme);
        expect('colorSchemes' in built).toBe(false);
        expect((built as { vars?: unknown }).vars).toBeUndefined();
    });

    it('asks for neither in its options', () => {
        expect(theme).not.toHaveProperty('cssVariables');
        expect(theme).not.toHaveProperty('colorSchemes');
    });

    it("replaces exactly the modules MUI's theme code imports them from", () => {
        // The build's resolver matches these relative imports inside @mui/material/esm/styles;
        // if MUI renamed them, the resolver would match nothing and the saving would be lost.
        const styles = 'node_modules/@mui/material/esm/styles';
        expect(readFileSync(`${styles}/ThemeProvider.js`, 'utf8')).toContain('from "./ThemeProviderWithVars.js"');
        expect(readFileSync(`${styles}/createTheme.js`, 'utf8')).toContain('from "./createThemeWithVars.js"');
    });
});
