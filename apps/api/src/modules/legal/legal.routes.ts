import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalDocumentParamsSchema, legalDocumentSchema } from '@pulso/contracts/legal';
import { problemSchema } from '@pulso/contracts/problem';
import type { LegalService } from './legal.service.ts';

export const legalRoutes =
  ({ legal }: { legal: LegalService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/legal/:document',
      {
        schema: {
          tags: ['legal'],
          summary: "The requesting country's terms, privacy policy, imprint or es-co page",
          params: legalDocumentParamsSchema,
          response: { 200: legalDocumentSchema, 404: problemSchema },
        },
      },
      async (request) => legal.getDocument(request.country, request.params.document),
    );
  };
