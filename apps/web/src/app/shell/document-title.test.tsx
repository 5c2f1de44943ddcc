import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { renderApp } from '../../testing/render-app.tsx';

/** Spec §2: page titles are the brand, then the page name (in the country's language). */
const cases: [path: string, country: CountryCode, title: string][] = [
  ['/', 'ar', 'Pulso | Inicio'],
  ['/signin', 'mx', 'Pulso | Iniciar sesión'],
  ['/signin', 'br', 'Pulso | Entrar'],
  ['/condiciones-de-uso', 'ar', 'Pulso | Condiciones de uso'],
  ['/politica-de-privacidad', 'br', 'Pulso | Política de privacidade'],
  ['/imprint', 'mx', 'Pulso | Pie de imprenta'],
  ['/buscador-medico', 'cl', 'Pulso | Buscador médico'],
  ['/aceite-teste/9', 'br', 'Pulso | Conteúdo'],
  ['/home', 'co', 'Pulso | Inicio'],
  ['/novidades', 'br', 'Pulso | Novidades'],
  ['/somente-no-UM', 'br', 'Pulso | Conteúdo exclusivo'],
  ['/busqueda', 'pe', 'Pulso | Búsqueda'],
  ['/productos/3', 'cr', 'Pulso | Producto'],
  ['/preferencias-usuario', 'br', 'Pulso | Minhas especialidades'],
  ['/cursos-online/5/examen', 'ar', 'Pulso | Examen'],
  ['/cursos-online/5/mas-info', 'ar', 'Pulso | Información del curso'],
  ['/certificados', 'cl', 'Pulso | Certificados'],
  ['/editar-registro', 'br', 'Pulso | Editar cadastro'],
  ['/medical-information', 'mx', 'Pulso | Información médica'],
  ['/feed/1', 'ar', 'Pulso | Publicación'],
  ['/eventos/2/participar', 'br', 'Pulso | Reunião online'],
  ['/docfinder/cadastro', 'br', 'Pulso | Cadastro na busca de médicos'],
  ['/conteudos/4/8', 'br', 'Pulso | Conteúdo'],
];

describe('page titles', () => {
  beforeEach(() => {
    // The legal pages fetch their text; the title does not depend on it.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
  });

  it.each(cases)('%s in %s is "%s"', async (path, country, title) => {
    renderApp({ path, country, session: path === '/' ? undefined : {} });
    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe(title));
  });
});
