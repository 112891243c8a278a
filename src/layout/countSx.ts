/** A count on the icon's corner, drawn as MUI's Badge would be (without its 1 KB gz in the app shell). */
export const countSx = {
    position: 'absolute',
    top: -6,
    right: -8,
    minWidth: 20,
    height: 20,
    px: 0.75,
    borderRadius: 10,
    // Light on the app bar's own colour, so that it stands out.
    bgcolor: 'common.white',
    color: 'secondary.dark',
    fontSize: '0.75rem',
    fontWeight: 500,
    lineHeight: '20px',
    textAlign: 'center',
} as const;
