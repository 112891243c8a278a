import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { getAuth, subscribeState } from '../../authProvider/state';
import { endViewAs } from '../../authProvider/viewAs';
import { fill, messages } from '../../resources/messages';

/**
 * While an admin views as another user: whose view it is, why every record shows read-only, and
 * one click back (a fresh start as themselves).
 */
export default function ViewAsBanner() {
    const [viewAs, setViewAs] = useState(() => getAuth().view_as);
    useEffect(() => subscribeState(s => setViewAs(s.auth.view_as)), []);
    if (!viewAs) return null;
    const back = () => {
        endViewAs();
        // Menu, routes and cached lists were made for the viewed user: start again as oneself.
        window.location.assign('/view-as');
    };
    return (
        <Alert
            severity="warning"
            role="status"
            sx={{ mb: 1 }}
            action={
                <Button color="inherit" size="small" onClick={back}>
                    {messages.viewAs.back}
                </Button>
            }
        >
            <AlertTitle sx={{ mb: 0 }}>{fill(messages.viewAs.banner, { who: viewAs.title })}</AlertTitle>
            {messages.viewAs.readOnlyWhy}
        </Alert>
    );
}
