import { useSaveContext, type RaRecord } from 'react-admin';
import { messages } from '../../resources/messages';
import type { ResourceDef } from '../../resources/schema';
import { saveQuestions } from '../../resources/saveQuestions';
import { useConfirm } from '../components/ConfirmDialog';

/**
 * The form's save, asking first where it makes a change the model declares costly (a field's
 * `confirm`: voiding a coupon); declined, nothing is sent and the form keeps what was typed.
 */
export function useAskingSave(def: ResourceDef, loaded: RaRecord | undefined) {
    const { save } = useSaveContext();
    const confirm = useConfirm();
    return async (values: Record<string, unknown>) => {
        for (const q of saveQuestions(def, loaded, values)) {
            const labels = { yes: q.yes, no: messages.confirm.cancel };
            if (!(await confirm({ theme: 'proceed', message: q.question, labels }))) return;
        }
        return save?.(values);
    };
}
