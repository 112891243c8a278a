import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { allowedNow } from '../../authProvider';
import { messages } from '../../resources/messages';
import { writeAccessFor, type ResourceDef } from '../../resources/schema';
import { hasCapability } from '../lib/capabilities';

// The dialog (and papaparse with it) loads once a person opens it.
const ImportCsvDialog = lazy(() => import('./ImportCsvDialog'));

/**
 * "Import CSV" on a list whose records the user may change (the import is the PATCH of each row,
 * written as one bulk change); absent where the server offers no import (capability `csv-import`).
 */
export default function ImportCsvButton({ def }: { def: ResourceDef }) {
    const [open, setOpen] = useState(false);
    if (!hasCapability('csv-import') || !allowedNow(writeAccessFor(def, 'update'))) return null;
    return (
        <>
            <Button label={messages.csvImport.button} onClick={() => setOpen(true)}>
                <UploadFileIcon />
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <ImportCsvDialog def={def} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
}
