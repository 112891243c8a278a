import type { Theme } from '@mui/material/styles';

/**
 * Widths of the inputs in a list's filter bar (react-admin's filter form, a wrapping row): narrow
 * enough that several share a row, wide enough for their labels (a date range's ends too: "Street
 * Release Date from (MT)"); a row wraps only when the width runs out. On a phone each takes the row.
 */
export const filterInputSx = (theme: Theme) => ({
    width: 200,
    [theme.breakpoints.down('sm')]: { width: '100%' },
});
