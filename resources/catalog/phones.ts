/** A phone number with its extension, as suppliers and their contacts give them (spec §3, §5). */
import { messages } from '../messages';
import { PHONE_EXTENSION, PHONE_NUMBER } from '../rules';
import { text, type Field } from '../fields';

const v = messages.validation;

/** `{phone, phone_ext}` fields under a name prefix (`''`, `alt_`), with live validity feedback. */
export function phoneFields(prefix: string, label: string): Record<string, Field> {
    return {
        [`${prefix}phone`]: text(label, {
            max: 32,
            pattern: PHONE_NUMBER,
            patternMessage: v.phoneInvalid,
            validMessage: v.phoneValid,
        }),
        [`${prefix}phone_ext`]: text(`${label} Extension`, {
            max: 8,
            pattern: PHONE_EXTENSION,
            patternMessage: v.extensionInvalid,
        }),
    };
}
