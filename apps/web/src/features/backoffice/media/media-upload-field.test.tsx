import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { setUpApp } from '../../../testing/render-app.tsx';
import { MediaUploadField } from './media-upload-field.tsx';

/** What the fake API answers, and what the field sent it. */
let answer: { status: number; body: unknown };
const sent: { url: string; headers: Record<string, string>; form: FormData }[] = [];
let progress: (percent: number) => void = () => undefined;
let finish: () => void = () => undefined;

/** XMLHttpRequest as the field uses it: progress events, then the answer when the test says. */
class FakeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(form: FormData) {
    sent.push({ url: this.url, headers: this.headers, form });
    progress = (percent) =>
      this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as never);
    finish = () => {
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    };
  }
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs (the preview is the chosen file's).
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
  document.cookie = 'XSRF-TOKEN=token-de-prueba';
});
afterEach(() => vi.unstubAllGlobals());

function renderField(kind: 'thumbnail' | 'pdf', country: CountryCode = 'mx') {
  const onChange = vi.fn();
  const { wrap } = setUpApp({ country, session: { token: 'sesion' } });
  const view = render(
    wrap(<MediaUploadField kind={kind} countries={['mx']} onChange={onChange} />),
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onChange, input };
}

const problem = (
  status: number,
  code: string,
  errors: unknown[] = [],
  more: Record<string, unknown> = {},
) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, errors, ...more },
});

describe('MediaUploadField', () => {
  it('uploads with progress, the session and anti-forgery headers, shows the preview and gives the path', async () => {
    const path = '/media/uploads/abc.cluster.png';
    answer = {
      status: 201,
      body: {
        id: 'abc',
        kind: 'thumbnail',
        path,
        variants: { cluster: path },
        bytes: 10,
        contentType: 'image/png',
      },
    };
    const { onChange, input } = renderField('thumbnail');
    expect(screen.getByText('Miniatura (JPEG, PNG o WebP)')).toBeVisible();
    await userEvent.upload(input, new File(['png'], 'portada.png', { type: 'image/png' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    progress(40);
    expect(await screen.findByText('Cargando el archivo… 40 %')).toBeVisible();
    expect(sent[0]!.url).toBe('/api/backoffice/media');
    expect(sent[0]!.headers).toMatchObject({
      authorization: 'Bearer sesion',
      'x-xsrf-token': 'token-de-prueba',
    });
    expect(sent[0]!.headers['content-type']).toBeUndefined();
    expect([...sent[0]!.form.keys()]).toEqual(['kind', 'countries', 'file']);
    expect(sent[0]!.form.get('countries')).toBe('mx');

    finish();
    expect(await screen.findByText('Archivo cargado.')).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(path, expect.objectContaining({ id: 'abc' }));
    expect(screen.getByRole('img', { name: 'Vista previa de la miniatura' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('says in the user’s language that the type is wrong (415)', async () => {
    answer = problem(415, 'media.type_not_allowed', [
      { field: 'body.file', code: 'type_not_allowed', message: 'application/pdf' },
    ]);
    const { onChange, input } = renderField('pdf');
    await userEvent.upload(input, new File(['<html>'], 'falso.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    finish();
    expect(await screen.findByText('El archivo no es un PDF.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the file is too large, with the limit the answer carries (413)', async () => {
    answer = problem(
      413,
      'media.too_large',
      [{ field: 'body.file', code: 'too_big', message: 'validation.file.tooLarge' }],
      { maxBytes: 50 * 1024 * 1024 },
    );
    const { onChange, input } = renderField('pdf');
    await userEvent.upload(input, new File(['x'], 'grande.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    finish();
    expect(
      await screen.findByText('El archivo es demasiado grande: como máximo 50 MB.'),
    ).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says the file is too large without a limit when the answer carries none (413)', async () => {
    answer = problem(413, 'media.too_large');
    const { input } = renderField('pdf');
    await userEvent.upload(input, new File(['x'], 'grande.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    finish();
    expect(await screen.findByText('El archivo es demasiado grande.')).toBeVisible();
  });

  it.each([
    [
      'mx',
      'El PDF contiene JavaScript, acciones o archivos adjuntos; solo se admiten páginas. Guárdalo sin ellos (por ejemplo, imprímelo como PDF) y cárgalo de nuevo.',
      'No se pudo leer el PDF: está dañado, protegido con contraseña o no es un PDF.',
    ],
    [
      'ar',
      'El PDF contiene JavaScript, acciones o archivos adjuntos; solo se admiten páginas. Guárdalo sin ellos (por ejemplo, imprímelo como PDF) y súbelo de nuevo.',
      'No se pudo leer el PDF: está dañado, protegido con contraseña o no es un PDF.',
    ],
    [
      'br',
      'O PDF contém JavaScript, ações ou arquivos anexados; só são aceitas páginas. Salve-o sem eles (por exemplo, imprimindo como PDF) e envie de novo.',
      'Não foi possível ler o PDF: está danificado, protegido por senha ou não é um PDF.',
    ],
  ] as const)(
    'says (%s) why a PDF is refused: active content, or not readable (422)',
    async (country, activeMessage, invalidMessage) => {
      for (const [code, message] of [
        ['media.pdf_active_content', activeMessage],
        ['media.pdf_invalid', invalidMessage],
      ] as const) {
        answer = problem(422, code, [{ field: 'body.file', code: 'invalid', message: 'JS' }]);
        const { onChange, input } = renderField('pdf', country);
        await userEvent.upload(input, new File(['%PDF'], 'bula.pdf', { type: 'application/pdf' }));
        await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
        finish();
        expect(await screen.findByText(message)).toBeVisible();
        expect(onChange).not.toHaveBeenCalled();
        cleanup();
        sent.length = 0;
      }
    },
  );

  it.each([
    [
      'mx',
      'La imagen es demasiado grande (12000 × 12000 px): como máximo 8000 px por lado y 40 megapíxeles.',
    ],
    [
      'br',
      'A imagem é grande demais (12000 × 12000 px): no máximo 8000 px de cada lado e 40 megapixels.',
    ],
  ] as const)(
    'says (%s) an image has too many pixels, with the limits (422)',
    async (country, message) => {
      answer = problem(
        422,
        'media.image_dimensions',
        [{ field: 'body.file', code: 'too_big', message: 'validation.file.imageDimensions' }],
        { imageSize: { width: 12000, height: 12000 } },
      );
      const { onChange, input } = renderField('thumbnail', country);
      await userEvent.upload(input, new File(['png'], 'enorme.png', { type: 'image/png' }));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      finish();
      expect(await screen.findByText(message)).toBeVisible();
      expect(onChange).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'mx',
      'El almacenamiento de archivos no está disponible y el archivo no se cargó. Inténtalo de nuevo en unos momentos.',
    ],
    [
      'ar',
      'El almacenamiento de archivos no está disponible y el archivo no se subió. Inténtalo de nuevo en unos momentos.',
    ],
    [
      'br',
      'O armazenamento de arquivos não está disponível e o arquivo não foi enviado. Tente novamente em alguns instantes.',
    ],
  ] as const)(
    'says (%s) the file storage is unavailable and the file was not kept (503)',
    async (country, message) => {
      answer = problem(503, 'storage.unavailable');
      const { onChange, input } = renderField('pdf', country);
      await userEvent.upload(input, new File(['%PDF'], 'bula.pdf', { type: 'application/pdf' }));
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      finish();
      expect(await screen.findByText(message)).toBeVisible();
      expect(onChange).not.toHaveBeenCalled();
    },
  );
});
