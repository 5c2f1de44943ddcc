import { createServer, type IncomingHttpHeaders } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  articleContentHtml,
  medicalInformationCaseSchema,
  teamCaseSchema,
  type DeliveryState,
} from '@pulso/contracts/medical-information';
import { newId } from '@pulso/contracts/helpers/id';
import { MAIL_QUEUE } from '../../platform/mail/mail-outbox.ts';
import { closedPort, startSmtpPeer, type SmtpPeer } from '../../platform/mail/smtp-test-peer.ts';
import { driveRetryClock, type RetryClockOptions } from '../../testing/retry-clock.ts';
import { OMNICHANNEL_QUEUE } from './omnichannel.ts';
import { startHarness, until, type Harness } from './testing/medical-information-harness.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function harness(env: Record<string, string>): Promise<Harness> {
  const started = await startHarness(env);
  cleanups.push(() => started.t.close());
  return started;
}

/** Makes each waiting retry of `queue` due at once until the test ends (testing/retry-clock.ts). */
function retryClock(h: Harness, queue: string, options: RetryClockOptions = {}) {
  const clock = driveRetryClock(h.t.app.jobs, queue, options);
  cleanups.push(() => clock.stop());
  return clock;
}

async function smtpPeer(port?: number): Promise<SmtpPeer> {
  const peer = await startSmtpPeer(port === undefined ? {} : { port });
  cleanups.push(() => peer.close());
  return peer;
}

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  answered: number;
}

/** An omnichannel service started by the test: answers `status()` and keeps what it got. */
async function omnichannelPeer(status: () => number) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = status();
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        answered,
      });
      response.writeHead(answered, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${address.port}/send-mail`, received };
}

const request = () => ({
  id: newId(),
  product: 'Eylia',
  name: 'Rafael Almeida Costa',
  email: 'demo.br@pulso.example',
  phone: '(11) 98765-4321',
  content: articleContentHtml({
    tituloArtigo: 'Aflibercept <script>alert(1)</script> in wet AMD',
    nomeRevista: 'Ophthalmology',
    ano: '2012',
  }),
  type: 'Artigo',
});

async function submit(h: Harness, token: string) {
  const body = request();
  const response = await h.api.post('/api/medicalInformation', body, { token });
  expect(response.statusCode, response.body).toBe(201);
  return medicalInformationCaseSchema.parse(response.json());
}

async function deliveryOf(h: Harness, team: string, id: string): Promise<DeliveryState | null> {
  const response = await h.api.get(`/api/medicalInformation/team/cases/${id}`, { token: team });
  return teamCaseSchema.parse(response.json()).delivery;
}

/** The state of every job of a queue: what its dispatcher has sent or may still send. */
async function queueStates(h: Harness, queue: string): Promise<string[]> {
  return (await h.t.app.jobs.findJobs(queue)).map((job) => job.state);
}

describe('delivery to the team mailbox by SMTP', () => {
  it('mails the request to the country mailbox, once, with inert HTML', async () => {
    const smtp = await smtpPeer();
    const h = await harness({
      SMTP_URL: smtp.url,
      MEDICAL_INFORMATION_MAILBOX_BR: 'farmacovigilancia.br@pulso.example',
    });
    const [doctor, team] = [await h.signIn('demo-br'), await h.signIn('medinfo-br')];
    const stored = await submit(h, doctor);
    await h.api.post(
      '/api/medicalInformation/sendMail',
      {
        requestId: stored.id,
        nome: 'Rafael',
        email: 'demo.br@pulso.example',
        tipo: 'Artigo',
        tituloArtigo: 'Aflibercept',
      },
      { token: doctor },
    );

    const mail = await smtp.waitForMail();
    expect(mail.envelopeTo).toEqual(['farmacovigilancia.br@pulso.example']);
    expect(mail.subject).toBe(`Solicitação de Artigo Científico ${stored.caseNumber} — Eylia`);
    expect(mail.headers['x-pulso-mail-kind']).toBe('medical-information.request');
    expect(mail.text).toContain(
      'Título do artigo: Aflibercept <script>alert(1)</script> in wet AMD',
    );
    expect(mail.text).toContain('Telefone: (11) 98765-4321');
    expect(mail.html).toContain('Aflibercept &lt;script&gt;alert(1)&lt;/script&gt; in wet AMD');
    expect(mail.html).not.toMatch(/<script/i);

    const delivered = await until(
      () => deliveryOf(h, team, stored.id),
      (state) => state?.state === 'sent',
    );
    expect(delivered).toMatchObject({ channel: 'smtp', attempts: 1 });
    expect(delivered?.sentAt).not.toBeNull();
    // The dispatcher sends only what the queue holds: one mail (sendMail joined it), completed.
    expect(await queueStates(h, MAIL_QUEUE)).toEqual(['completed']);
    expect(smtp.received).toHaveLength(1);
  }, 60_000);

  it('carries the article details posted with sendMail in the one mail to the team', async () => {
    const smtp = await smtpPeer();
    const h = await harness({ SMTP_URL: smtp.url });
    const doctor = await h.signIn('demo-br');
    const body = {
      ...request(),
      content: articleContentHtml({ tituloArtigo: 'Anti-VEGF therapy' }),
    };
    const created = await h.api.post('/api/medicalInformation', body, { token: doctor });
    expect(created.statusCode, created.body).toBe(201);
    const stored = medicalInformationCaseSchema.parse(created.json());
    const sent = await h.api.post(
      '/api/medicalInformation/sendMail',
      {
        requestId: stored.id,
        nome: 'Rafael',
        email: 'demo.br@pulso.example',
        tipo: 'Artigo',
        tituloArtigo: 'Intravitreal aflibercept for neovascular AMD',
        nomeRevista: 'Ophthalmology Retina',
        autor: 'Heier JS',
        anoPublicacao: '2012',
      },
      { token: doctor },
    );
    expect(sent.statusCode, sent.body).toBe(202);

    const mail = await smtp.waitForMail();
    for (const expected of [
      'Título do artigo: Intravitreal aflibercept for neovascular AMD',
      'Revista: Ophthalmology Retina',
      'Autor: Heier JS',
      'Ano de publicação: 2012',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.html).toContain('Ophthalmology Retina');
    await until(
      () => queueStates(h, MAIL_QUEUE),
      (states) => states.every((state) => state === 'completed'),
    );
    expect(await queueStates(h, MAIL_QUEUE)).toEqual(['completed']);
    expect(smtp.received).toHaveLength(1);
  }, 60_000);

  it('keeps the request while the mail server is down and delivers it once it is up', async () => {
    const port = await closedPort();
    const h = await harness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    // The article request's mail is held for its details first (none come here): time passes.
    const clock = retryClock(h, MAIL_QUEUE, { held: true });
    const [doctor, team] = [await h.signIn('demo-br'), await h.signIn('medinfo-br')];
    const stored = await submit(h, doctor);

    const waiting = await until(
      () => deliveryOf(h, team, stored.id),
      (state) => state?.state === 'retrying' && state.attempts >= 2,
      30_000,
    );
    expect(waiting?.sentAt).toBeNull();

    const smtp = await smtpPeer(port);
    const mail = await smtp.waitForMail(undefined, 30_000);
    expect(mail.subject).toContain(stored.caseNumber);
    await until(
      () => deliveryOf(h, team, stored.id),
      (state) => state?.state === 'sent',
    );
    expect(await queueStates(h, MAIL_QUEUE)).toEqual(['completed']);
    expect(smtp.received).toHaveLength(1);
    // Each retry waited its backoff until the clock moved on.
    expect(clock.skipped).toBeGreaterThanOrEqual(2);
  }, 90_000);
});

describe('delivery to the omnichannel service by HTTP (OMNICHANNEL_URL)', () => {
  it('retries with backoff until the service takes it, then sends nothing more', async () => {
    let up = false;
    const service = await omnichannelPeer(() => (up ? 200 : 503));
    const smtp = await smtpPeer();
    const h = await harness({
      OMNICHANNEL_URL: service.url,
      OMNICHANNEL_TOKEN: 'omni-secret',
      SMTP_URL: smtp.url,
    });
    const clock = retryClock(h, OMNICHANNEL_QUEUE);
    const [doctor, team] = [await h.signIn('demo-br'), await h.signIn('medinfo-br')];
    const stored = await submit(h, doctor);
    const mailFields = {
      requestId: stored.id,
      nome: 'Rafael',
      sobrenome: 'Almeida Costa',
      email: 'demo.br@pulso.example',
      tipo: 'Artigo',
      tituloArtigo: 'Aflibercept in wet AMD',
      anoPublicacao: '2012',
    };
    expect(
      (await h.api.post('/api/medicalInformation/sendMail', mailFields, { token: doctor }))
        .statusCode,
    ).toBe(202);

    await until(
      async () => service.received.length,
      (count) => count >= 2,
      30_000,
    );
    expect(await deliveryOf(h, team, stored.id)).toMatchObject({
      channel: 'omnichannel',
      state: expect.stringMatching(/^(retrying|sending)$/),
    });
    up = true;
    await until(
      () => deliveryOf(h, team, stored.id),
      (state) => state?.state === 'sent',
      30_000,
    );
    // A completed job is never taken again, and no mail was queued: nothing more leaves.
    expect(await queueStates(h, OMNICHANNEL_QUEUE)).toEqual(['completed']);
    expect(await queueStates(h, MAIL_QUEUE)).toEqual([]);

    const taken = service.received.filter((hit) => hit.answered === 200);
    expect(taken).toHaveLength(1);
    const [hit] = taken;
    expect(hit?.headers.authorization).toBe('Bearer omni-secret');
    expect(hit?.headers['idempotency-key']).toBe(stored.id);
    expect(hit?.body).toMatchObject({
      id: stored.id,
      caseNumber: stored.caseNumber,
      country: 'br',
      type: 'Artigo',
      product: 'Eylia',
      phone: '11987654321',
      mail: { sobrenome: 'Almeida Costa', tituloArtigo: 'Aflibercept in wet AMD' },
    });
    expect(hit?.body.content).not.toMatch(/<script/i);
    expect(smtp.received).toHaveLength(0);
    // Each retry waited its backoff until the clock moved on.
    expect(clock.skipped).toBeGreaterThanOrEqual(2);
  }, 90_000);
});
