import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const theme: RaThemeOptions = {
    ...defaultTheme,
    palette: { primary: { main: '#1f4e79' }, secondary: { main: '#0d6e6e' }, warning: { main: '#c2410c' } },
    sidebar: { width: 230, closedWidth: 55 },
};
