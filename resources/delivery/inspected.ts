/** A delivery as the inspector service answers it (spec §7: the deliveries inspector's GET by id). */
export type Named = { id: number; name: string } | null;
export interface InspectedDelivery {
    id: number;
    release_id: number | null;
    release_title: string;
    release_status: string;
    status_message: string | null;
    album_action: string;
    updated: string;
    upc: string | null;
    label: Named;
    supplier: Named;
    genre: Named;
    /** The last change of its release or a track of it (the 90 seconds count from the later). */
    release_updated?: string | null;
    /** The tracks its status message is about, as the catalog is now (missing-isrc: those without one). */
    failing_tracks?: { id: number; name: string; track_position: number }[];
    steps?: { release_status: string; status_message: string | null; detail: string; at: string }[];
}
