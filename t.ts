import { openDatabase } from './server/db/client';
import { sql } from 'drizzle-orm';
const d = await openDatabase({ dataDir: '/tmp/hdata' });
await d.migrate();
console.log((await d.db.execute(sql`select * from check_rate_limit('a','x',2,1)`)));
console.log((await d.db.execute(sql`select * from check_rate_limit('a','x',2,1)`)).rows ?? '');
console.log((await d.db.execute(sql`select * from check_rate_limit('a','x',2,1)`)).rows);
try { await openDatabase({ dataDir: '/tmp/hdata' }) } catch (e) { console.log('LOCK:', (e as Error).message) }
await d.close();
