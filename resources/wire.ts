/** The v4 wire format of a paged list, shared by the data provider and the reference API. */
export interface Paged<T> {
    count: number;
    next: string | null;
    previous: string | null;
    /** "current/total" */
    page: string;
    per_page: number;
    results: T[];
}
