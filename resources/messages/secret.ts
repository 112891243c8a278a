/** The `secret` messages of the catalogue (../messages.ts gathers every section). */
export const secret = {
    hidden: 'Hidden: reveal it to read or copy it',
    reveal: 'Reveal',
    hide: 'Hide',
    copy: 'Copy',
    copied: 'Copied to the clipboard',
    notCopied: 'The browser did not allow copying: select the text and copy it by hand.',
} as const;
