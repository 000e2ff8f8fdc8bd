import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const t = Date.now();
const db = await PGlite.create({ extensions: { unaccent, pg_trgm, btree_gist } });
await db.exec('create extension unaccent; create extension pg_trgm; create extension btree_gist;');
console.log(await db.query("select unaccent('Ação') a"), Date.now() - t);
const t2 = Date.now();
const c = await db.clone();
console.log('clone', Date.now() - t2, (await c.query('select 1 x')).rows);
