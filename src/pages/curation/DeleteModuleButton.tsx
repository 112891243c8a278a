import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { fill, messages } from '../../../resources/messages';
import { useConfirm } from '../../components/ConfirmDialog';
import { errorDetail } from '../../views/errors';

/** Deletes the module and its items after the Delete-themed confirm says how many items go with it. */
export default function DeleteModuleButton() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const confirm = useConfirm();
    async function remove() {
        const count = Number(record?.item_count ?? 0);
        const message = `Delete module ${record?.id} “${String(record?.name ?? '')}” and its ${count} item${count === 1 ? '' : 's'}?`;
        if (!(await confirm({ theme: 'delete', message }))) return;
        try {
            await dataProvider.fetchJson(`curation/page-modules/${record?.id}/`, { method: 'DELETE', useDetail: true });
            notify('Module deleted', { type: 'success' });
            navigate('/curation/page-modules');
        } catch (e) {
            notify(fill(messages.errors.processing, { error: errorDetail(e) }), { type: 'error' });
        }
    }
    return (
        <Button
            size="small"
            color="warning"
            startIcon={<DeleteOutline />}
            disabled={!record}
            onClick={() => void remove()}
        >
            Delete
        </Button>
    );
}
