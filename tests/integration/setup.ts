import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;

// Downloads: jsdom has no object URLs.
URL.createObjectURL = vi.fn(() => 'blob:console-test');
URL.revokeObjectURL = vi.fn();

afterEach(() => {
    cleanup();
    localStorage.clear();
});
