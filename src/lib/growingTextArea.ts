/**
 * A multiline text field drawn as the browser's own text area, grown with its text by CSS
 * (`field-sizing: content`), in place of MUI's TextareaAutosize. That one measures a hidden copy of
 * itself in a layout effect, which forces a layout of the whole new screen inside its first render
 * (a track's edit screen: about 100 ms of CPU with a core busy). A browser without `field-sizing`
 * shows `minRows` rows, scrolls within them, and offers a handle to pull the box taller.
 *
 * Spread `slotProps` into the TextField's (or react-admin input's) slot props and `sx` into its sx,
 * with `multiline`.
 */
export function growingTextArea(minRows: number, maxRows = 24) {
    return {
        slotProps: {
            // MUI swaps in its autosizing text area only for the default `input` component.
            input: { inputComponent: 'textarea' as const },
            htmlInput: { rows: minRows },
        },
        sx: {
            '& textarea': {
                fieldSizing: 'content',
                minHeight: `${minRows}lh`,
                maxHeight: `${maxRows}lh`,
                resize: 'vertical',
            },
        },
    };
}
