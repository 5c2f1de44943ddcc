import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { DatabaseStartupError } from './platform/db/database.ts';
import { SeedError } from './platform/seed/run-seeds.ts';

/** Expected startup failures get their message alone; anything else keeps its stack. */
function stop(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseStartupError ||
    error instanceof SeedError;
  console.error(known ? `Pulso did not start. ${error.message}` : error);
  process.exit(1);
}

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  stop(error);
}

const starting = buildApp({ config, startTemplate: true });

// Installed before the database opens: a Ctrl-C during start-up waits for it, then closes cleanly.
closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ signal, err }) => {
  const app = await starting.catch(() => undefined);
  if (!app) return;
  if (err) app.log.error({ err }, 'stopping after an unexpected error');
  else
    app.log.info({ signal }, 'stopping: finishing requests in flight, then closing the database');
  // Stops accepting connections and closes the idle ones, waits for requests in flight (each
  // connection closed once its answer is sent), then runs the onClose hooks: the job queue stops,
  // the database closes last, with a CHECKPOINT on PGlite (platform/shutdown.ts: within the bound).
  await app.close();
});

const app = await starting.catch(stop);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await app.close();
  process.exit(1);
}
