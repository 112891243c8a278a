/**
 * Work that must not overlap, run in the order it was asked for: each task starts once the one
 * before it has ended, failed or not (a failure is its own caller's, it does not stop the next).
 * `settled()` ends when everything asked so far has.
 */
export function inTurn() {
    let last: Promise<unknown> = Promise.resolve();
    return {
        run<T>(task: () => Promise<T>): Promise<T> {
            const next = last.then(task);
            last = next.catch(() => undefined);
            return next;
        },
        settled: (): Promise<void> => last.then(() => undefined),
    };
}
