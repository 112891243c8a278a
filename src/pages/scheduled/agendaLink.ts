/** The agenda's address with its filters (`/scheduled?resource=…&record=…&status=…`): a deep link that survives reload. */
export function agendaLink(filters: { resource?: string; record?: string | number; status?: string }): string {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') q.set(k, String(v));
    return q.size ? `/scheduled?${q}` : '/scheduled';
}
