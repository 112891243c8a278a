/**
 * Every user-visible message of the spec (§5, §8, §9), verbatim, in one typed catalogue.
 * Placeholders use `{name}` as the spec writes them; fill them with `fill()`.
 */
export const messages = {
    app: {
        title: 'Store Console',
        notAvailable: 'This section is not available yet.',
        loginTitle: 'Sign in to the store console',
        username: 'Username',
        password: 'Password',
        signIn: 'Sign in',
        signingIn: 'Signing in…',
        badCredentials: 'Incorrect username or password.',
        loginUnavailable: 'The sign-in service could not be reached. Please try again.',
        verifying: 'Verifying your account…',
        loggedOut: 'You have been signed out.',
        logout: 'Log out',
    },
    auth: {
        failed: 'Authorization failed. Please try again.',
    },
    errors: {
        400: 'Sorry, we cannot process that request right now.',
        403: "Sorry, you're not authorized to view this page.",
        404: 'Sorry, we could not find the page you wanted.',
        500: 'Something has gone terribly wrong.',
        other: "That's an error.",
        logged: 'This error has been logged and we are looking into it. Need help? Contact product support.',
        takeMeBack: 'Take Me Back',
        unexpectedStatus: 'Received unexpected status code: {status}',
        processing: 'Something went wrong processing your request: {error}',
        actionFailed: 'Action could not be performed',
        selectOverDeliveries: 'Cannot select over {limit} deliveries',
        resubmitDelivery: 'There was a problem resubmitting your delivery',
        uploadFailed: 'Upload failed. Please try again.',
        csvUpload: 'There was a problem uploading your CSV file.',
        download: 'There was a problem downloading this file',
        refund: 'There was a problem refunding the selected order item(s)',
        refundOnce: 'You can only refund items once',
        loadOrderItems: 'There was a problem loading order item(s)',
        createUpdate: 'Error during {resource} create/update: {error}',
        encodeStart: 'Failed to start encode job.',
        reencode: 'Error during re-encode: {error}',
        timedOut: 'Request Timed Out',
    },
    confirm: {
        title: 'Confirmation Required',
        cancel: 'Cancel',
        ok: 'OK',
        delete: 'Delete',
        proceed: 'Proceed',
        unsaved: 'You have unsaved changes. Leave this page and lose them?',
    },
    hints: {
        amountIn: 'Amount in {currency}',
        chooseCurrency: 'Amount in the currency chosen under {field}',
    },
    conflict: {
        stale: 'This record was changed by someone else since you opened it.',
    },
    validation: {
        musicProfileRequired: 'Music-profile partner ID is required to enable sync',
        musicProfileLocked: 'Music-profile partner ID cannot be changed without first disabling sync',
        territoryRequired: 'A territory and a valid publish time must be selected',
        preOrderBeforePublish: 'Pre-order time must be before publish time',
        takedownAfterPublish: 'Takedown time must be after publish time',
        startBeforeEnd: 'Start Date must be before End Date',
        endAfterStart: 'End Date must be after Start Date',
        hypeStartRequired: 'Hype start is required',
        hypeEndRequired: 'Hype end is required',
        hypeStartAfterEnd: 'Hype start may not come after hype end',
        itemImage: 'Non-catalog items must have an image',
        videoUrl: 'Video-hosting items must have a URL',
        itemLimit: 'ITEM LIMIT EXCEEDED',
        invalidCsv: 'Invalid CSV',
        csvColumn: 'A column heading of `person_id` or `user_id` is required',
        ddexValid: 'Valid DDEX Party ID',
        ddexInvalid: 'Invalid DDEX Party ID',
        coverArt: 'Cover art must be at least 500x500 and square',
        labelImage: 'Label image must be 500x500',
        artistImage: 'Artist image must be at least 500x500',
        bulkField: 'A field must be chosen before a bulk track update',
        maxLength: 'Must be {max} characters or fewer',
        required: 'Required',
        number: 'Must be a number',
        text: 'Must be text',
        boolean: 'Must be true or false',
        date: 'Must be a date (YYYY-MM-DD)',
        datetime: 'Must be a date and time with its time zone',
        range: 'Must be between {min} and {max}',
        audioType: 'Audio files must be wav, flac or aiff',
        notConverted: 'Only CONVERTED tracks may be shown to external applications',
        djEditParentHidden: 'A DJ edit cannot be shown when its parent track is hidden or disabled',
        chooseOption: 'Choose a valid option from the list',
    },
} as const;

export const BRAND_NAMES: Record<string, string> = { download: 'Download Store', dj: 'DJ Store' };

/** Replaces `{name}` placeholders; unknown names stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
    return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
