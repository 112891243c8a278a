/** allRows (server/db.ts): rows as the driver gives them, built by a function compiled per statement. */
import { describe, expect, it } from 'vitest';
import { allRows, connect } from '../../server/db';

describe('allRows', () => {
    const db = connect(':memory:');
    db.exec(`CREATE TABLE a (id INTEGER PRIMARY KEY, name TEXT, n REAL, b BLOB);
             INSERT INTO a VALUES (1, 'x', 1.5, x'00ff'), (2, NULL, NULL, NULL);`);

    it('gives the same rows as the driver, values and key order alike', () => {
        for (const sql of ['SELECT * FROM a ORDER BY id', 'SELECT name, id, a.id AS id, 1 AS one FROM a ORDER BY id']) {
            const driver = db.prepare(sql).all();
            const built = allRows(db, sql, []);
            expect(built).toEqual(driver);
            expect(built.map(r => Object.keys(r))).toEqual(driver.map(r => Object.keys(r as object)));
        }
        // Parameters bind, and the same SQL read through stmt() still answers objects.
        expect(allRows(db, 'SELECT id FROM a WHERE id = ?', [2])).toEqual([{ id: 2 }]);
        expect(db.prepare('SELECT id FROM a WHERE id = ?').get(2)).toEqual({ id: 2 });
    });

    it('a column named __proto__ is a key, not the prototype', () => {
        const [row] = allRows(db, 'SELECT 1 AS __proto__, 2 AS id', []);
        expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
        expect(Object.keys(row)).toEqual(['__proto__', 'id']);
        expect(row.id).toBe(2);
    });
});
