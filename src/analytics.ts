/** The console's analytics, from the configuration; context is the app (staff or partner) and brand only. */
import { getAuth } from '../authProvider/state';
import { appContext } from '../resources/permissions';
import { config } from './config';
import { createAnalytics } from './lib/analytics';

export const analytics = createAnalytics({
    url: config.analyticsUrl,
    context: () => {
        const { scope, brand } = getAuth();
        return { app: appContext(scope) ?? undefined, brand };
    },
});
