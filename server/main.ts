// Starts the shop: config, database (migrate + seed), then listen on PORT; SIGINT/SIGTERM close it cleanly.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, ensureDataDir, loadConfig } from './config';
import { serveBackups } from './db/backup';
import { DatabaseLockedError, openDatabase } from './db/client';
import { InstallationError, recordCounts } from './db/installation';
import { prepareDatabase } from './db/seed/index';
import { createMailer } from './services/mailer';

async function main() {
  const config = loadConfig();
  ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  await prepareDatabase(database, config);

  const distDir = resolve(process.env.STATIC_DIR ?? join(__dirname, '..', 'dist'));
  // The outbox mailer logs through the app's logger, which exists once the app is built.
  const log = { info: (text: string) => console.info(text) };
  const mailer = createMailer(config, (text) => log.info(text));
  const server = await buildApp({
    config,
    database,
    mailer,
    ...(existsSync(distDir) ? { staticDir: distDir } : {}),
  });
  log.info = (text) => server.log.info(text);
  // The marker's counts follow the shop, so that a table emptied behind its back is refused at the next start.
  const recount = () =>
    recordCounts(database, config.dataDir).then(
      (emptied) => {
        if (emptied.length > 0)
          server.log.error(
            `${emptied.join(', ')} emptied while the shop runs: the installation marker keeps its last counts, ` +
              'and the next start refuses this database',
          );
      },
      (error: unknown) => server.log.warn({ err: error }, 'could not update the installation marker'),
    );
  const recounts = setInterval(() => void recount(), 60_000);
  recounts.unref();
  const backups =
    database.kind === 'pglite' ? await serveBackups(database, config.dataDir, server.log) : undefined;
  server.addHook('onClose', async () => {
    clearInterval(recounts);
    backups?.close();
    mailer.close();
    try {
      await recount();
    } finally {
      await database.close();
    }
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  try {
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    await server.close();
    throw error;
  }
  if (!existsSync(distDir))
    server.log.warn(`No SPA build at ${distDir}: serving the API only (run npm run build)`);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`Storefront ready at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof InstallationError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});
