/** Counting a streamed CSV's rows as it arrives, without papaparse (it loads with the app shell's data provider). */

/** Where a streamed CSV's reader stands: complete lines seen so far, and whether it is inside quotes. */
export interface CsvCount {
    lines: number;
    quoted: boolean;
}

/**
 * Counts the line ends of `chunk` outside quoted cells (a cell may hold line breaks; `""` toggles
 * twice, so it needs no special case). Chunks may split anywhere: the state carries over.
 */
export function countCsvLines(state: CsvCount, chunk: string): CsvCount {
    let { lines, quoted } = state;
    for (let i = 0; i < chunk.length; i++) {
        const c = chunk.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) lines++;
    }
    return { lines, quoted };
}
