/** The store-wide search (§7 "Others: search and search/autocomplete GET"). */
import type { SearchHit } from '../lookup';
import { P } from '../permissions';
import type { Paged } from '../wire';
import { defineOperation, returns } from './define';

/** Every type's matches for free text, paged as one list (`?q=`, `page`, `per_page`). */
export const searchAll = defineOperation({
    resource: 'search',
    id: 'search',
    detail: false,
    method: 'GET',
    path: '',
    // Each user searches the types they may read; the list is theirs.
    access: P.ANY_USER,
    result: returns<Paged<SearchHit>>(),
    spec: 'Others: search and search/autocomplete GET',
});

/** A few names per type as text is typed, or the record an identifier or `catalog/{type}/{id}` link names. */
export const searchAutocomplete = defineOperation({
    resource: 'search',
    id: 'autocomplete',
    detail: false,
    method: 'GET',
    path: 'autocomplete/',
    access: P.ANY_USER,
    result: returns<Paged<SearchHit>>(),
    spec: 'Others: search and search/autocomplete GET',
});
