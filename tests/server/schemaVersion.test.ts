/** A demo database made under other table definitions is set aside (never deleted) and made afresh. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSeeded } from '../../server/db';
import { seed } from '../../server/seedDatabase';
import { openCurrentDatabase, openDatabase, SCHEMA_FINGERPRINT } from '../../server/store';
import { tempDatabase } from '../support/tempDatabase';

function seededFile() {
    const file = tempDatabase('schema-');
    const db = openDatabase(file);
    seed(db, { tracks: 5 });
    return { file, db };
}

describe('the database file and the table definitions', () => {
    it('a file seeded by this version is opened as it is', () => {
        const { file, db } = seededFile();
        db.prepare("UPDATE tracks SET name = 'Kept' WHERE id = 1").run();
        db.close();
        const { db: again, setAside } = openCurrentDatabase(file);
        expect(setAside).toBeUndefined();
        expect(again.prepare('SELECT name FROM tracks WHERE id = 1').get()).toEqual({ name: 'Kept' });
        again.close();
    });

    it('a file seeded under other definitions is kept aside and a fresh one opened', () => {
        const { file, db } = seededFile();
        db.prepare("UPDATE meta SET value = 'older' WHERE key = 'schema'").run();
        db.close();
        const { db: fresh, setAside } = openCurrentDatabase(file);
        expect(setAside).toBe(`${file}.older.old`);
        expect(existsSync(`${file}.older.old`)).toBe(true);
        expect(isSeeded(fresh)).toBe(false);
        seed(fresh, { tracks: 5 });
        expect(fresh.prepare("SELECT value FROM meta WHERE key = 'schema'").get()).toEqual({
            value: SCHEMA_FINGERPRINT,
        });
        fresh.close();
    });
});
