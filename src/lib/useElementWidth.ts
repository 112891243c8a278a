import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * An element's laid-out width, followed as it changes (a ResizeObserver); `undefined` until it is
 * measured or where the browser cannot say (tests' jsdom). Returns the ref to put on the element.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number | undefined] {
    const [width, setWidth] = useState<number | undefined>(undefined);
    const observer = useRef<ResizeObserver | null>(null);
    useEffect(() => () => observer.current?.disconnect(), []);
    const ref = useCallback((element: HTMLElement | null) => {
        observer.current?.disconnect();
        observer.current = null;
        if (!element || typeof ResizeObserver === 'undefined') return;
        observer.current = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || undefined));
        observer.current.observe(element);
    }, []);
    return [ref, width];
}
