import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startHarness,
  type Harness,
} from '../medical-information/testing/medical-information-harness.ts';

describe('content fields', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = await h.signIn('staff-editor-mx');
  }, 400_000);
  afterAll(async () => {
    await h?.t.close();
  });

  const as = () => ({ token, country: 'mx' as const });
  const draft = (content: Record<string, unknown>) => ({
    title: `Guía en PDF ${Date.now()}`,
    synopsis: 'Resumen',
    mainCluster: 'to_read',
    categoryId: 'cardiology',
    countries: ['mx'],
    language: 'es',
    content,
  });

  describe(
    'back-office content: file bodies, medicine insert, preview',
    { timeout: 120_000 },
    () => {
      it('stores a PDF body, a medicine insert, a video preview and an episode as sent', async () => {
        const content = {
          content: { kind: 'pdf', url: '/media/uploads/guia.pdf' },
          medicineInsert: '/media/uploads/ipp.pdf',
          preview: { kind: 'video', url: '/media/uploads/avance.mp4', mimeType: 'video/mp4' },
          // An episode as the form sends it (an id it made, position, seconds, its file's body).
          episodes: [
            {
              id: 'parte-m1abc-x9y8z7',
              title: 'Dos',
              position: 0,
              synopsis: '',
              duration: 720,
              thumbnail: null,
              content: { kind: 'audio', url: '/media/uploads/dos.mp3', mimeType: 'audio/mpeg' },
            },
          ],
        };
        const created = await h.api.post('/api/backoffice/contents', draft(content), as());
        expect(created.statusCode, created.body).toBe(201);
        const read = await h.api.get(`/api/backoffice/contents/${created.json().id}`, as());
        expect(read.json().content).toMatchObject(content);
      });

      it('names each refused field of the document in the 400 (under body.content), never a 500', async () => {
        const response = await h.api.post(
          '/api/backoffice/contents',
          draft({
            content: { kind: 'video', url: 'no es una ruta' },
            medicineInsert: 'ipp.pdf',
          }),
          as(),
        );
        expect(response.statusCode).toBe(400);
        const fields = (response.json().errors as { field: string }[]).map((e) => e.field);
        expect(fields).toEqual(
          expect.arrayContaining([
            'body.content.content.url',
            'body.content.content.mimeType',
            'body.content.medicineInsert',
          ]),
        );
        expect(response.json().code).toBe('request.invalid');
      });

      it('refuses a body of the wrong type or unknown shape with a 400 naming each field, on create and edit', async () => {
        const wrong = {
          colour: 'rojo',
          content: { kind: 'gif', url: '/media/uploads/a.gif' },
          episodes: 'ninguno',
          seasons: [{ id: 'T 1', title: 'Primera', position: 0 }],
          planners: [{ id: 'dra-ruiz', name: 'Dra. Ruiz', description: 7, thumbnail: null }],
          examDuration: 'una hora',
        };
        const created = await h.api.post('/api/backoffice/contents', draft(wrong), as());
        expect(created.statusCode, created.body).toBe(400);
        const errors = created.json().errors as { field: string; message: string }[];
        expect(errors.map((e) => e.field)).toEqual(
          expect.arrayContaining([
            'body.content.colour',
            'body.content.content.kind',
            'body.content.episodes',
            'body.content.seasons.0.id',
            'body.content.seasons.0.episodes',
            'body.content.planners.0.description',
            'body.content.examDuration',
          ]),
        );
        expect(errors.find((e) => e.field === 'body.content.colour')?.message).toBe(
          'validation.field.unknown',
        );

        const item = await h.api.post('/api/backoffice/contents', draft({}), as());
        expect(item.statusCode, item.body).toBe(201);
        for (const content of ['texto', [], null, { content: { kind: 'html', html: 5 } }]) {
          const edited = await h.api.put(
            `/api/backoffice/contents/${item.json().id}`,
            draft(content as never),
            as(),
          );
          expect(edited.statusCode, JSON.stringify(content)).toBe(400);
          expect((edited.json().errors as { field: string }[]).map((e) => e.field)).toEqual([
            typeof content === 'object' && content && !Array.isArray(content)
              ? 'body.content.content.html'
              : 'body.content',
          ]);
        }
      });

      it('checks the fields against each other on the whole item: more correct answers than questions is a 400', async () => {
        const response = await h.api.post(
          '/api/backoffice/contents',
          draft({ totalQuestions: 5, minCorrectQuestions: 6 }),
          as(),
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'backoffice.content_invalid',
          errors: [{ field: 'body.content.minCorrectQuestions', message: 'validation.invalid' }],
        });
      });

      it('stores seasons with their episodes and planners, and names a season episode’s refused title', async () => {
        const thumbnail = {
          id: 'foto-1',
          url: '/media/uploads/foto-1.cluster.png',
          expires: null,
          type: 'cluster',
          urlPdf: null,
        };
        const episode = (title: string) => ({
          id: `ep-${title.toLowerCase()}`,
          title,
          position: 0,
          synopsis: 'Resumen del episodio',
          duration: 600,
          thumbnail,
          content: null,
        });
        const content = {
          seasons: [
            { id: 'temporada-1', title: 'Primera', position: 0, episodes: [episode('Uno')] },
            { id: 'temporada-2', title: 'Segunda', position: 1, episodes: [episode('Dos')] },
          ],
          planners: [{ id: 'dra-ruiz', name: 'Dra. Ruiz', description: 'Cardióloga', thumbnail }],
        };
        const created = await h.api.post('/api/backoffice/contents', draft(content), as());
        expect(created.statusCode, created.body).toBe(201);
        const read = await h.api.get(`/api/backoffice/contents/${created.json().id}`, as());
        expect(read.json().content).toMatchObject(content);

        const refused = await h.api.post(
          '/api/backoffice/contents',
          draft({
            seasons: [content.seasons[0], { ...content.seasons[1], episodes: [episode('')] }],
            planners: [{ ...content.planners[0], name: '' }],
          }),
          as(),
        );
        expect(refused.statusCode).toBe(400);
        const fields = (refused.json().errors as { field: string }[]).map((e) => e.field);
        expect(fields).toEqual(
          expect.arrayContaining([
            'body.content.seasons.1.episodes.0.title',
            'body.content.planners.0.name',
          ]),
        );
      });
    },
  );

  describe(
    'back-office content: nothing reaches review without its files (issue 32)',
    { timeout: 120_000 },
    () => {
      const episode = (id: string, content: unknown) => ({
        id,
        title: id,
        position: 0,
        synopsis: '',
        duration: null,
        thumbnail: null,
        content,
      });
      const submit = (id: string) => h.api.post(`/api/backoffice/contents/${id}/submit`, {}, as());

      it('refuses to submit a series whose episodes lack their file, naming each one, then takes it complete', async () => {
        const video = { kind: 'video', url: '/media/uploads/uno.mp4', mimeType: 'video/mp4' };
        const series = {
          content: null,
          episodes: [episode('uno', video), episode('dos', null)],
          lessons: [episode('leccion', { kind: 'html', html: '<p> </p>' })],
          seasons: [
            { id: 't1', title: 'Temporada 1', position: 0, episodes: [episode('t1-e1', null)] },
          ],
        };
        const created = await h.api.post('/api/backoffice/contents', draft(series), as());
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id as string;

        const refused = await submit(id);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'backoffice.content_incomplete' });
        expect(refused.json().errors).toEqual([
          {
            field: 'content.episodes.1.content',
            code: 'required',
            message: 'backoffice.contents.incomplete.part',
          },
          {
            field: 'content.lessons.0.content',
            code: 'required',
            message: 'backoffice.contents.incomplete.part',
          },
          {
            field: 'content.seasons.0.episodes.0.content',
            code: 'required',
            message: 'backoffice.contents.incomplete.part',
          },
        ]);
        const still = await h.api.get(`/api/backoffice/contents/${id}`, as());
        expect(still.json().status).toBe('draft');

        // Each part given its file: a series needs no body of its own.
        const complete = {
          content: null,
          episodes: [episode('uno', video), episode('dos', video)],
          lessons: [episode('leccion', { kind: 'pdf', url: '/media/uploads/leccion.pdf' })],
          seasons: [
            { id: 't1', title: 'Temporada 1', position: 0, episodes: [episode('t1-e1', video)] },
          ],
        };
        expect(
          (await h.api.put(`/api/backoffice/contents/${id}`, draft(complete), as())).statusCode,
        ).toBe(200);
        const sent = await submit(id);
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json().status).toBe('in-review');
      });

      it('refuses to submit an item with no body and nothing else to play', async () => {
        const created = await h.api.post(
          '/api/backoffice/contents',
          draft({ content: null }),
          as(),
        );
        const refused = await submit(created.json().id);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual([
          {
            field: 'content.content',
            code: 'required',
            message: 'backoffice.contents.incomplete.body',
          },
        ]);
      });
    },
  );
});
