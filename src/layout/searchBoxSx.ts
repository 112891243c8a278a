/** The app bar search box's look, shared by its stand-in and the combobox. */
export const boxSx = {
    width: { xs: 160, sm: 220, lg: 340 },
    flexShrink: 0,
    mx: 1,
    '& .MuiOutlinedInput-root': {
        color: 'inherit',
        bgcolor: 'rgba(255,255,255,0.15)',
        '& fieldset': { borderColor: 'rgba(255,255,255,0.3)' },
    },
};
