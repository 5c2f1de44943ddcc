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

describe("the first page's largest picture, fetched once its address is known (issue 11)", () => {
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (link) => ({ href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') }),
    );

  beforeEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  });

  it("preloads the home's first banner and an item's picture, in the variant the page draws", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('clusters')
        ? Response.json({
            outdoors: [
              { thumbnail: { url: '/media/demo/cardiology-1.outdoor.svg', type: 'outdoor' } },
            ],
          })
        : Response.json({ thumbnail: { url: '/media/demo/asma.cluster.svg', type: 'cluster' } }),
    );
    askEarlyForPage(routes, { pathname: '/home', search: '' });
    askEarlyForPage(routes, { pathname: '/conteudos/asma', search: '' });
    await vi.waitFor(() => expect(preloaded()).toHaveLength(2));
    expect(preloaded()).toEqual(
      expect.arrayContaining([
        { href: '/media/demo/cardiology-1.preview.svg', priority: 'high' },
        { href: '/media/demo/asma.preview.svg', priority: 'high' },
      ]),
    );
  });

  it("preloads search's first result picture, as its card draws it", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({
        items: [
          { thumbnail: { url: '/media/demo/asma.top10.svg', type: 'top10' } },
          { thumbnail: { url: '/media/demo/other.cluster.svg', type: 'cluster' } },
        ],
        total: 2,
      }),
    );
    askEarlyForPage(routes, { pathname: '/busca', search: '?q=asma' });
    await vi.waitFor(() => expect(preloaded()).toHaveLength(1));
    expect(preloaded()).toEqual([{ href: '/media/demo/asma.cluster.svg', priority: 'high' }]);
  });

  it('preloads nothing when the answer is an error or names no picture', async () => {
    fetchMock.mockImplementation(async (url) => {
      const address = String(url);
      if (address.includes('clusters')) return Response.json({ outdoors: [] });
      if (address.includes('missing')) return Response.json({ status: 404 }, { status: 404 });
      return Response.json({ thumbnail: { url: '/media/demo/last.cluster.svg', type: 'cluster' } });
    });
    askEarlyForPage(routes, { pathname: '/home', search: '' });
    askEarlyForPage(routes, { pathname: '/conteudos/missing', search: '' });
    // Asked last, answered last: once its picture is preloaded, the others have been read.
    askEarlyForPage(routes, { pathname: '/conteudos/last', search: '' });
    await vi.waitFor(() => expect(preloaded()).not.toEqual([]));
    expect(preloaded()).toEqual([{ href: '/media/demo/last.preview.svg', priority: 'high' }]);
  });
});
