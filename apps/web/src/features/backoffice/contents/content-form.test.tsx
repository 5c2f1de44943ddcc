import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, problem, userProfile } from '../../../testing/fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { backofficeContent, staffMe } from '../testing/backoffice-fixtures.ts';

/** The media API as the upload field reaches it (XMLHttpRequest): each kind gets its own path. */
const uploads: FormData[] = [];
const typeOf: Record<string, string> = {
  pdf: 'application/pdf',
  video: 'video/mp4',
  audio: 'audio/mpeg',
  thumbnail: 'image/png',
};
class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    uploads.push(form);
    const kind = String(form.get('kind'));
    const path = `/media/uploads/${uploads.length}.${kind}`;
    this.status = 201;
    this.responseText = JSON.stringify({
      id: String(uploads.length),
      kind,
      path,
      bytes: 3,
      contentType: typeOf[kind],
    });
    queueMicrotask(() => this.onload?.());
  }
}

let user: UserEvent;
beforeEach(() => {
  uploads.length = 0;
  user = userEvent.setup({ delay: null });
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = 'XSRF-TOKEN=token-de-prueba';
});
afterEach(() => vi.unstubAllGlobals());

function setUp(save: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/users/profile': () => Response.json(userProfile()),
    'GET /api/backoffice/me': () => Response.json(staffMe('editor')),
    'GET /api/backoffice/contents': () => Response.json({ items: [] }),
    'POST /api/backoffice/contents': save,
  });
  renderApp({ path: '/backoffice/contents/new', country: 'mx', session: {} });
  return api;
}

/** The upload field labelled `label` (its own stack holds the hidden file input). */
function uploadField(label: string | RegExp): HTMLElement {
  return screen.getByText(label).closest<HTMLElement>('.mantine-Stack-root')!;
}
const fileInput = (label: string | RegExp) =>
  uploadField(label).querySelector<HTMLInputElement>('input[type="file"]')!;

const created = () => Response.json(backofficeContent(), { status: 201 });

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
    await user.type(screen.getByRole('textbox', { name: /^Título del n.º 1/ }), 'Uno');
    await user.type(screen.getByRole('textbox', { name: /^Título del n.º 2/ }), 'Dos');
    await user.type(screen.getByRole('textbox', { name: /^Título del n.º 3/ }), 'Tres');
    await user.type(screen.getByRole('textbox', { name: /^Duración en minutos del n.º 2/ }), '12');
    await user.upload(
      fileInput('Archivo del n.º 2'),
      new File(['mp4'], 'dos.mp4', { type: 'video/mp4' }),
    );
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Subir el n.º 2' }));
    await user.click(screen.getAllByRole('button', { name: 'Quitar' })[2]!);
    expect(screen.queryByRole('textbox', { name: /^Título del n.º 3/ })).toBeNull();

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
    const title = screen.getByRole('textbox', { name: /^Título del n.º 1/ });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Este campo es obligatorio.'));
  });
});
