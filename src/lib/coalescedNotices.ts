/**
 * react-query tells its observers of a change on a timer of their own, one per change made outside
 * its batches: opening a record whose pickers' choices are in hand set ~90 records (react-admin
 * copies a list's records to their own reads), ~200 timers in one task, each a task of its own
 * later, each a render. Here every notice scheduled before the timer fires runs in that one timer's
 * task, in order: one render for all of them.
 */
export function coalescing(later: (run: () => void) => void = run => setTimeout(run, 0)) {
    let pending: (() => void)[] = [];
    return (notice: () => void): void => {
        pending.push(notice);
        if (pending.length > 1) return;
        later(() => {
            const due = pending;
            pending = [];
            for (const run of due) {
                try {
                    run();
                } catch (error) {
                    // One observer's failure stops none of the others (as on timers of their own); still reported.
                    setTimeout(() => {
                        throw error;
                    }, 0);
                }
            }
        });
    };
}
