import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaKinds, uploadedMediaSchema, type MediaKind } from '@pulso/contracts/backoffice/media';
import { isCountryCode, type CountryCode } from '@pulso/contracts/country';
import { problemSchema as p } from '@pulso/contracts/problem';
import { validationMessages } from '@pulso/contracts/validation';
import { MediaUploadInvalidError, type BackofficeMediaService } from './media.service.ts';

/** A multipart field's value(s): a repeated field, or one with commas. */
function valuesOf(field: unknown): string[] {
  const parts = Array.isArray(field) ? field : field === undefined ? [] : [field];
  return parts.flatMap((part: { type?: string; value?: unknown }) =>
    part.type === 'field' && typeof part.value === 'string'
      ? part.value
          .split(',')
          .map((value) => value.trim())
          .filter(Boolean)
      : [],
  );
}

/**
 * `POST /api/backoffice/media` (issue 17), inside the back-office scope (its permission hook runs
 * before the body is read). Multipart: `kind` and `countries` first, then one `file`, streamed to
 * the scratch folder and never held in memory.
 */
export const backofficeMediaRoutes =
  (media: BackofficeMediaService): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      limits: {
        // One file; the kind's own limit is checked while it streams (413 with its field).
        files: 1,
        fields: 10,
        fieldSize: 1024,
        fileSize: Math.max(...Object.values(media.maxBytes)) + 1,
      },
    });

    app.post(
      '/media',
      {
        config: { backoffice: { action: 'create', subject: 'Media' } },
        schema: {
          tags: ['backoffice'],
          summary:
            'Uploads a thumbnail (variants made once; at most 8000 px a side, 40 MP), PDF (written again; none with JavaScript, actions or attached files), audio or video; multipart: kind, countries, then file',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedMediaSchema, 400: p, 401: p, 403: p, 413: p, 415: p, 422: p },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new MediaUploadInvalidError('file', 'send multipart/form-data');
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await request.file();
        } catch {
          // No boundary, a broken part header, a body that ends early: the client's fault.
          throw new MediaUploadInvalidError('file', 'a well-formed multipart/form-data body');
        }
        if (!part)
          throw new MediaUploadInvalidError(
            'file',
            'a file is required',
            validationMessages.required,
          );
        const [kind, ...moreKinds] = valuesOf(part.fields.kind);
        const countries = valuesOf(part.fields.countries);
        const refuse = async (field: string, message: string) => {
          part.file.resume();
          await finished(part.file).catch(() => undefined);
          throw new MediaUploadInvalidError(field, message);
        };
        if (!kind || moreKinds.length > 0 || !(mediaKinds as readonly string[]).includes(kind))
          return refuse('kind', `one of ${mediaKinds.join(', ')}, sent before the file`);
        if (countries.length === 0 || !countries.every(isCountryCode))
          return refuse('countries', 'country codes, sent before the file');
        const uploaded = await media.upload(request.staff, {
          kind: kind as MediaKind,
          countries: [...new Set(countries)] as CountryCode[],
          file: part.file,
        });
        reply.code(201);
        return uploaded;
      },
    );
  };
