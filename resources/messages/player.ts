/** The `player` messages of the catalogue (../messages.ts gathers every section). */
export const player = {
    play: 'Play',
    pause: 'Pause',
    position: 'Position',
    speed: 'Speed',
    failed: 'The track could not be played: {error}',
} as const;
