/** `npm run seed -- --tracks 100000 [--database file] [--force]`: builds a fresh seeded database. */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from './store';
import { seed } from './seedDatabase';

const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
};
const file = resolve(arg('database') ?? process.env.DATABASE ?? 'data/store.sqlite');
const tracks = Number(arg('tracks') ?? 3000);
if (!Number.isInteger(tracks) || tracks < 1) {
    console.error('--tracks takes a whole number from 1');
    process.exit(2);
}
if (existsSync(file) && !process.argv.includes('--force')) {
    console.error(`${file} exists. Run again with --force to replace it (its data will be lost).`);
    process.exit(2);
}
for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) rmSync(file + suffix);
const started = Date.now();
const db = openDatabase(file);
seed(db, { tracks, log: m => console.log(m) });
db.close();
console.log(`${file}: ${tracks} tracks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
