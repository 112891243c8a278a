import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import { fill, messages } from '../../resources/messages';
import { labelForms, type ResourceDef } from '../../resources/schema';
import { useConfirm } from '../components/ConfirmDialog';
import { useNotices } from '../i18n/useNotices';
import { errorDetail } from './errors';
import { recordTitleText } from '../../resources/display';

/**
 * Deletes the record after the Delete-themed confirm names it (or says what `question` asks, e.g.
 * what goes with it); back to the list afterwards.
 */
export default function RecordDeleteButton({
    def,
    question,
}: {
    def: ResourceDef;
    question?: (record: Record<string, unknown>) => string;
}) {
    const record = useRecordContext();
    const notify = useNotify();
    const notices = useNotices(def.name);
    const navigate = useNavigate();
    const confirm = useConfirm();
    const [remove, { isPending }] = useDelete();
    const [one] = labelForms(def.label);
    async function onClick() {
        if (!record) return;
        const title = recordTitleText(def, record) || String(record.id);
        const message = question?.(record) ?? `Delete ${one.toLowerCase()} ${record.id} “${title}”?`;
        if (!(await confirm({ theme: 'delete', message }))) return;
        try {
            await remove(
                def.name,
                { id: record.id, previousData: record },
                { mutationMode: 'pessimistic', returnPromise: true }
            );
            notices.deleted(record);
            navigate(`/${def.name}`);
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }
    return (
        <Button
            size="small"
            color="warning"
            startIcon={<DeleteOutline />}
            disabled={!record || isPending}
            onClick={() => void onClick()}
        >
            Delete
        </Button>
    );
}
