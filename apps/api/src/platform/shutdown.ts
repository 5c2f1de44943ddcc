import type { FastifyInstance } from 'fastify';

/**
 * How a graceful shutdown spends SHUTDOWN_TIMEOUT (after which main.ts exits anyway): requests
 * in flight get half of it, the job queue's workers the next 30 %, and the rest is left for the
 * database's close (PGlite's CHECKPOINT).
 */
export function shutdownBudget(timeoutMs: number) {
  return { requestsMs: Math.floor(timeoutMs * 0.5), jobsMs: Math.floor(timeoutMs * 0.3) };
}

/**
 * Graceful shutdown with keep-alive connections (decision 080). On close, connections idle at
 * that moment are closed at once; a connection whose request is in flight gets its answer with
 * `Connection: close` and is closed once it is sent, so that no idle connection keeps the server
 * open until its keep-alive time-out. A request still running when its half of the bound is up
 * loses its connection, so that the jobs and the database still close within the bound.
 */
export function registerGracefulShutdown(app: FastifyInstance, timeoutMs: number): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
    const cutOff = setTimeout(() => {
      app.log.warn(
        'requests still in flight at half the shutdown bound: closing their connections',
      );
      app.server.closeAllConnections();
    }, shutdownBudget(timeoutMs).requestsMs);
    cutOff.unref();
    app.server.once('close', () => clearTimeout(cutOff));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
