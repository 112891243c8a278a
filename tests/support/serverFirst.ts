/**
 * The unit stage's order. Vitest runs the projects in name order (integration, server, unit) and a
 * project's files longest first by its last run's durations, or, with none (a fresh clone, as in CI),
 * largest file first. The server files that start and kill server processes are small, so on a
 * fresh clone they came last and one core waited out the last of them alone (160 s against 138 s
 * with known durations). Run first, their waits overlap the integration files' work.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = ['server'];

export default class ServerFirst extends BaseSequencer {
    async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
        const rank = (file: TestSpecification) => (FIRST.includes(file.project.name) ? 0 : 1);
        // Array sort is stable: each project keeps Vitest's own order.
        return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
}
