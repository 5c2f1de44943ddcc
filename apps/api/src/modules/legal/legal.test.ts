import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryCodes } from '@pulso/contracts/country';
import { DEFAULT_API_KEY } from '@pulso/contracts/http';
import { legalDocumentSchema } from '@pulso/contracts/legal';
import { problemSchema } from '@pulso/contracts/problem';
import { apiHeaders, buildTestApp, type TestApp } from '../../testing/test-app.ts';

describe('legal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_HOSTS: 'pulso.com.ar=ar' } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/legal/:document', () => {
    it('answers the terms of the country named by locale-id, and two countries differ', async () => {
      const mexico = legalDocumentSchema.parse(
        (await get('/api/legal/terms', apiHeaders('mx'))).json(),
      );
      const chile = legalDocumentSchema.parse(
        (await get('/api/legal/terms', apiHeaders('cl'))).json(),
      );
      expect(mexico).toMatchObject({
        document: 'terms',
        country: 'mx',
        language: 'es-MX',
        lastUpdated: '03/05/2024',
      });
      expect(chile).toMatchObject({
        document: 'terms',
        country: 'cl',
        language: 'es',
        lastUpdated: '7/7/2023',
      });
      expect(JSON.stringify(mexico.sections)).toContain('COFEPRIS');
      expect(JSON.stringify(chile.sections)).toContain('Instituto de Salud Pública');
      expect(JSON.stringify(chile.sections)).not.toContain('COFEPRIS');
    });

    it('cites each country personal-data law in its privacy text', async () => {
      const laws = {
        mx: 'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
        ar: 'Ley 25.326',
        cl: 'Ley N° 19.628',
        co: 'Ley Estatutaria 1581 de 2012',
        pe: 'Ley N° 29733',
        cr: 'Ley N° 8968',
        br: 'Lei nº 13.709/2018',
      } as const;
      for (const country of countryCodes) {
        const response = await get('/api/legal/privacy', apiHeaders(country));
        expect(response.statusCode, country).toBe(200);
        const privacy = legalDocumentSchema.parse(response.json());
        expect(privacy.country).toBe(country);
        expect(privacy.sections.length, country).toBeGreaterThanOrEqual(8);
        expect(JSON.stringify(privacy.sections), country).toContain(laws[country]);
      }
    });

    it('answers Brazil in Portuguese with its spec date', async () => {
      const terms = legalDocumentSchema.parse(
        (await get('/api/legal/terms', apiHeaders('br'))).json(),
      );
      expect(terms).toMatchObject({
        country: 'br',
        language: 'pt-br',
        title: 'Termos de uso',
        lastUpdated: '07/07/2023',
      });
    });

    it('has an imprint for Mexico only: elsewhere a 404 problem', async () => {
      expect((await get('/api/legal/imprint', apiHeaders('mx'))).statusCode).toBe(200);
      const response = await get('/api/legal/imprint', apiHeaders('ar'));
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(problemSchema.parse(response.json()).code).toBe('legal.document_not_found');
    });

    it('serves the Colombia es-co page on every site', async () => {
      for (const country of ['co', 'br'] as const) {
        const page = legalDocumentSchema.parse(
          (await get('/api/legal/es-co', apiHeaders(country))).json(),
        );
        expect(page).toMatchObject({ document: 'es-co', country: 'co', lastUpdated: '12/7/2024' });
      }
    });

    it('takes the country from the host when there is no locale-id header', async () => {
      const byPrefix = await get('/api/legal/terms', {
        'x-api-key': DEFAULT_API_KEY,
        host: 'website-pe.localhost:3000',
      });
      expect(byPrefix.json()).toMatchObject({ country: 'pe' });
      const configured = await get('/api/legal/terms', {
        'x-api-key': DEFAULT_API_KEY,
        host: 'pulso.com.ar',
      });
      expect(configured.json()).toMatchObject({ country: 'ar' });
      const unknown = await get('/api/legal/terms', {
        'x-api-key': DEFAULT_API_KEY,
        host: 'example.org',
      });
      expect(unknown.json()).toMatchObject({ country: 'br' });
    });

    it('rejects an unknown document kind naming the field', async () => {
      const response = await get('/api/legal/cookies', apiHeaders('mx'));
      expect(response.statusCode).toBe(400);
      expect(problemSchema.parse(response.json()).errors).toEqual([
        expect.objectContaining({ field: 'params.document', code: 'invalid_value' }),
      ]);
    });
  });
});
