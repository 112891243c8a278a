import react from '@vitejs/plugin-react';
import { resourceManifest } from './scripts/resourceManifest.ts';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const shim = (file: string) => fileURLToPath(new URL(`./src/shims/${file}`, import.meta.url));
const reactRouterProduction = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** MUI's CSS-variables theme mode, which the console's theme does not use: see the shim. */
const muiThemeWithoutVars = (): Plugin => ({
    name: 'mui-theme-without-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
        if (!importer || !/@mui[\\/]material[\\/]esm[\\/]styles[\\/]/.test(importer)) return undefined;
        return /^\.\/(ThemeProviderWithVars|createThemeWithVars)\.js$/.test(source)
            ? shim('muiThemeWithoutVars.ts')
            : undefined;
    },
});

/** A module of one of these packages, or of one of these folders of @mui/material. */
const modulesOf = (packages: string[], muiFolders: string[] = []) =>
    new RegExp(
        `node_modules[\\\\/](${packages.join('|')}|@mui[\\\\/]material[\\\\/]esm[\\\\/](${muiFolders.join('|')}))[\\\\/]`
    );

/*
 * Left to itself the bundler splits MUI into a chunk for each set of screens that shares a piece
 * (70 scripts for the first list, most under 2 KB gz, each compressed on its own and importing the
 * others). Two chunks that follow the route boundaries instead: what the sign-in page draws with,
 * and the widgets the signed-in console draws its shell, lists and edit views with (all of them
 * requested for any of those screens: at most a few KB the dashboard alone would not need).
 * Widgets of single screens (tabs, autocomplete, slider, stepper…) still load with their screens.
 */
const SIGN_IN_UI = modulesOf(
    [
        '@mui[\\\\/](utils|system|styled-engine)',
        '@emotion[\\\\/][^\\\\/]+',
        'stylis',
        'hoist-non-react-statics',
        'react-is',
        'clsx',
        'prop-types',
        'react-transition-group',
    ],
    [
        'styles',
        'utils',
        'internal',
        'colors',
        'transitions',
        'zero-styled',
        'DefaultPropsProvider',
        'GlobalStyles',
        'useMediaQuery',
        'useLazyRipple',
        'Box',
        'ButtonBase',
        'Button',
        'ButtonGroup',
        'IconButton',
        'SvgIcon',
        'Typography',
        'Link',
        'Alert',
        'CircularProgress',
        'Paper',
        'Card',
        'CardContent',
        'InputBase',
        'OutlinedInput',
        'TextareaAutosize',
        'FormControl',
        'FormLabel',
        'InputLabel',
    ]
);
const CONSOLE_UI = modulesOf(
    ['@popperjs[\\\\/]core'],
    [
        // The shell: app bar, menu, user menu, search box, tooltips.
        'CssBaseline',
        'AppBar',
        'Toolbar',
        'Drawer',
        'Slide',
        'Avatar',
        'Chip',
        'Tooltip',
        'Popper',
        'Portal',
        'Popover',
        'Grow',
        'Fade',
        'Modal',
        'Backdrop',
        'Unstable_TrapFocus',
        'Menu',
        'MenuList',
        'MenuItem',
        'List',
        'ListSubheader',
        'ListItemText',
        'ListItemIcon',
        'Divider',
        'TextField',
        'Select',
        'NativeSelect',
        'Input',
        'FilledInput',
        'InputAdornment',
        'FormHelperText',
        // Lists: the table, its pagination, selection and column picker.
        'Table',
        'TableBody',
        'TableCell',
        'TableHead',
        'TableRow',
        'TableSortLabel',
        'TablePagination',
        'TablePaginationActions',
        'Pagination',
        'PaginationItem',
        'usePagination',
        'Checkbox',
        'Switch',
        'Collapse',
        'Fab',
        // Dialogs and forms.
        'Dialog',
        'DialogTitle',
        'DialogContent',
        'DialogContentText',
        'DialogActions',
        'FormControlLabel',
        'FormGroup',
        'LinearProgress',
        'Stack',
    ]
);

export default defineConfig(({ command }) => ({
    plugins: [react(), resourceManifest(), muiThemeWithoutVars()],
    resolve: {
        alias: [
            { find: 'object.entries', replacement: shim('objectEntries.cjs') },
            { find: /^jsonexport\/dist\/index\.js$/, replacement: shim('jsonexportLazy.ts') },
            // react-router's package names only its development build, for production too (its
            // issues #12437, #14102): dev-only checks and console warnings in every screen. The
            // build takes its production build, for both entry points, so that they still share
            // one router context; tests and the dev server keep the development one.
            ...(command === 'build'
                ? [
                      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
                      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
                  ]
                : []),
        ],
    },
    build: {
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
            output: {
                codeSplitting: {
                    groups: [
                        { name: 'sign-in-ui', test: SIGN_IN_UI, priority: 2 },
                        { name: 'console-ui', test: CONSOLE_UI, priority: 1 },
                    ],
                },
            },
        },
    },
    server: {
        proxy: { '/v4': 'http://127.0.0.1:8081' },
    },
}));
