/**
 * Some load for the benches (issue 43: budgets that hold with one core busy): BUSY_CORES=n starts
 * n child processes, each a busy loop on one core, for as long as the measurement runs. With it,
 * bench:rows and bench:lighthouse measure twice, quiet and then busy, and print both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export const BUSY_CORES = Math.max(0, Number(process.env.BUSY_CORES ?? 0) || 0);

/** The loads a bench measures under: quiet, and busy when BUSY_CORES asks for it. */
export const LOADS: { label: string; busy: number }[] = [
    { label: 'quiet', busy: 0 },
    ...(BUSY_CORES ? [{ label: `${BUSY_CORES} core${BUSY_CORES > 1 ? 's' : ''} busy`, busy: BUSY_CORES }] : []),
];

/** Starts `cores` busy loops; returns their stop. */
export function startBusy(cores: number): () => void {
    const children: ChildProcess[] = Array.from({ length: cores }, () =>
        spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
    );
    return () => children.forEach(child => child.kill('SIGKILL'));
}

/** `measure` run under each of LOADS, the busy loops stopped after each even when it fails. */
export async function underEachLoad(measure: (label: string) => Promise<void>): Promise<void> {
    for (const { label, busy } of LOADS) {
        const stop = startBusy(busy);
        try {
            await measure(label);
        } finally {
            stop();
        }
    }
}
