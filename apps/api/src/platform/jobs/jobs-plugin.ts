import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { shutdownBudget } from '../shutdown.ts';
import { startJobQueue, type JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * Starts pg-boss on the opened database. Registered after the database plugin, so that it stops
 * first when the server closes (onClose hooks run last-registered first): workers finish the job
 * in hand, then the database closes.
 */
export const jobsPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const boss = await startJobQueue(app.database, {
      databaseUrl: config.databaseUrl,
      monitorIntervalMs: config.jobsMonitorIntervalMs,
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
    });
    app.decorate('jobs', boss);
    app.addHook('onClose', async () => {
      // Its share of the shutdown bound, so that the database still closes within it.
      await boss.stop({ graceful: true, timeout: shutdownBudget(config.shutdownTimeoutMs).jobsMs });
      app.log.info('job queue stopped');
    });
  },
  { name: 'pulso-jobs', dependencies: ['pulso-database'] },
);
