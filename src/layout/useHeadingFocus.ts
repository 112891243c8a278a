import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's heading: the app bar's h1, which each screen's title fills (react-admin's title portal). */
export const HEADING_ID = 'react-admin-title';

/** A navigation whose page keeps its title gets the focus on it after this long… */
const SETTLE_MS = 1_500;
/** …and a page that has shown no title by now does not take the focus later. */
const GIVE_UP_MS = 15_000;

const headingText = (h: HTMLElement) => h.textContent?.trim() ?? '';

/** Where the person is at work and the focus stays: a field being typed in, a tab of the same record. */
function keepsFocus(el: Element | null): boolean {
    if (!el || el === document.body) return false;
    if (el.getAttribute('role') === 'tab') return true;
    return el.matches('input, textarea, select, [contenteditable="true"]');
}

/**
 * After a navigation the focus lands on the page's heading (WCAG 2.4.3): a screen reader says
 * where the person is, and Tab goes on from the top of the new page, not from a menu entry or a
 * row that is gone. It waits for the new page's title (a page loading its code shows the old one a
 * while). The first page of a visit, a tab of the same record, a field being typed in and a focus
 * the person moved meanwhile keep theirs.
 */
export function useHeadingFocus(): void {
    const { pathname } = useLocation();
    const first = useRef(true);
    /** The title as last read while no navigation waited for it. */
    const seen = useRef('');
    const waiting = useRef(false);
    useEffect(() => {
        const heading = document.getElementById(HEADING_ID);
        if (!heading) return;
        seen.current = headingText(heading);
        const observer = new MutationObserver(() => {
            if (!waiting.current) seen.current = headingText(heading);
        });
        observer.observe(heading, { childList: true, subtree: true, characterData: true });
        return () => observer.disconnect();
    }, []);
    useEffect(() => {
        if (first.current) {
            first.current = false;
            return;
        }
        const heading = document.getElementById(HEADING_ID);
        if (!heading || keepsFocus(document.activeElement)) return;
        waiting.current = true;
        // The focus as the navigation left it: a person who moves it meanwhile keeps where they went.
        const from = document.activeElement;
        const movedOn = () => {
            const now = document.activeElement;
            return !!now && now !== document.body && now !== from && !heading.contains(now);
        };
        // Past SETTLE_MS any title will do (the page keeps the one it had); none yet: the first that comes.
        let settled = false;
        const ready = () => {
            const text = headingText(heading);
            return !!text && (settled || text !== seen.current);
        };
        const land = () => {
            stop();
            seen.current = headingText(heading);
            if (!keepsFocus(document.activeElement) && !movedOn()) heading.focus();
        };
        const observer = new MutationObserver(() => ready() && land());
        const timers = [
            setTimeout(() => {
                settled = true;
                if (ready()) land();
            }, SETTLE_MS),
            setTimeout(() => stop(), GIVE_UP_MS),
        ];
        function stop() {
            waiting.current = false;
            observer.disconnect();
            timers.forEach(clearTimeout);
        }
        if (ready()) land();
        else observer.observe(heading, { childList: true, subtree: true, characterData: true });
        return stop;
    }, [pathname]);
}
