import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { messages } from '../../../resources/messages';
import { useConfirm } from '../../components/ConfirmDialog';

/** Resubmits deliveries after confirming how many; answers whether it went through. */
export function useResubmit() {
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const confirm = useConfirm();
    return async (ids: readonly (string | number)[]): Promise<boolean> => {
        const what = ids.length === 1 ? `delivery ${ids[0]}` : `${ids.length} deliveries`;
        const ok = await confirm({
            theme: 'proceed',
            message: `Resubmit ${what}? ${ids.length === 1 ? 'It goes' : 'They go'} back to release-received and will be ingested again.`,
        });
        if (!ok) return false;
        try {
            await dataProvider.fetchJson('deliveries/deliveries/resubmit/', {
                method: 'POST',
                body: JSON.stringify({ ids: ids.map(Number) }),
                useDetail: true,
            });
            notify(`Resubmitted ${what}`, { type: 'success' });
            refresh();
            return true;
        } catch {
            notify(messages.errors.resubmitDelivery, { type: 'error' });
            return false;
        }
    };
}
