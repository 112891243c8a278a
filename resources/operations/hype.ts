/** The Hype page's call (first brand): a partner's own labels, or the one a staff member names. */
import { P } from '../permissions';
import type { HypeStatus } from '../support/hype';
import { defineOperation, returns } from './define';

/** A label with its hype status, trial dates, offers and purchases (partners never see who bought). */
export interface HypeLabel {
    id: number;
    name: string;
    hype_status: HypeStatus;
    hype_trial_start: string | null;
    hype_trial_end: string | null;
    offers: Record<string, unknown>[];
    purchases: Record<string, unknown>[];
}

/** `?label_id=` names the label for staff (required for them: 400 without it). */
export const hypeLabels = defineOperation({
    resource: 'hype/labels',
    id: 'labels',
    detail: false,
    method: 'GET',
    path: '',
    access: P.HYPE_PAGE,
    result: returns<{ results: HypeLabel[] }>(),
    spec: { extension: 'hype-labels' },
});
