/** The v4 wire format of a paged list, shared by the data provider and the reference API. */
export interface Paged<T> {
    /** How many match; with `count_capped`, a lower bound: at least this many (counting stopped). */
    count: number;
    /** Set when counting stopped at `count`: more match, and `next` says whether a page follows. */
    count_capped?: true;
    next: string | null;
    previous: string | null;
    /** "current/total" */
    page: string;
    per_page: number;
    results: T[];
}
