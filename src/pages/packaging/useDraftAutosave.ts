/** Saves the wizard's values to the server as the user types (debounced), one draft per session of work. */
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { draftToSave, hasContent, type PackageDraft, type PackagingStepId } from '../../../resources/packaging/package';
import { inTurn } from '../../lib/inTurn';
import { errorDetail } from '../../views/errors';
import { createDraft, saveDraft } from '../../../resources/operations/packaging';
import { useConsoleDataProvider } from '../../lib/useConsoleDataProvider';

/** Typing pauses this long before the draft is sent. */
export const AUTOSAVE_DELAY_MS = 700;

export type AutosaveState =
    { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; error: string };

/**
 * `draftIdRef` is the server's draft this work goes to (null: the first save creates one). Saves run
 * one after another, so a slow first save never makes two drafts.
 */
export function useDraftAutosave(step: PackagingStepId, draftIdRef: { current: number | null }, paused: boolean) {
    const dataProvider = useConsoleDataProvider();
    const values = useWatch() as PackageDraft;
    const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
    const lastSent = useRef('');
    const lastStep = useRef(step);
    const current = useRef('');
    const lastSaved = useRef<{ body: string; at: string } | null>(null);
    const [turns] = useState(inTurn);

    useEffect(() => {
        if (paused || !hasContent(values)) return;
        const saved = { data: draftToSave(step, values) };
        const body = JSON.stringify(saved);
        current.current = body;
        const kept = lastSaved.current;
        if (kept?.body === body) setState(s => (s.kind === 'saved' ? s : { kind: 'saved', at: kept.at }));
        if (body === lastSent.current) return;
        // "Draft saved" is said only of what the form holds now; a new step is saved at once.
        setState(s => (s.kind === 'saved' ? { kind: 'idle' } : s));
        const delay = lastStep.current === step ? AUTOSAVE_DELAY_MS : 0;
        lastStep.current = step;
        const timer = setTimeout(() => {
            lastSent.current = body;
            setState({ kind: 'saving' });
            void turns.run(async () => {
                try {
                    const id = draftIdRef.current;
                    const row = id
                        ? await dataProvider.call(saveDraft, id, saved)
                        : await dataProvider.call(createDraft, undefined, saved);
                    draftIdRef.current = row.id;
                    lastSaved.current = { body, at: row.updated };
                    if (current.current === body) setState({ kind: 'saved', at: row.updated });
                } catch (e) {
                    lastSent.current = '';
                    setState({ kind: 'failed', error: errorDetail(e) });
                }
            });
        }, delay);
        return () => clearTimeout(timer);
    }, [values, step, paused, dataProvider, draftIdRef, turns]);

    /** After a resume or a discard: what the server holds is what the form holds. */
    const settle = (saved: string) => {
        lastSent.current = saved;
        lastSaved.current = null;
        setState({ kind: 'idle' });
    };
    return { state, settle, flushed: turns.settled };
}
