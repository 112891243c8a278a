import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reloadState } from '../../authProvider/state';
import { reportAnswered } from '../../src/lib/reachability';

// A screen's wait (waitFor, findBy) allows for a loaded machine: the suite runs every worker on two
// cores, and Testing Library's default second was once too short for a filtered list's rows to come.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that MUI and react-admin use.
Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
        matches: query.includes('min-width') ? true : false,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
    }),
});
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// A screen that brings its heading into view (the deliveries inspector's open delivery).
Element.prototype.scrollIntoView = vi.fn();
class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

// Downloads: jsdom has no object URLs.
URL.createObjectURL = vi.fn(() => 'blob:console-test');
URL.revokeObjectURL = vi.fn();

// The worker's files share their modules (isolate: false), the state's in-memory copy included. It is
// forgotten last, once the screen is gone and the storage cleared. Forgotten before (in useApi's
// afterEach), an effect that committed between the two hooks read the signed-in state back into it
// (seen: notices.test.tsx), and the next test that did not sign in (login.test.tsx's cold deep link)
// began signed in with a token its API did not know: /logout, then /auth without `next`.
// Whether the API answers is module state too: a file whose calls went unanswered (networkFaults) left
// the next file's connection banner probing the API (seen: a HEAD among declaredConfirms' writes).
afterEach(() => {
    cleanup();
    localStorage.clear();
    reloadState();
    reportAnswered();
});
