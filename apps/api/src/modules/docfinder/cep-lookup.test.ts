import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCepLookup } from './cep-lookup.ts';

/** What a CEP tells the address form, with the CEP service answering, failing or silent. */
describe('CEP lookup for the address form (decision 077)', () => {
  let t: TestApp;
  let service: Server;
  let url = '';
  beforeAll(async () => {
    // A ViaCEP-style service: a street CEP of Curitiba, a town-wide CEP, a failure and a hang.
    service = createServer((request, response) => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.url === '/ws/80010000/json/') {
        answer(200, {
          cep: '80010-000',
          logradouro: 'Praça Tiradentes',
          bairro: 'Centro',
          localidade: 'Curitiba',
          uf: 'PR',
          ibge: '4106902',
        });
      } else if (request.url === '/ws/87010000/json/') {
        answer(200, { cep: '87010-000', logradouro: '', bairro: '', uf: 'PR', ibge: '4115200' });
      } else if (request.url === '/ws/30130010/json/') {
        answer(500, { message: 'down' });
      } else if (request.url === '/ws/20040020/json/') {
        // Never answers in time.
      } else {
        answer(200, { erro: 'true' });
      }
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/ws/{cep}/json/`;
    t = await buildTestApp({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  const lookup = (serviceUrl: string | undefined) =>
    createCepLookup(t.app.database.db, { url: serviceUrl, timeoutMs: 200 });

  it('gives street, district and municipality when the service answers', async () => {
    expect(await lookup(url).addressOf('80010-000')).toEqual({
      cep: '80010-000',
      uf: 'PR',
      municipalityCode: '4106902',
      street: 'Praça Tiradentes',
      district: 'Centro',
      source: 'service',
    });
    // A town-wide CEP has no street of its own.
    expect(await lookup(url).addressOf('87010000')).toEqual({
      cep: '87010-000',
      uf: 'PR',
      municipalityCode: '4115200',
      source: 'service',
    });
  });

  it('falls back on the CEP ranges when the service fails, hangs, does not know or is not set', async () => {
    const offline = (cep: string, uf: string, municipalityCode?: string) => ({
      cep,
      uf,
      ...(municipalityCode && { municipalityCode }),
      source: 'ranges',
    });
    expect(await lookup(url).addressOf('30130-010')).toEqual(offline('30130-010', 'MG', '3106200'));
    expect(await lookup(url).addressOf('20040-020')).toEqual(offline('20040-020', 'RJ', '3304557'));
    expect(await lookup(url).addressOf('14010-000')).toEqual(offline('14010-000', 'SP'));
    expect(await lookup(undefined).addressOf('80010-000')).toEqual(
      offline('80010-000', 'PR', '4106902'),
    );
    expect(await lookup(url).addressOf('00100-000')).toBeUndefined();
  });
});
