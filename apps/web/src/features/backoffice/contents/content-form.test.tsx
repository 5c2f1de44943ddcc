import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { problem } from '../../../testing/fixtures.ts';
import {
  created,
  fileInput,
  setUp,
  uploadField,
  uploads,
  withFakeUploads,
} from '../testing/content-form-harness.ts';

const fake = withFakeUploads();
let user: UserEvent;
beforeEach(() => {
  user = fake.user();
});

describe('content form: body and files', () => {
  it('sends a PDF body with the uploaded path, and the medicine insert', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Guía en PDF');
    await user.click(screen.getByRole('radio', { name: 'PDF' }));
    expect(screen.queryByRole('textbox', { name: /^Contenido \(HTML\)/ })).toBeNull();
    await user.upload(
      fileInput('Archivo PDF del contenido'),
      new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getAllByText('Archivo cargado.')).toHaveLength(1));
    await user.upload(
      fileInput(/^Información para prescribir/),
      new File(['%PDF'], 'ipp.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getAllByText('Archivo cargado.')).toHaveLength(2));
    expect(uploads.map((form) => form.get('kind'))).toEqual(['pdf', 'pdf']);

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
    expect(api.called('POST /api/backoffice/contents')[0]!.body).toMatchObject({
      title: 'Guía en PDF',
      content: {
        content: { kind: 'pdf', url: '/media/uploads/1.pdf' },
        medicineInsert: '/media/uploads/2.pdf',
        preview: null,
      },
    });
  });

  it('sends a video body and a preview with the uploaded files’ types', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Webinar');
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    await user.upload(
      fileInput(/^Video del contenido/),
      new File(['mp4'], 'webinar.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(screen.getAllByText('Archivo cargado.')).toHaveLength(1));
    await user.upload(
      fileInput(/^Vista previa/),
      new File(['mp4'], 'avance.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(screen.getAllByText('Archivo cargado.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
    expect(api.called('POST /api/backoffice/contents')[0]!.body).toMatchObject({
      content: {
        content: { kind: 'video', url: '/media/uploads/1.video', mimeType: 'video/mp4' },
        preview: { kind: 'video', url: '/media/uploads/2.video', mimeType: 'video/mp4' },
        medicineInsert: null,
      },
    });
  });

  it("shows the API's problem with a body's file and with the medicine insert on them", async () => {
    setUp(() =>
      problem(400, 'request.invalid', {
        errors: [
          { field: 'body.content.content.url', code: 'custom', message: 'x' },
          { field: 'body.content.medicineInsert', code: 'too_big', message: 'Too big' },
        ],
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Guía');
    await user.click(screen.getByRole('radio', { name: 'PDF' }));
    await user.upload(
      fileInput('Archivo PDF del contenido'),
      new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    // The form's file field: the upload field and, under it, the API's problem.
    const body = uploadField('Archivo PDF del contenido').parentElement!;
    await waitFor(() => expect(body).toHaveTextContent('El valor no es válido.'));
    const insert = uploadField(/^Información para prescribir/).parentElement!;
    expect(insert).toHaveTextContent('El texto es demasiado largo.');
    expect(screen.queryByText('Revisa los datos del contenido.')).toBeNull();
  });

  it('adds, moves and removes episodes, and sends them in order with their files', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Serie');
    const add = screen.getByRole('button', { name: 'Agregar episodio' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: /^Título \(Episodio 1\)/ }), 'Uno');
    await user.type(screen.getByRole('textbox', { name: /^Título \(Episodio 2\)/ }), 'Dos');
    await user.type(screen.getByRole('textbox', { name: /^Título \(Episodio 3\)/ }), 'Tres');
    await user.type(
      screen.getByRole('textbox', { name: /^Duración en minutos \(Episodio 2\)/ }),
      '12',
    );
    await user.upload(
      fileInput('Archivo (Episodio 2)'),
      new File(['mp4'], 'dos.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Subir: Episodio 2' }));
    await user.click(screen.getByRole('button', { name: 'Quitar: Episodio 3' }));
    expect(screen.queryByRole('textbox', { name: /^Título \(Episodio 3\)/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
    const body = api.called('POST /api/backoffice/contents')[0]!.body as {
      content: { episodes: unknown[] };
    };
    expect(body.content.episodes).toEqual([
      expect.objectContaining({
        title: 'Dos',
        position: 0,
        duration: 720,
        content: { kind: 'video', url: '/media/uploads/1.video', mimeType: 'video/mp4' },
      }),
      expect.objectContaining({ title: 'Uno', position: 1, duration: null, content: null }),
    ]);
  });

  it("shows the API's problem with an episode's title on it", async () => {
    setUp(() =>
      problem(400, 'backoffice.content_invalid', {
        errors: [{ field: 'body.content.episodes.0.title', code: 'too_small', message: 'x' }],
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Serie');
    await user.click(screen.getByRole('button', { name: 'Agregar episodio' }));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const title = screen.getByRole('textbox', { name: /^Título \(Episodio 1\)/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Este campo es obligatorio.'));
  });
});

describe('content form: the type', () => {
  it('offers the content types, "Para leer" first, and not the home (issue 32)', async () => {
    setUp(created);
    await screen.findByRole('textbox', { name: /^Título/ });
    await user.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options[0]).toBe('Para leer');
    expect(options).toEqual(expect.arrayContaining(['Para ver', 'Para escuchar', 'Curso']));
    expect(options).not.toContain('Inicio');
  });
});

describe('content form: the preview', () => {
  it('accepts a video or an audio file and uploads an audio one as audio', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Podcast');
    const input = fileInput(/^Vista previa/);
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['video/mp4', 'audio/mpeg']));
    await user.upload(input, new File(['mp3'], 'avance.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    expect(uploads.map((form) => form.get('kind'))).toEqual(['audio']);
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
    expect(api.called('POST /api/backoffice/contents')[0]!.body).toMatchObject({
      content: {
        preview: { kind: 'audio', url: '/media/uploads/1.audio', mimeType: 'audio/mpeg' },
      },
    });
  });
});
