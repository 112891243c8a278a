import { lazy, Suspense, useMemo } from 'react';
import { allowedNow } from '../../authProvider';
import { resources } from '../../resources';
import { searchArea } from '../../resources/searchArea';

// The combobox loads after the shell: the first list's budget does not pay for it.
const AppBarSearchBox = lazy(() => import('./AppBarSearchBox'));

/** The app bar's search box, for users who may search at least one type. */
export default function AppBarSearch() {
    const usable = useMemo(() => searchArea(resources, allowedNow).length > 0, []);
    if (!usable) return null;
    return (
        <Suspense fallback={null}>
            <AppBarSearchBox />
        </Suspense>
    );
}
