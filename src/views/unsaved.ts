import { useEffect } from 'react';
import { holdWork } from '../../authProvider/session';

/** While `dirty`, the screen holds work not yet saved: a session that ends then signs in again in place. */
export function useHoldsWork(dirty: boolean): void {
    useEffect(() => (dirty ? holdWork() : undefined), [dirty]);
}

/**
 * The path a record's form lives at, its tabs below it: `/support/users/12`, `/live/streams/create`.
 * (react-admin guesses it from the first two segments of the address, which for our two-segment
 * resource names is the list's own path: its link then left the form without asking.)
 */
export const formRoot = (resource: string, id: unknown) =>
    `/${resource}/${id === undefined || id === null || id === '' ? 'create' : encodeURIComponent(String(id))}`;

/** Whether going to `pathname` stays in the form at `root` (one of its tabs), rather than leaving it. */
export const staysInForm = (root: string, pathname: string) => pathname === root || pathname.startsWith(`${root}/`);

/**
 * Unsaved form values kept across a lost session, per user and record, in session storage (this
 * tab only, gone with it). Storage failures lose the offer, never the page.
 */
export const unsavedKey = (user: string | undefined, resource: string, id: unknown) =>
    `unsaved:${user ?? ''}:${resource}:${String(id)}`;

export function readUnsaved(key: string): Record<string, unknown> | null {
    try {
        const text = sessionStorage.getItem(key);
        const value: unknown = text ? JSON.parse(text) : null;
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
        return null;
    }
}

export function writeUnsaved(key: string, values: Record<string, unknown>): void {
    try {
        sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
        /* storage full or off: nothing to offer later */
    }
}

export function clearUnsaved(key: string): void {
    try {
        sessionStorage.removeItem(key);
    } catch {
        /* nothing stored */
    }
}
