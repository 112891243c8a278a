/** §8 delivery status messages: each code's explanation, as the spec gives it. */
export const deliveryStatus = {
    'Non-existent label': 'the label does not exist or is not mapped for the supplier.',
    'Restricted genre': 'the genre does not allow ingestion for the supplier.',
    'Non existent genre': 'the genre is not mapped for the supplier.',
    'invalid-image': 'missing or out-of-aspect image file.',
    'already-live-error': 'cannot insert, release already live or pending for the label.',
    'reingestion-error': 'cannot process, release updated in the last 90 seconds.',
    fatal: 'release has no label, or the label was normalized and contained no normal characters.',
    'Restricted label': 'label blacklisted in the label mapping table.',
    'missing-isrc': 'track missing ISRC on insert.',
    'index-error': 'the xml file did not validate.',
    /** Also the explanation of 'published-with-update' (§8 gives the two one line). */
    Updated: 'metadata updated successfully.',
} as const;
