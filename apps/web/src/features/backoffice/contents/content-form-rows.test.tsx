import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { problem } from '../../../testing/fixtures.ts';
import { created, fileInput, setUp, withFakeUploads } from '../testing/content-form-harness.ts';

const fake = withFakeUploads();
let user: UserEvent;
beforeEach(() => {
  user = fake.user();
});

const sent = (api: ReturnType<typeof setUp>) =>
  (api.called('POST /api/backoffice/contents')[0]!.body as { content: Record<string, unknown> })
    .content;

async function save(api: ReturnType<typeof setUp>) {
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
  await waitFor(() => expect(api.called('POST /api/backoffice/contents')).toHaveLength(1));
}

describe('content form: seasons, planners and the rows’ synopsis and thumbnail', () => {
  it('sends an episode’s synopsis and uploaded thumbnail as a spec §3 Thumbnail', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Serie');
    await user.click(screen.getByRole('button', { name: 'Agregar episodio' }));
    await user.type(screen.getByRole('textbox', { name: /^Título \(Episodio 1\)/ }), 'Uno');
    await user.type(screen.getByRole('textbox', { name: /^Resumen \(Episodio 1\)/ }), 'De qué va');
    await user.upload(
      fileInput('Miniatura (Episodio 1)'),
      new File(['png'], 'uno.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByText('Archivo cargado.')).toBeVisible());
    await save(api);
    expect(sent(api).episodes).toEqual([
      expect.objectContaining({
        title: 'Uno',
        synopsis: 'De qué va',
        thumbnail: {
          id: '1',
          url: '/media/uploads/1.thumbnail',
          expires: null,
          type: 'cluster',
          urlPdf: null,
        },
      }),
    ]);
  });

  it('sends seasons in order, each with its own episodes', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Serie');
    const add = screen.getByRole('button', { name: 'Agregar temporada' });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByRole('textbox', { name: /^Título \(Temporada 1\)/ }), 'Primera');
    await user.type(screen.getByRole('textbox', { name: /^Título \(Temporada 2\)/ }), 'Segunda');
    await user.click(screen.getAllByRole('button', { name: 'Agregar episodio' })[2]!);
    await user.type(
      screen.getByRole('textbox', { name: /^Título \(Temporada 2, episodio 1\)/ }),
      'Piloto',
    );
    await user.click(screen.getByRole('button', { name: 'Subir: Temporada 2' }));
    await save(api);
    expect(sent(api).seasons).toEqual([
      expect.objectContaining({
        title: 'Segunda',
        position: 0,
        episodes: [expect.objectContaining({ title: 'Piloto', position: 0 })],
      }),
      expect.objectContaining({ title: 'Primera', position: 1, episodes: [] }),
    ]);
  });

  it('sends planners with their name and description', async () => {
    const api = setUp(created);
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Curso');
    await user.click(screen.getByRole('button', { name: 'Agregar organizador' }));
    await user.type(
      screen.getByRole('textbox', { name: /^Nombre \(Organizador 1\)/ }),
      'Dra. Ruiz',
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Descripción \(Organizador 1\)/ }),
      'Cardióloga',
    );
    await save(api);
    expect(sent(api).planners).toEqual([
      expect.objectContaining({ name: 'Dra. Ruiz', description: 'Cardióloga', thumbnail: null }),
    ]);
  });

  it("shows the API's problems with a season's episode and a planner on their inputs", async () => {
    setUp(() =>
      problem(400, 'backoffice.content_invalid', {
        errors: [
          { field: 'body.content.seasons.0.episodes.0.title', code: 'too_small', message: 'x' },
          { field: 'body.content.planners.0.name', code: 'too_big', message: 'x' },
        ],
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Título/ }), 'Serie');
    await user.click(screen.getByRole('button', { name: 'Agregar temporada' }));
    await user.type(screen.getByRole('textbox', { name: /^Título \(Temporada 1\)/ }), 'Una');
    await user.click(screen.getAllByRole('button', { name: 'Agregar episodio' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Agregar organizador' }));
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const episode = screen.getByRole('textbox', { name: /^Título \(Temporada 1, episodio 1\)/ });
    await waitFor(() => expect(episode).toHaveAccessibleDescription('Este campo es obligatorio.'));
    expect(
      screen.getByRole('textbox', { name: /^Nombre \(Organizador 1\)/ }),
    ).toHaveAccessibleDescription('El texto es demasiado largo.');
    expect(screen.queryByText('Revisa los datos del contenido.')).toBeNull();
  });
});
