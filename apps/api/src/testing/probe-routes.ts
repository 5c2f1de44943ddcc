import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const probeBodySchema = z.object({
  name: z.string().min(2),
  email: z.email(),
  age: z.number().int().positive(),
});

/** Routes that exist only in tests, to exercise the /api pipeline with a body and a failure. */
export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/testing/echo',
    {
      schema: {
        querystring: z.object({ mode: z.enum(['short', 'long']) }),
        body: probeBodySchema,
        response: { 200: z.object({ country: z.string(), name: z.string() }) },
      },
    },
    async (request) => ({ country: request.country, name: request.body.name }),
  );
  app.post('/testing/no-body', async (request) => ({ received: request.body ?? null }));
  app.get('/testing/boom', async () => {
    throw new Error('connection to db-internal.example:5432 refused');
  });
};
