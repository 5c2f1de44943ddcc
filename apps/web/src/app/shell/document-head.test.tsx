import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { localRuntimeConfig } from '../../lib/runtime-config.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { translations } from '../../testing/translations.ts';

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
  ['/feed', 'br', 'Pulso | Todos os conteúdos'],
  ['/feed', 'co', 'Pulso | Todos los contenidos'],
  ['/speaker-training', 'br', 'Pulso | Formação de palestrantes'],
  ['/speaker-training', 'mx', 'Pulso | Formación de ponentes'],
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
    // Speaker training lets in only a profile that may see it (else home, whose title it is).
    const session = path.startsWith('/speaker-training')
      ? { profile: { canAcessSpeakTraining: true } }
      : {};
    renderApp({ path, country, session: path === '/' ? undefined : session });
    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe(title));
  });
});

const head = () => document.head;
const description = () =>
  [...head().querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'));
const canonical = () => head().querySelector('link[rel="canonical"]')?.getAttribute('href');
const alternates = () =>
  Object.fromEntries(
    [...head().querySelectorAll('link[rel="alternate"]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  );
const og = (property: string) =>
  head().querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe('head tags for search engines and link previews', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    for (const element of head().querySelectorAll('meta, link')) element.remove();
  });

  it('describes a public page in the country language, with its canonical URL and alternates', async () => {
    renderApp({ path: '/condiciones-de-uso', country: 'ar' });
    await screen.findByRole('main');
    await waitFor(() =>
      expect(canonical()).toBe('http://website-ar.localhost:3000/condiciones-de-uso'),
    );
    expect(description()).toEqual([translations.es.seo.description.terms]);
    expect(alternates()).toEqual({
      'es-MX': 'http://website-mx.localhost:3000/condiciones-de-uso',
      'es-AR': 'http://website-ar.localhost:3000/condiciones-de-uso',
      'es-CL': 'http://website-cl.localhost:3000/condiciones-de-uso',
      'x-default': 'http://website-mx.localhost:3000/condiciones-de-uso',
    });
    expect(og('og:title')).toBe('Pulso | Condiciones de uso');
    expect(og('og:url')).toBe('http://website-ar.localhost:3000/condiciones-de-uso');
    expect(og('og:image')).toBe('http://website-ar.localhost:3000/icons/icon-512.png');
    expect(og('og:locale')).toBe('es_AR');
  });

  it('uses the configured host of each country', async () => {
    renderApp({
      path: '/',
      country: 'br',
      config: { ...localRuntimeConfig(), configuredHosts: { 'pulso.com.br': 'br' } },
    });
    await screen.findByRole('main');
    await waitFor(() => expect(canonical()).toBe('https://pulso.com.br/'));
    expect(description()).toEqual([translations['pt-br'].seo.description.landing]);
    expect(alternates()['pt-BR']).toBe('https://pulso.com.br/');
    expect(alternates()['es-MX']).toBe('http://website-mx.localhost:3000/');
    expect(og('og:locale')).toBe('pt_BR');
  });

  it('replaces the tags the server wrote, and drops them on a signed-in page', async () => {
    head().insertAdjacentHTML(
      'beforeend',
      '<meta name="description" content="Pulso"><link rel="canonical" href="http://old/" data-page-head><meta property="og:title" content="old" data-page-head>',
    );
    const { router } = renderApp({ path: '/signin', country: 'mx', session: {} });
    await screen.findByRole('main');
    await waitFor(() => expect(canonical()).toBe('http://website-mx.localhost:3000/signin'));
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(description()).toEqual([translations['es-MX'].seo.description.signin]);
    expect(og('og:title')).toBe('Pulso | Iniciar sesión');

    await router.navigate('/novedades');
    await waitFor(() => expect(document.title).toBe('Pulso | Novedades'));
    expect(canonical()).toBeUndefined();
    expect(og('og:title')).toBeUndefined();
    expect(description()).toEqual([translations.es.seo.description.default]);
  });

  it('keeps one robots noindex on /es-co, and none once the user leaves', async () => {
    head().insertAdjacentHTML('beforeend', '<meta name="robots" content="noindex" data-page-head>');
    const { router } = renderApp({ path: '/es-co', country: 'co' });
    await screen.findByRole('main');
    await waitFor(() => expect(document.title).toBe('Pulso | Información'));
    expect(head().querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(canonical()).toBeUndefined();
    await router.navigate('/signin');
    await waitFor(() => expect(canonical()).toBe('http://website-co.localhost:3000/signin'));
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
  });
});
