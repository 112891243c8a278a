import { describe, expect, it } from 'vitest';
import { messages } from '../../resources/messages';
import { hypeTrialText } from '../../resources/support/hype';

describe('hypeTrialText', () => {
    it('says in words what a label’s trial is, never a placeholder', () => {
        expect(hypeTrialText('Ineligible', null, null)).toBe(messages.support.hypeTrialIneligible);
        expect(hypeTrialText('Inactive', null, null)).toBe('No hype trial yet.');
        expect(hypeTrialText('Active', '2026-01-02', '2026-12-31')).toBe('Trial from 2026-01-02 to 2026-12-31');
        expect(hypeTrialText('Active', null, '2026-12-31')).toBe('Trial until 2026-12-31');
        expect(hypeTrialText('Inactive', '2025-01-02', '2025-12-31', '2026-01-05')).toBe('Trial ended on 2025-12-31');
        expect(hypeTrialText('Inactive', '2026-02-01', '2026-02-28', '2026-01-05')).toBe(
            'Trial starts on 2026-02-01, until 2026-02-28'
        );
        for (const s of ['Ineligible', 'Active', 'Inactive'] as const)
            expect(hypeTrialText(s, null, null)).not.toMatch(/—|null|undefined/);
    });
});
