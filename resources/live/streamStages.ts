import { LIVE_STREAM_STAGE_LIMIT } from '../constants';
import { fill, messages } from '../messages';
import { P } from '../permissions';
import { defineSubResource } from '../schema';
import { number, text } from '../fields';

/**
 * A live stream's stages (name, number): at most five (spec §9), and an enabled stream keeps at
 * least one (§5) — both refused by the API and said by the tab before it asks. Each stage has a
 * number, its own within the stream. A new stream may bring its stages in its create form (saved
 * with it), so it can be enabled at once.
 */
export default defineSubResource({
    parent: 'live/streams',
    path: 'stages',
    label: 'Stage |||| Stages',
    fields: {
        number: number('Number', { min: 1, max: LIVE_STREAM_STAGE_LIMIT, integer: true, required: true }),
        name: text('Name', { max: 100, required: true }),
    },
    columns: ['number', 'name'],
    createAccess: P.LIVE,
    writeAccess: P.LIVE,
    deleteAccess: P.LIVE,
    empty: 'No stages yet. Add one before enabling the stream.',
    v4: { list: 'Live streams GET/POST/PATCH with stages GET/POST/PATCH/DELETE' },
    unique: { field: 'number', message: messages.live.stageNumberTaken },
    limit: { max: LIVE_STREAM_STAGE_LIMIT, message: fill(messages.live.stageLimit, { max: LIVE_STREAM_STAGE_LIMIT }) },
    atLeastOne: messages.live.lastStage,
    atLeastOneWhile: 'enabled',
    countField: 'stage_count',
    createHint: messages.live.stagesOnCreate,
});
