import { buildApp, openChangeFeedFor } from './app.ts';
import { loadConfig } from './config.ts';
import { bootstrap } from './db/bootstrap.ts';
import { openDatabase } from './db/client.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const changes = await openChangeFeedFor(config, database);
const app = await buildApp({ config, db: database.db, changes });
try {
  await bootstrap(database.db, config, app.log);
} catch (err) {
  app.log.fatal((err as Error).message);
  await changes?.close();
  await database.close();
  process.exit(1);
}
await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Estadia em ${config.publicUrl} (banco: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await changes?.close();
    await database.close();
    process.exit(0);
  });
}
