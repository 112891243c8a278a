// MUI's theme code imports its CSS-variables mode (a provider that writes the palette as CSS
// variables, and the theme builder behind it) whether or not a theme asks for it, 7 KB gz in every
// screen. The console's theme does not (react-admin builds it with createTheme, no
// `cssVariables`, no `colorSchemes`), so the build puts these in its place (vite.config.ts); a
// theme that asked for them would fail at once, with this message, instead of rendering wrong.
const notBuiltIn = (): never => {
    throw new Error('MUI CSS theme variables are left out of this build (see src/shims/muiThemeWithoutVars.ts)');
};

export default notBuiltIn;
export const createGetCssVar = notBuiltIn;
export const CssVarsProvider = notBuiltIn;
export const Experimental_CssVarsProvider = notBuiltIn;
export const useColorScheme = notBuiltIn;
export const getInitColorSchemeScript = notBuiltIn;
