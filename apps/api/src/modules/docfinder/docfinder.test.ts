import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCFINDER_CONSENT_VERSION,
  DOCFINDER_PAGE_SIZE,
  docfinderProblemCodes,
  docfinderSearchResponseSchema,
  myListingSchema,
  officeSchema,
  type DocfinderSearchResponse,
  type OfficeRequestInput,
} from '@pulso/contracts/docfinder';
import { headers } from '@pulso/contracts/http';
import { docfinderOffices } from '../../db/schema/docfinder.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { importLicences } from '../licences/licences.service.ts';
import { demoSessionToken } from '../users/testing/demo-session.ts';
import { fieldProblems, freshAddress, problemCode } from '../users/testing/api-client.ts';
import { demoDoctors } from './docfinder.seed.ts';

const SAO_PAULO = '-23.5329,-46.6395';

const office: OfficeRequestInput = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Conjunto 12',
  district: 'Bela Vista',
  uf: 'SP',
  municipalityCode: '3550308',
  phones: ['(11) 98765-4321'],
  telemedicine: true,
  hours: [{ day: 'mon', opens: '08:00', closes: '12:00' }],
};
const optIn = {
  consent: true,
  consentVersion: DOCFINDER_CONSENT_VERSION,
  specialties: [{ code: 'cardiologia', rqe: '12345' }],
  languages: ['pt', 'en'],
};

describe('doctor finder API /docfinder/v1', () => {
  let t: TestApp;
  const tokens: Record<'demo' | 'speaker' | 'dentist', string> = {
    demo: '',
    speaker: '',
    dentist: '',
  };

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<Response> =>
    t.app.inject({
      method,
      url: `/docfinder/v1${url}`,
      remoteAddress: freshAddress(),
      headers: token ? { [headers.authorization]: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const search = async (query: string): Promise<DocfinderSearchResponse> => {
    const response = await call('GET', `/doctors?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return docfinderSearchResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.app.database.db;
    tokens.demo = await demoSessionToken(db, t.config, 'demo-br');
    tokens.speaker = await demoSessionToken(db, t.config, 'speaker-br');
    tokens.dentist = await demoSessionToken(db, t.config, 'dentista-br');
  });
  afterAll(() => t.close());

  it('finds the demo directory by specialty, UF and municipality, paged', async () => {
    const all = await search('');
    expect(all.items).toHaveLength(DOCFINDER_PAGE_SIZE);
    expect(all.hasMore).toBe(true);
    const last = await search('page=3');
    expect(last.items).toHaveLength(60 - 2 * DOCFINDER_PAGE_SIZE);
    expect(last.hasMore).toBe(false);

    const cardiology = await search('specialty=cardiologia');
    const expected = demoDoctors().filter((d) =>
      d.specialties.some((s) => s.code === 'cardiologia'),
    );
    expect(cardiology.items.map((d) => d.name).sort()).toEqual(expected.map((d) => d.name).sort());
    expect(cardiology.items[0]?.specialties.find((s) => s.code === 'cardiologia')).toMatchObject({
      name: 'Cardiologia',
      rqe: expect.stringMatching(/^\d+$/),
    });

    const inRio = await search('uf=rj');
    expect(inRio.items.length).toBeGreaterThan(0);
    expect(inRio.items.every((d) => d.offices.some((o) => o.uf === 'RJ'))).toBe(true);
    const inCampinas = await search('municipality=3509502');
    expect(inCampinas.items.length).toBeGreaterThan(0);
    for (const doctor of inCampinas.items) {
      expect(doctor.offices.map((o) => o.municipalityName)).toContain('Campinas');
    }

    // Names without accents and with a typo.
    const someone = demoDoctors()[17]!;
    const plain = someone.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    expect((await search(`q=${encodeURIComponent(plain)}`)).items[0]?.name).toBe(someone.name);
    const typo = `${plain.split(' ')[1]!.slice(0, -1)}x`;
    expect((await search(`q=${encodeURIComponent(typo)}`)).items.map((d) => d.name)).toContain(
      someone.name,
    );
  });

  it('answers nearest first within the radius, with distances', async () => {
    const near = await search(`near=${SAO_PAULO}&radiusKm=40`);
    const distances = near.items.map((d) => d.distanceKm!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(40);
    expect(near.items[0]?.distanceKm).toBe(0);
    expect(near.items[0]?.offices[0]?.distanceKm).toBe(0);
    const names = (r: DocfinderSearchResponse) => r.items.map((d) => d.name);
    // Campinas is about 85 km away: only in the wider circle.
    const wide = await search(`near=${SAO_PAULO}&radiusKm=120&page=1`);
    const campinas = (await search('municipality=3509502')).items.map((d) => d.name);
    expect(names(near).some((n) => campinas.includes(n) && !names(near).includes(n))).toBe(false);
    expect([
      ...names(wide),
      ...names(await search(`near=${SAO_PAULO}&radiusKm=120&page=2`)),
    ]).toEqual(expect.arrayContaining(campinas));
    // A specialty near a point (its own index, decision 046) finds what the offices say.
    const everyone = [
      ...wide.items,
      ...(await search(`near=${SAO_PAULO}&radiusKm=120&page=2`)).items,
    ];
    const pediatrics = await search(`specialty=pediatria&near=${SAO_PAULO}&radiusKm=120`);
    expect(pediatrics.items.map((d) => [d.id, d.distanceKm])).toEqual(
      everyone
        .filter((d) => d.specialties.some((s) => s.name === 'Pediatria'))
        .map((d) => [d.id, d.distanceKm]),
    );
    expect(pediatrics.items.length).toBeGreaterThan(0);
  });

  it('searches near a CEP from its municipality, offline, and says when it is unknown', async () => {
    const [campinasOffice] = await t.app.database.db
      .select({ cep: docfinderOffices.cep })
      .from(docfinderOffices)
      .where(eq(docfinderOffices.municipalityCode, '3509502'))
      .limit(1);
    const cep = campinasOffice!.cep;
    // The same CEP as an office, typed without the hyphen.
    const exact = await search(`cep=${cep.replace('-', '')}&specialty=&radiusKm=10`);
    expect(exact.origin).toEqual({
      cep,
      municipality: { code: '3509502', name: 'Campinas', uf: 'SP' },
      precision: 'municipality',
    });
    expect(exact.items.length).toBeGreaterThan(0);
    expect(exact.items[0]!.distanceKm).toBe(0);
    expect(Math.max(...exact.items.map((d) => d.distanceKm!))).toBeLessThanOrEqual(10);
    // Another street of the same CEP sector: the municipality of the offices sharing it.
    const sector = await search(`cep=${cep.slice(0, 5)}-${cep.endsWith('998') ? '997' : '998'}`);
    expect(sector.origin?.municipality.code).toBe('3509502');

    const unknown = await call('GET', '/doctors?cep=99999-999');
    expect(unknown.statusCode).toBe(422);
    expect(problemCode(unknown)).toBe(docfinderProblemCodes.cepUnknown);
    const bad = await call('GET', '/doctors?cep=1234');
    expect(fieldProblems(bad)).toEqual(['query.cep: validation.docfinder.cep']);
    const both = await call('GET', `/doctors?cep=${cep}&near=${SAO_PAULO}`);
    expect(fieldProblems(both)).toEqual(['query.cep: validation.docfinder.cepWithNear']);
  });

  it('tells the address form what a CEP says, offline: its UF, and its municipality where known', async () => {
    const cep = async (value: string, token: string | null = tokens.demo) => {
      const response = await call('GET', `/ceps/${value}`, { token: token ?? undefined });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    // No CEP service here: a capital's range gives the municipality too.
    expect(await cep('01310100')).toEqual({
      status: 200,
      body: { cep: '01310-100', uf: 'SP', municipalityCode: '3550308', source: 'ranges' },
    });
    // Ribeirão Preto: the UF alone, the doctor chooses the municipality.
    expect(await cep('14010-000')).toEqual({
      status: 200,
      body: { cep: '14010-000', uf: 'SP', source: 'ranges' },
    });
    const outside = await cep('00100-000');
    expect(outside.status).toBe(422);
    expect((outside.body as { code: string }).code).toBe(docfinderProblemCodes.cepUnknown);
    expect((await cep('1234')).status).toBe(400);
    expect((await cep('01310-100', null)).status).toBe(401);
  });

  it("writes a profile page's title, description, canonical and JSON-LD into its HTML", async () => {
    const [doctor] = (await search('specialty=cardiologia')).items;
    const path = `/buscador-medico/medico/${doctor!.id}`;
    const html = async (url: string, host = 'website-br.localhost:3130') =>
      t.app.inject({ method: 'GET', url, headers: { host }, remoteAddress: freshAddress() });
    const response = await html(path);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain(
      `<title>Pulso | ${doctor!.name} – CRM ${doctor!.crm}/${doctor!.uf} · MÉDICO</title>`,
    );
    expect(body).toContain(`<link rel="canonical" href="http://website-br.localhost:3130${path}"`);
    expect(body).toMatch(/<meta name="description" content="[^"]*Cardiologia \(RQE \d+\)/);
    const jsonLd = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(body);
    const physician = JSON.parse(jsonLd![1]!);
    expect(physician).toMatchObject({
      '@type': 'Physician',
      name: doctor!.name,
      url: `http://website-br.localhost:3130${path}`,
      identifier: { value: doctor!.crm },
    });
    // Nothing of the account: no e-mail anywhere in the page.
    expect(body).not.toMatch(/@pulso\.example/);

    const gone = await html('/buscador-medico/medico/00000000-0000-4000-8000-000000000000');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex"');
    expect(gone.body).not.toContain('application/ld+json');
    // Elsewhere the doctor finder is not available: no profile in the page.
    const mexico = await html(path, 'website-mx.localhost:3130');
    expect(mexico.body).not.toContain('application/ld+json');
  });

  it('refuses bad parameters with a 400 naming each field', async () => {
    const response = await call(
      'GET',
      '/doctors?near=north&radiusKm=-3&page=-1&uf=XX&specialty=astrologia',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldProblems(response).sort()).toEqual([
      'query.near: validation.docfinder.near',
      'query.page: validation.docfinder.page',
      'query.radiusKm: validation.docfinder.radius',
      'query.specialty: validation.specialty.invalid',
      'query.uf: validation.uf.invalid',
    ]);
    const municipalities = await call('GET', '/municipalities?uf=ZZ');
    expect(fieldProblems(municipalities)).toEqual(['query.uf: validation.uf.invalid']);
  });

  it('answers the specialties and the municipalities of a UF with IBGE names', async () => {
    const specialties = (await call('GET', '/specialties')).json();
    expect(specialties.items).toHaveLength(55);
    const sp = (await call('GET', '/municipalities?uf=sp')).json();
    expect(sp.items).toHaveLength(645);
    expect(sp.items.find((m: { code: string }) => m.code === '3550308')).toMatchObject({
      name: 'São Paulo',
      uf: 'SP',
    });
  });

  it('lets a doctor opt in, add, edit and delete offices, and leave (data deleted)', async () => {
    const before = myListingSchema.parse((await call('GET', '/me', { token: tokens.demo })).json());
    expect(before).toMatchObject({ state: 'not-listed', eligible: true, listing: null });

    const noConsent = await call('PUT', '/me', {
      token: tokens.demo,
      body: { ...optIn, consent: false },
    });
    expect(fieldProblems(noConsent)).toEqual(['body.consent: validation.docfinder.consent']);

    const listed = myListingSchema.parse(
      (await call('PUT', '/me', { token: tokens.demo, body: optIn })).json(),
    );
    expect(listed.state).toBe('listed');
    expect(listed.listing?.consentVersion).toBe(DOCFINDER_CONSENT_VERSION);
    expect(Date.now() - Date.parse(listed.listing!.consentedAt)).toBeLessThan(60_000);

    const badCep = await call('POST', '/me/addresses', {
      token: tokens.demo,
      body: { ...office, cep: '0131-0100' },
    });
    expect(badCep.statusCode).toBe(400);
    expect(fieldProblems(badCep)).toEqual(['body.cep: validation.docfinder.cep']);

    const created = await call('POST', '/me/addresses', { token: tokens.demo, body: office });
    expect(created.statusCode, created.body).toBe(201);
    const saved = officeSchema.parse(created.json());
    expect(saved).toMatchObject({
      cep: '01310-100',
      municipalityName: 'São Paulo',
      phones: ['11987654321'],
      location: { precision: 'municipality' },
    });
    const edited = await call('PUT', `/me/addresses/${saved.id}`, {
      token: tokens.demo,
      body: { ...office, number: '1500', municipalityCode: '3509502' },
    });
    expect(edited.json()).toMatchObject({ number: '1500', municipalityName: 'Campinas' });

    const found = await search('q=rafael%20almeida&specialty=cardiologia');
    const mine = found.items.find((d) => d.id === listed.listing!.id);
    expect(mine).toMatchObject({ crm: '104233', uf: 'SP', offices: [{ number: '1500' }] });
    // Near its (moved) office by specialty: the specialty index follows the offices and the
    // listing's specialties.
    const ids = async (query: string) => (await search(query)).items.map((d) => d.id);
    const campinasPoint = '-22.9053,-47.0659';
    const nearCampinas = `near=${campinasPoint}&radiusKm=5&q=rafael%20almeida`;
    expect(await ids(`${nearCampinas}&specialty=cardiologia`)).toContain(listed.listing!.id);
    await call('PUT', '/me', {
      token: tokens.demo,
      body: { ...optIn, specialties: [{ code: 'pediatria', rqe: '12345' }] },
    });
    expect(await ids(`${nearCampinas}&specialty=cardiologia`)).not.toContain(listed.listing!.id);
    expect(await ids(`${nearCampinas}&specialty=pediatria`)).toContain(listed.listing!.id);
    const profile = (await call('GET', `/doctors/${listed.listing!.id}`)).json();
    expect(profile).toMatchObject({ name: 'Rafael Almeida Costa', languages: ['pt', 'en'] });
    expect(Object.keys(profile).sort()).toEqual(
      [
        'country',
        'crm',
        'id',
        'languages',
        'name',
        'offices',
        'specialties',
        'uf',
        'updatedAt',
      ].sort(),
    );

    // Another doctor's office is not found.
    await call('PUT', '/me', { token: tokens.speaker, body: optIn });
    const foreign = await call('PUT', `/me/addresses/${saved.id}`, {
      token: tokens.speaker,
      body: office,
    });
    expect(foreign.statusCode).toBe(404);
    expect(problemCode(foreign)).toBe(docfinderProblemCodes.addressNotFound);
    expect(
      (await call('DELETE', `/me/addresses/${saved.id}`, { token: tokens.speaker })).statusCode,
    ).toBe(404);

    // Leaving: hidden at once, and the listing's data are gone.
    expect((await call('DELETE', '/me', { token: tokens.demo })).statusCode).toBe(204);
    expect((await call('GET', `/doctors/${listed.listing!.id}`)).statusCode).toBe(404);
    const after = myListingSchema.parse((await call('GET', '/me', { token: tokens.demo })).json());
    expect(after).toMatchObject({ state: 'not-listed', listing: null, preview: null });
    const left = await t.app.database.db
      .select({ id: docfinderOffices.id })
      .from(docfinderOffices)
      .where(eq(docfinderOffices.id, saved.id));
    expect(left).toEqual([]);
  });

  it('hides a listing whose licence a registry import suspends', async () => {
    const listing = myListingSchema.parse(
      (await call('PUT', '/me', { token: tokens.speaker, body: optIn })).json(),
    );
    expect(listing.state).toBe('listed');
    const id = listing.listing!.id;
    expect((await call('GET', `/doctors/${id}`)).statusCode).toBe(200);

    await importLicences(t.app.database.db, [
      {
        uf: 'RJ',
        registerNumber: '087512',
        holderName: 'Beatriz Nogueira Lima',
        specialty: 'ONCOLOGIA CLÍNICA',
        status: 'suspended',
      },
    ]);
    expect((await call('GET', `/doctors/${id}`)).statusCode).toBe(404);
    expect((await search('q=beatriz%20nogueira')).items.map((d) => d.id)).not.toContain(id);
    const mine = myListingSchema.parse(
      (await call('GET', '/me', { token: tokens.speaker })).json(),
    );
    expect(mine).toMatchObject({
      state: 'hidden-licence-inactive',
      listing: { licenceStatus: 'suspended' },
    });
    expect(mine.preview?.id).toBe(id);
  });

  it('refuses dentists and answers 401 without a session', async () => {
    const dentist = await call('PUT', '/me', { token: tokens.dentist, body: optIn });
    expect(dentist.statusCode).toBe(403);
    expect(problemCode(dentist)).toBe(docfinderProblemCodes.dentist);
    const me = myListingSchema.parse((await call('GET', '/me', { token: tokens.dentist })).json());
    expect(me).toMatchObject({ eligible: false, ineligibleReason: 'dentist' });
    expect((await call('GET', '/me')).statusCode).toBe(401);
  });
});
