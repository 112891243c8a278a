import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router';
import type { ConsoleDataProvider } from '../../../dataProvider';
import { fill, messages } from '../../../resources/messages';
import { errorDetail } from '../../views/errors';
import { duplicatePageModule } from '../../../resources/operations/curation';

/** Duplicates the module with its items; the copy is attached to no page, and opens. */
export default function DuplicateModuleButton() {
    const record = useRecordContext();
    const dataProvider = useDataProvider<ConsoleDataProvider>();
    const notify = useNotify();
    const navigate = useNavigate();
    const [busy, setBusy] = useState(false);
    async function duplicate() {
        setBusy(true);
        try {
            const copy = await dataProvider.call(duplicatePageModule, record?.id);
            notify(fill(messages.curation.duplicated, { id: copy.id }), { type: 'success' });
            navigate(`/curation/page-modules/${copy.id}`);
        } catch (e) {
            notify(fill(messages.errors.createUpdate, { resource: 'module', error: errorDetail(e) }), {
                type: 'error',
            });
        } finally {
            setBusy(false);
        }
    }
    return (
        <Button size="small" startIcon={<ContentCopy />} disabled={busy || !record} onClick={() => void duplicate()}>
            Duplicate
        </Button>
    );
}
