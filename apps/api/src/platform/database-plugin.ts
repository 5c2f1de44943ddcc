import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { openDatabase } from './db/open-database.ts';
import { startTemplatePath } from './db/pglite-start-template.ts';
import { installJobQueueSchema } from './jobs/job-queue.ts';
import { runSeeds } from './seed/run-seeds.ts';
import type { Seed } from './seed/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  seeds: readonly Seed[];
  /** PGlite: start an empty data directory from the start template (`npm start`). */
  startTemplate?: boolean;
}

/** Opens (and migrates) the database, runs pending seeds, closes it last when the server closes. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, seeds, startTemplate = false }) => {
    const handle = await openDatabase(config, {
      ...(startTemplate && !config.databaseUrl
        ? {
            startTemplate: startTemplatePath(
              seeds.filter((seed) => seed.kind !== 'demo' || config.seedDemo).map((s) => s.name),
            ),
          }
        : {}),
      onLockCompromised(error) {
        // Another process took the data directory over: writing on would corrupt it. Stop now,
        // without the checkpoint (a checkpoint is a write).
        app.log.fatal({ err: error }, 'lost the lock on the data directory; stopping at once');
        process.exit(1);
      },
      onConnectionLost(error) {
        app.log.warn({ err: error }, 'a database connection was lost; the pool opens another');
      },
    });
    try {
      const ran = await runSeeds(handle.db, seeds, { seedDemo: config.seedDemo });
      if (ran.length) app.log.info({ seeds: ran }, 'seeded the database');
      const { keepAsStartTemplate } = handle;
      if (keepAsStartTemplate) {
        // pg-boss's tables go in the template too: a start from it does not create them again.
        await installJobQueueSchema(handle)
          .then(keepAsStartTemplate)
          .then(
            () =>
              app.log.info('kept the new database as the start template of empty data directories'),
            (error: unknown) => app.log.warn({ err: error }, 'could not keep the start template'),
          );
      }
    } catch (error) {
      await handle.close();
      throw error;
    }
    app.decorate('database', handle);
    app.addHook('onClose', async () => {
      await handle.close();
      app.log.info({ driver: handle.driver }, 'database closed');
    });
    app.log.info(
      { driver: handle.driver, dataDir: handle.driver === 'pglite' ? config.dataDir : undefined },
      'database ready',
    );
  },
  { name: 'pulso-database' },
);
