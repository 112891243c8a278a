/**
 * What a text typed into the app bar's search box names: a record it can jump to (an ISRC, a
 * UPC/EAN, a GUID, a catalog number, a `catalog/{type}/{id}` link), or words to autocomplete.
 */
import { canonicalCode, ISRC, UPC } from './rules';

/** Identifiers a record can be found by: each is a field of that name on the types that have one. */
export const IDENTIFIERS = ['isrc', 'upc', 'guid', 'catalog_number'] as const;
export type Identifier = (typeof IDENTIFIERS)[number];
/** How a person names each identifier (in messages and beside a suggestion). */
export const IDENTIFIER_LABELS: Record<Identifier, string> = {
    isrc: 'ISRC',
    upc: 'UPC/EAN',
    guid: 'GUID',
    catalog_number: 'catalog number',
};

/** One answer of `GET search/` and `GET search/autocomplete/`. */
export interface SearchHit {
    /** The resource's name (`catalog/tracks`): the console route is `/{type}/{id}`. */
    type: string;
    id: number;
    name: string;
    /** What matched: the name, the id (a link), or the identifier the text was. */
    match: 'name' | 'id' | Identifier;
    /** What tells it apart from records of its name (its type's `describe`), where the API says. */
    detail?: string;
    image?: string;
}

export type Lookup =
    | { kind: 'record'; resource: string; id: number }
    | { kind: Identifier; value: string }
    | { kind: 'words'; value: string };

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
/** The store's own GUIDs (GUID0000002A, also typed `guid-0000002a`) as well as UUIDs. */
const STORE_GUID = /^guid-?[0-9a-f]{6,}$/i;
/** Letters then digits, as labels number their releases (`CAT00042`, `ABC-123`). */
const CATALOG_NUMBER = /^[A-Z]{2,8}-?\d{2,8}[A-Z]?$/;
const LINK = /(?:^|\/)catalog\/([a-z-]+)\/(\d{1,12})\/?(?:[?#].*)?$/;

/** Classifies the box's text (pure): identifiers first, then links, then free words. */
export function classifyLookup(input: string): Lookup {
    const text = input.trim();
    const link = LINK.exec(text);
    // Whether such a type exists is the caller's question (the registry), not the text's.
    if (link) return { kind: 'record', resource: `catalog/${link[1]}`, id: Number(link[2]) };
    const upper = text.toUpperCase();
    // Identifiers are stored in canonical form: looked up in it, however they were typed.
    const code = canonicalCode(text);
    if (UPC.test(code)) return { kind: 'upc', value: code };
    if (ISRC.test(code)) return { kind: 'isrc', value: code };
    if (UUID.test(text) || STORE_GUID.test(text)) return { kind: 'guid', value: code };
    if (CATALOG_NUMBER.test(upper)) return { kind: 'catalog_number', value: upper };
    return { kind: 'words', value: text };
}
