import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys.ts';
import { configureHttpClient } from '../lib/http/http-client.ts';
import { askEarlyForPage } from './early-requests.ts';
import { routes } from './router.tsx';

const fetchMock = vi.fn<typeof fetch>();

function askedFor(pathname: string, search = ''): string[] {
  fetchMock.mockClear();
  askEarlyForPage(routes, { pathname, search });
  return fetchMock.mock.calls.map(([url]) => String(url));
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json({}));
  vi.stubGlobal('fetch', fetchMock);
  configureHttpClient({
    apiKey: 'key',
    region: 'BRASIL',
    localeId: 'pt-BR',
    apiBaseUrl: '/api',
    docfinderBaseUrl: '/docfinder/v1',
  });
  localStorage.setItem(storageKeys.token, 'tok');
});

describe("the first page's data, asked at start (issue 11)", () => {
  it('asks for the home, a content item and search results', () => {
    expect(askedFor('/home')).toEqual(['/api/clusters/home']);
    expect(askedFor('/conteudos/cardiologia-em-pauta')).toEqual([
      '/api/contents/cardiologia-em-pauta',
    ]);
    expect(askedFor('/novidades/7/12')).toEqual(['/api/contents/7']);
    expect(askedFor('/busca', '?q=asma%20grave')).toEqual(['/api/search?q=asma+grave']);
  });

  it('asks nothing for a blank search, other pages, or when signed out', () => {
    expect(askedFor('/busca', '?q=%20')).toEqual([]);
    expect(askedFor('/eventos')).toEqual([]);
    localStorage.removeItem(storageKeys.token);
    expect(askedFor('/home')).toEqual([]);
  });
});
