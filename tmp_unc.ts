import Database from 'better-sqlite3';
import { createApi } from './server/app';
import { declaredCalls } from './resources/calls';
const app = createApi(new Database(':memory:') as any);
const t = declaredCalls();
const seen = new Set<string>();
for (const r of app.routes) { const k = `${r.method} ${r.path}`; if (seen.has(k) || r.method==='ALL') continue; seen.add(k); if (!t.has(k)) console.log(k); }
console.log('--- declared but not mounted');
for (const k of t.keys()) if (!seen.has(k)) console.log(k);
