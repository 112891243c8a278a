import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { subscribeSession } from '../../authProvider/session';
import { getAuth } from '../../authProvider/state';
import { changedFields } from '../../dataProvider/query';
import { fill, messages } from '../../resources/messages';
import type { ResourceDef } from '../../resources/schema';
import { clearUnsaved, readUnsaved, unsavedKey, writeUnsaved } from './unsaved';

const m = messages.session;

/**
 * No lost work when a session ends: the form's changed values are kept when the sign-in is lost,
 * and offered back the next time this user opens the record, unless they signed in again in place
 * (SignInAgain), the form still holding them.
 */
export default function KeepUnsaved({ def }: { def: ResourceDef }) {
    const record = useRecordContext();
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext();
    const key = unsavedKey(getAuth().user?.username, def.name, record?.id);
    const [offer, setOffer] = useState(() => readUnsaved(key));

    useEffect(
        () =>
            subscribeSession(ended => {
                if (!ended) return clearUnsaved(key);
                const changes = changedFields(getValues(), record ?? undefined);
                if (Object.keys(changes).length) writeUnsaved(key, changes);
            }),
        [key, getValues, record]
    );

    if (!offer || !record) return null;
    const name = `${translate(`resources.${def.name}.name`, { smart_count: 1 })} ${record.id}`;
    const close = () => {
        clearUnsaved(key);
        setOffer(null);
    };
    const restore = () => {
        for (const [field, value] of Object.entries(offer)) setValue(field, value, { shouldDirty: true });
        close();
    };
    return (
        <Alert
            severity="info"
            sx={{ mb: 2, width: '100%' }}
            action={
                <>
                    <Button color="inherit" size="small" onClick={restore}>
                        {m.restoreButton}
                    </Button>
                    <Button color="inherit" size="small" onClick={close}>
                        {m.discardButton}
                    </Button>
                </>
            }
        >
            {fill(m.restore, { name })}
        </Alert>
    );
}
