/** The reference API's database: the core tables and every module's own. */
import { connect, type DB } from './db';
import { MODULES } from './registry';

export function openDatabase(file: string): DB {
    const db = connect(file);
    for (const m of MODULES) if (m.ddl) db.exec(m.ddl);
    return db;
}
