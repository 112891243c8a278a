/** The `live` messages of the catalogue (../messages.ts gathers every section). */
export const live = {
    stageLimit: 'A live stream has at most {max} stages',
    stageNumberTaken: 'Each stage of a stream has a number of its own: another stage has this one',
    enableNeedsStage: 'An enabled live stream needs at least one stage',
    lastStage: 'An enabled live stream needs at least one stage: disable it before deleting its last stage',
    autoNeedsRange: 'An auto-enabled live stream needs its start and end times',
    enabledHint: 'Live now, whatever the times (needs a stage)',
    stagesOnCreate:
        'Saved with the stream; an enabled stream needs at least one. More can be added later on its Stages tab.',
    autoHint: 'Live between the start and end times',
    apiKey: 'An API key is 32 hexadecimal characters',
    regenerate: 'Regenerate API Key',
    regenerateConfirm:
        'Regenerate the API key of “{name}”? The stream’s encoder stops working until it is given the new key.',
    regenerated: 'A new API key was made. Give it to the stream’s encoder.',
} as const;
