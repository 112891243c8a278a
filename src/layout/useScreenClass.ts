import { useEffect, useState } from 'react';
import type { ScreenClass } from '../../resources/constants';
import { screenClassFor } from '../../resources/format';

/** The current screen-size class of spec §9, updated on resize. */
export function useScreenClass(): ScreenClass {
    const [cls, setCls] = useState(() => screenClassFor(typeof window === 'undefined' ? 1280 : window.innerWidth));
    useEffect(() => {
        const onResize = () =>
            setCls(prev => {
                const next = screenClassFor(window.innerWidth);
                return next.id === prev.id ? prev : next;
            });
        window.addEventListener('resize', onResize);
        return () => window.removeEventListener('resize', onResize);
    }, []);
    return cls;
}
