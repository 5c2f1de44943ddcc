import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import { newId } from '@pulso/contracts/helpers/id';
import {
  CASE_NUMBER_PATTERN,
  articleContentHtml,
  medicalInformationCaseListSchema,
  medicalInformationCaseSchema,
  questionContentHtml,
  sendMailResponseSchema,
  teamCaseSchema,
} from '@pulso/contracts/medical-information';
import { problemSchema } from '@pulso/contracts/problem';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import { problemCode } from '../users/testing/api-client.ts';
import {
  articleRequest as article,
  startHarness,
  type Harness,
} from './testing/medical-information-harness.ts';

describe('medical information', () => {
  let h: Harness;
  let doctor: string;
  let otherDoctor: string;
  let mexicanDoctor: string;
  let team: string;

  beforeAll(async () => {
    // One doctor sends every request of this file: past the default 10 an hour per account.
    h = await startHarness({ MEDICAL_INFORMATION_ACCOUNT_RATE_LIMIT_MAX: '1000' });
    doctor = await h.signIn('demo-br');
    otherDoctor = await h.signIn('speaker-br');
    mexicanDoctor = await h.signIn('demo-mx');
    team = await h.signIn('medinfo-br');
  });
  afterAll(() => h.t.close());

  const post = (body: unknown, token = doctor) =>
    h.api.post('/api/medicalInformation', body, { token });

  const fieldProblems = (response: { json(): unknown }) =>
    (problemSchema.parse(response.json()).errors ?? [])
      .map((e) => `${e.field}: ${e.message}`)
      .sort();

  async function teamView(id: string) {
    const response = await h.api.get(`/api/medicalInformation/team/cases/${id}`, { token: team });
    expect(response.statusCode, response.body).toBe(200);
    return teamCaseSchema.parse(response.json());
  }

  describe('POST /api/medicalInformation', () => {
    it('needs a session', async () => {
      const response = await h.api.post('/api/medicalInformation', article());
      expect(response.statusCode).toBe(401);
      expect(problemCode(response)).toBe('auth.session_invalid');
    });

    it('stores an article request as a case with a case number and status received', async () => {
      const body = article();
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(201);
      const stored = medicalInformationCaseSchema.strict().parse(response.json());
      expect(stored).toMatchObject({
        id: body.id,
        status: 'received',
        type: 'Artigo',
        product: 'Xarelto',
        summary: 'Rivaroxaban in atrial fibrillation',
        date: '2026-03-02T14:30:00.000Z',
        flaggedAs: null,
        reportingChannel: null,
      });
      expect(stored.caseNumber).toMatch(CASE_NUMBER_PATTERN);
      expect(stored.caseNumber).toMatch(
        new RegExp(`^MI-BR-${new Date().getUTCFullYear()}-\\d{6}$`),
      );

      const view = await teamView(stored.id);
      expect(view).toMatchObject({ phone: '11987654321', email: 'demo.br@pulso.example' });
      expect(view.content).toBe(
        '<p>Nome da revista: NEJM</p><p>Título do artigo: Rivaroxaban in atrial fibrillation</p><p>Autor: Patel MR</p><p>Ano: 2011</p>',
      );
    });

    it('gives each request of a country the next number', async () => {
      const first = medicalInformationCaseSchema.parse((await post(article())).json());
      const second = medicalInformationCaseSchema.parse((await post(article())).json());
      const sequence = (caseNumber: string) => Number(caseNumber.split('-').at(-1));
      expect(sequence(second.caseNumber)).toBe(sequence(first.caseNumber) + 1);
    });

    it('is idempotent on the id: the same request again answers the same case, stored once', async () => {
      const body = article();
      const first = await post(body);
      const again = await post({ ...body, content: '<p>changed</p>' });
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());

      const mine = medicalInformationCaseListSchema.parse(
        (await h.api.get('/api/medicalInformation/cases', { token: doctor })).json(),
      );
      expect(mine.items.filter((item) => item.id === body.id)).toHaveLength(1);
      const jobs = await h.t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, {
        data: { subject: `Solicitação de Artigo Científico ${first.json().caseNumber} — Xarelto` },
      });
      expect(jobs).toHaveLength(1);
      expect((await teamView(body.id)).audit.filter((e) => e.action === 'created')).toHaveLength(1);
    });

    it("refuses an id another account used (409), without touching that account's case", async () => {
      const body = article();
      expect((await post(body)).statusCode).toBe(201);
      const response = await post(body, otherDoctor);
      expect(response.statusCode).toBe(409);
      expect(problemCode(response)).toBe('medicalInformation.id_taken');
    });

    it('makes the id and the date when the client sends none (spec §5)', async () => {
      const before = Date.now();
      const { id: _id, date: _date, ...body } = article();
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      const stored = medicalInformationCaseSchema.parse(response.json());
      expect(stored.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(Date.parse(stored.date)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(stored.date)).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('names every invalid field', async () => {
      const response = await post({
        id: 'not-a-uuid',
        product: 'Aspirina',
        name: '',
        email: 'not an e-mail',
        phone: '(11) 98765-43210',
        date: 'yesterday',
        content: 'x'.repeat(20_001),
        type: 'Carta',
      });
      expect(response.statusCode).toBe(400);
      expect(problemCode(response)).toBe('request.invalid');
      expect(fieldProblems(response)).toEqual([
        'body.content: validation.tooLong',
        'body.date: validation.invalid',
        'body.email: validation.email.invalid',
        'body.id: validation.invalid',
        'body.name: validation.required',
        'body.phone: validation.tooLong',
        'body.product: validation.invalid',
        'body.type: validation.invalid',
      ]);
    });

    it("checks the phone by the account's country: Brazil's first digit is 2 or higher", async () => {
      const response = await post(article({ phone: '(11) 1234-5678' }));
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response)).toEqual(['body.phone: validation.phone.firstDigit']);
      expect((await post(article({ phone: '(11) 2234-5678' }))).statusCode).toBe(201);
    });

    it('needs a product for a medical request (popup 4), and stores it as type Pergunta', async () => {
      const question = {
        name: 'Rafael Almeida Costa',
        email: 'demo.br@pulso.example',
        content: questionContentHtml('Qual a dose na insuficiência renal?'),
        type: 'Pergunta',
      };
      const refused = await post(question);
      expect(fieldProblems(refused)).toEqual(['body.product: validation.required']);
      const response = await post({ ...question, product: 'Xarelto' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        type: 'Pergunta',
        product: 'Xarelto',
        summary: 'Qual a dose na insuficiência renal?',
        flaggedAs: null,
      });
    });
  });

  describe('the HTML of a request', () => {
    it('stores a title containing <script> inert: escaped, never markup', async () => {
      const body = article({
        content: articleContentHtml({ tituloArtigo: '<script>alert("x")</script> & more' }),
      });
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      const { content } = await teamView(body.id);
      expect(content).toBe(
        '<p>Título do artigo: &lt;script&gt;alert("x")&lt;/script&gt; &amp; more</p>',
      );
      expect(content).not.toMatch(/<script/i);
      expect(response.json().summary).toBe('<script>alert("x")</script> & more');
    });

    it('sanitises what a client sends to the allow-list, before storing and before mailing', async () => {
      const body = article({
        content:
          '<p onclick="steal()">Título do artigo: Eylia</p><script>alert(1)</script>' +
          '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>' +
          '<iframe src="https://evil.example"></iframe><strong style="color:red">forte</strong>',
      });
      expect((await post(body)).statusCode).toBe(201);
      const { content, caseNumber } = await teamView(body.id);
      expect(content).toBe('<p>Título do artigo: Eylia</p>link<strong>forte</strong>');

      const [job] = await h.t.app.jobs.findJobs<MailMessage>(MAIL_QUEUE, {
        data: { subject: `Solicitação de Artigo Científico ${caseNumber} — Xarelto` },
      });
      expect(job?.data.html).toContain('<p>Título do artigo: Eylia</p>');
      expect(job?.data.html).not.toMatch(
        /<script|<img|<iframe|onerror|onclick|javascript:|style=/i,
      );
      expect(job?.data.to).toBe('medical-information.br@pulso.example');
    });

    it('refuses content that is nothing but markup once sanitised', async () => {
      const response = await post(article({ content: '<script>alert(1)</script><img src=x>' }));
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response)).toEqual(['body.content: validation.required']);
    });
  });

  describe('adverse-event and quality-complaint flags', () => {
    const askFromMexico = (product: string, question: string) =>
      post(
        {
          product,
          name: 'María Fernanda López Hernández',
          email: 'demo.mx@pulso.example',
          content: questionContentHtml(question),
          type: 'Pergunta',
        },
        mexicanDoctor,
      );

    it('flags an adverse event in Portuguese and shows Brazil its reporting channel', async () => {
      const response = await post(
        article({
          type: 'Pergunta',
          content: questionContentHtml('Meu paciente teve uma REACAO ADVERSA grave após a dose.'),
        }),
      );
      expect(response.statusCode).toBe(201);
      const stored = medicalInformationCaseSchema.parse(response.json());
      expect(stored.flaggedAs).toBe('adverse-event');
      expect(stored.reportingChannel).toEqual(getCountryProfile('br').reportSideEffect);
      const { audit } = await teamView(stored.id);
      expect(audit.map((entry) => entry.action)).toEqual(['created', 'flagged']);
    });

    it('flags a quality complaint in Spanish and shows Mexico its complaint channel', async () => {
      const response = await askFromMexico(
        'Mirena',
        'El producto llegó con el sello roto y el envase dañado.',
      );
      expect(response.statusCode, response.body).toBe(201);
      const stored = medicalInformationCaseSchema.parse(response.json());
      expect(stored.caseNumber).toMatch(/^MI-MX-/);
      expect(stored.flaggedAs).toBe('quality-complaint');
      expect(stored.reportingChannel).toEqual(getCountryProfile('mx').technicalComplaint);
    });

    it('flags Spanish adverse-event words typed without accents', async () => {
      const response = await askFromMexico(
        'Yaz Flex',
        'Paciente con reaccion alergica y efectos secundarios',
      );
      expect(response.json()).toMatchObject({
        flaggedAs: 'adverse-event',
        reportingChannel: getCountryProfile('mx').reportSideEffect,
      });
    });
  });

  describe('POST /api/medicalInformation/sendMail', () => {
    const mailFields = (requestId: string) => ({
      requestId,
      nome: 'Rafael Almeida Costa',
      email: 'demo.br@pulso.example',
      produto: 'Xarelto',
      telefone: '(11) 98765-4321',
      tipo: 'Artigo',
      tituloArtigo: 'Rivaroxaban in atrial fibrillation',
      autor: 'Patel MR',
      anoPublicacao: '2011',
      nomeRevista: 'NEJM',
    });

    it('keeps the mail fields with the case once, and never queues a second mail', async () => {
      const body = article();
      const { caseNumber } = medicalInformationCaseSchema.parse((await post(body)).json());
      const send = () =>
        h.api.post('/api/medicalInformation/sendMail', mailFields(body.id), { token: doctor });

      const first = await send();
      expect(first.statusCode, first.body).toBe(202);
      expect(sendMailResponseSchema.parse(first.json())).toEqual({ accepted: true, caseNumber });
      expect((await send()).statusCode).toBe(202);

      const view = await teamView(body.id);
      expect(view.mailDetails).toMatchObject({
        nome: 'Rafael Almeida Costa',
        tituloArtigo: 'Rivaroxaban in atrial fibrillation',
        anoPublicacao: '2011',
        produto: 'Xarelto',
        assunto: null,
      });
      expect(view.audit.map((entry) => entry.action)).toEqual(['created', 'mail_details_attached']);
      const jobs = await h.t.app.jobs.findJobs(MAIL_QUEUE, {
        data: { subject: `Solicitação de Artigo Científico ${caseNumber} — Xarelto` },
      });
      expect(jobs).toHaveLength(1);
    });

    it("answers 404 for a request that is not the caller's", async () => {
      const body = article();
      expect((await post(body)).statusCode).toBe(201);
      for (const [requestId, token] of [
        [newId(), doctor],
        [body.id, otherDoctor],
      ] as const) {
        const response = await h.api.post(
          '/api/medicalInformation/sendMail',
          mailFields(requestId),
          {
            token,
          },
        );
        expect(response.statusCode).toBe(404);
        expect(problemCode(response)).toBe('medicalInformation.case_not_found');
      }
    });

    it('names every invalid field', async () => {
      const response = await h.api.post(
        '/api/medicalInformation/sendMail',
        { nome: '', email: 'x', tipo: 'Outro', anoPublicacao: '19999' },
        { token: doctor },
      );
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response)).toEqual([
        'body.anoPublicacao: validation.tooLong',
        'body.email: validation.email.invalid',
        'body.nome: validation.required',
        'body.requestId: validation.required',
        'body.tipo: validation.invalid',
      ]);
    });
  });

  describe('GET /api/medicalInformation/cases', () => {
    it("lists the doctor's own cases, newest first, with status", async () => {
      const token = await h.signIn('demo-ar');
      const request = (summary: string) => ({
        product: 'Adempas',
        name: 'Julián Pérez',
        email: 'demo.ar@pulso.example',
        content: questionContentHtml(summary),
        type: 'Pergunta',
      });
      for (const summary of ['Primera', 'Segunda']) {
        expect((await post(request(summary), token)).statusCode).toBe(201);
      }
      const response = await h.api.get('/api/medicalInformation/cases', { token });
      expect(response.statusCode).toBe(200);
      const { items } = medicalInformationCaseListSchema.parse(response.json());
      expect(items.map((item) => [item.summary, item.status])).toEqual([
        ['Segunda', 'received'],
        ['Primera', 'received'],
      ]);
      expect(items.every((item) => item.caseNumber.startsWith('MI-AR-'))).toBe(true);
    });
  });
});
