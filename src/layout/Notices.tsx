import { lazy, Suspense, useState } from 'react';
import { useNotificationContext } from 'react-admin';

const Notification = lazy(() => import('./notificationView'));

/**
 * react-admin's <Notification />, its code (snackbar, slide transition, click-away) loaded with
 * the first notice rather than with the app shell: most screens open without one. Once shown it
 * stays mounted, so that later notices and their closing transitions behave as react-admin's own.
 */
export default function Notices() {
    const { notifications } = useNotificationContext();
    const [needed, setNeeded] = useState(false);
    if (!needed && notifications.length > 0) setNeeded(true);
    return needed ? (
        <Suspense fallback={null}>
            <Notification />
        </Suspense>
    ) : null;
}
