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
