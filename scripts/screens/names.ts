/** Pure naming for the screenshot gallery: a route (and a tab without a link of its own) → a file name. */

/** A path segment that names one record (a numeric id or a long hex/UUID key), not a kind of screen. */
export const isRecordSegment = (segment: string) => /^\d+$/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment);

/** Lower-case words joined by '-', at most 40 characters: "Songwriters and Publishers" → "songwriters-and-publishers". */
export function slug(text: string): string {
    return (
        text
            .normalize('NFKD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-+|-+$/g, '')
            .slice(0, 40)
            .replace(/-+$/, '') || 'untitled'
    );
}

/**
 * The file name (without .png) of the screen at `route` (a path, maybe with a query): its segments
 * joined by '.', a record's id said as `record` (so the name holds from one seed to the next), the
 * query's keys after `~` (a statement picked by `?statement=`), and `~tab` for a tab that has no
 * route of its own. `/` is `home`.
 */
export function screenName(route: string, tab?: string): string {
    const [pathname, search = ''] = route.split('?');
    const segments = pathname
        .split('/')
        .filter(Boolean)
        .map(s => (isRecordSegment(s) ? 'record' : slug(decodeURIComponent(s))));
    const keys = [...new URLSearchParams(search).keys()].sort();
    return [
        segments.length ? segments.join('.') : 'home',
        keys.length ? slug(keys.join(' ')) : '',
        tab ? slug(tab) : '',
    ]
        .filter(Boolean)
        .join('~');
}

/**
 * The route's shape, ids as `:id` and the query by its keys: two links of one shape lead to the
 * same screen for another record.
 */
export function routeShape(route: string): string {
    const [pathname, search = ''] = route.split('?');
    const path =
        '/' +
        pathname
            .split('/')
            .filter(Boolean)
            .map(s => (isRecordSegment(s) ? ':id' : s))
            .join('/');
    const keys = [...new URLSearchParams(search).keys()].sort();
    return keys.length ? `${path}?${keys.join('&')}` : path;
}

/** `name`, or `name-2`, `name-3`… when it is taken already; records the name it returns. */
export function uniqueName(name: string, taken: Set<string>): string {
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) candidate = `${name}-${n}`;
    taken.add(candidate);
    return candidate;
}
