import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCrmResponseSchema } from '@pulso/contracts/users';
import { apiHeaders, buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { problemCode } from '../users/testing/api-client.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

const checkCrm = (t: TestApp, query: string) =>
  t.app.inject({ url: `/api/public/veeva/checkCRM?${query}`, headers: apiHeaders('br') });

describe('GET /api/public/veeva/checkCRM (embedded registry)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an active licence with its holder, specialty and UF', async () => {
    const response = await checkCrm(t, 'registerUf=sp&registerNumber=0104233');
    expect(response.statusCode).toBe(200);
    expect(checkCrmResponseSchema.parse(response.json())).toEqual({
      valid: true,
      status: 'active',
      name: 'Rafael Almeida Costa',
      specialty: 'CARDIOLOGIA',
      registerUf: 'SP',
      registerNumber: '104233',
    });
  });

  it('answers suspended, cancelled and unknown licences as not valid', async () => {
    const suspended = (await checkCrm(t, 'registerUf=RJ&registerNumber=222222')).json();
    expect(suspended).toMatchObject({ valid: false, status: 'suspended', registerUf: 'RJ' });
    const cancelled = (await checkCrm(t, 'registerUf=MG&registerNumber=333.333')).json();
    expect(cancelled).toMatchObject({ valid: false, status: 'cancelled' });
    expect((await checkCrm(t, 'registerUf=SP&registerNumber=7')).json()).toEqual({
      valid: false,
      status: 'unknown',
      registerNumber: '000007',
    });
  });

  it('without a UF, finds the number in any UF and prefers an active licence', async () => {
    expect((await checkCrm(t, 'registerNumber=104233')).json()).toMatchObject({
      valid: true,
      registerUf: 'SP',
    });
    // 555555 is cancelled in BA and active in PE.
    expect((await checkCrm(t, 'registerNumber=555555')).json()).toMatchObject({
      valid: true,
      status: 'active',
      registerUf: 'PE',
      name: 'Helena Barros Cavalcanti',
    });
    expect((await checkCrm(t, 'registerUf=BA&registerNumber=555555')).json()).toMatchObject({
      valid: false,
      status: 'cancelled',
    });
    expect((await checkCrm(t, 'registerUf=&registerNumber=333333')).json()).toMatchObject({
      status: 'cancelled',
      registerUf: 'MG',
    });
  });

  it('lists every problem of a bad query', async () => {
    const response = await checkCrm(t, 'registerUf=XX&registerNumber=12a');
    expect(response.statusCode).toBe(400);
    expect(problemCode(response)).toBe('request.invalid');
    const fields = (response.json() as { errors: { field: string; message: string }[] }).errors;
    expect(fields.map((e) => `${e.field}: ${e.message}`).sort()).toEqual([
      'query.registerNumber: validation.crm.invalid',
      'query.registerUf: validation.uf.invalid',
    ]);
  });
});

describe('an external licence registry (LICENCE_REGISTRY_URL)', () => {
  let server: Server;
  let url: string;
  const asked: URLSearchParams[] = [];
  let answer: (query: URLSearchParams) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { status: 'active', name: 'Dra. Externa', specialty: 'PEDIATRIA' },
  });
  let t: TestApp;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      const query = new URL(request.url ?? '/', 'http://registry').searchParams;
      asked.push(query);
      const { status, body } = answer(query);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/crm`;
    t = await buildTestApp({ env: { LICENCE_REGISTRY_URL: url } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('asks it with uf and crm, and answers what it says', async () => {
    const response = await checkCrm(t, 'registerUf=ba&registerNumber=98765');
    expect(response.json()).toEqual({
      valid: true,
      status: 'active',
      name: 'Dra. Externa',
      specialty: 'PEDIATRIA',
      registerUf: 'BA',
      registerNumber: '098765',
    });
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ uf: 'BA', crm: '098765' });
    await checkCrm(t, 'registerNumber=98765');
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({ crm: '098765' });
  });

  it("reads the service's Portuguese statuses, and a 404 as unknown", async () => {
    answer = () => ({ status: 200, body: { status: 'SUSPENSO', name: 'Dr. X' } });
    expect((await checkCrm(t, 'registerUf=SP&registerNumber=1')).json()).toMatchObject({
      valid: false,
      status: 'suspended',
    });
    answer = () => ({ status: 404, body: {} });
    expect((await checkCrm(t, 'registerUf=SP&registerNumber=1')).json()).toMatchObject({
      valid: false,
      status: 'unknown',
    });
  });

  it('answers 503 licences.registry_unavailable when it fails or answers nonsense', async () => {
    for (const failure of [
      { status: 500, body: {} },
      { status: 200, body: 'not json' },
      { status: 200, body: { status: 'maybe' } },
    ]) {
      answer = () => failure;
      const response = await checkCrm(t, 'registerUf=SP&registerNumber=1');
      expect(response.statusCode).toBe(503);
      expect(problemCode(response)).toBe('licences.registry_unavailable');
    }
  });
});

describe('npm run licences:import', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pulso-licences-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  function runImport(file: string, env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/api/scripts/import-licences.ts', file],
      { cwd: repositoryRoot, env: { ...process.env, NODE_ENV: 'test', ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      child.once('exit', (code) => resolve({ code, output }));
    });
  }

  it('refuses a bad file before writing anything, naming every bad line', async () => {
    // The file is checked before the database is opened: none is needed here.
    const env = { DATA_DIR: join(dir, 'never-opened') };
    const bad = join(dir, 'bad.csv');
    await writeFile(
      bad,
      [
        'uf,register_number,name,specialty,status',
        'SP,888001,Fine Line,CARDIOLOGIA,active',
        'ZZ,888002,Bad UF,CARDIOLOGIA,active',
        'SP,88a003,Bad Number,CARDIOLOGIA,unknown',
        'SP,888001,Repeated,CARDIOLOGIA,active',
      ].join('\n'),
    );
    const refused = await runImport(bad, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('nothing was written');
    expect(refused.output).toMatch(/bad\.csv:3: uf "ZZ" is not a UF/);
    expect(refused.output).toMatch(
      /bad\.csv:4: register_number "88a003" is not a CRM number; status "unknown"/,
    );
    expect(refused.output).toMatch(/bad\.csv:5: repeats SP\/888001 of line 2/);

    const missingColumn = join(dir, 'header.csv');
    await writeFile(missingColumn, 'uf,crm,name\nSP,1,X\n');
    const header = await runImport(missingColumn, env);
    expect(header.code).toBe(1);
    expect(header.output).toMatch(
      /header\.csv:1: the header lacks register_number, specialty, status/,
    );
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  // Each run opens the database in a child process: seconds each on PGlite.
  it('imports a good file, then updates only what changed', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    try {
      const good = join(dir, 'good.csv');
      await writeFile(
        good,
        [
          'uf,register_number,name,specialty,status',
          'sp,00777001,Clara Importada,CARDIOLOGIA,active',
          'RJ,777002,"Souza, Bruno",,SUSPENSO',
          '',
          'MG;777003;Ana Cancelada;PEDIATRIA;cancelled'.replaceAll(';', ','),
        ].join('\n'),
      );
      const first = await runImport(good, database.env);
      expect(first.output).toContain('3 licences read; 3 added, 0 updated, 0 unchanged');
      expect(first.code).toBe(0);

      const changed = join(dir, 'changed.csv');
      await writeFile(
        changed,
        [
          'status;name;uf;register_number;specialty',
          'active;Clara Importada;SP;777001;CARDIOLOGIA',
          'active;"Souza, Bruno";RJ;777002;',
          'active;Novo Médico;BA;777004;UROLOGIA',
        ].join('\r\n'),
      );
      const second = await runImport(changed, database.env);
      expect(second.output).toContain('3 licences read; 1 added, 1 updated, 1 unchanged');
      expect(second.code).toBe(0);

      const t = await buildTestApp({ database, env: { SEED_DEMO: 'false' } });
      try {
        expect((await checkCrm(t, 'registerUf=SP&registerNumber=777001')).json()).toMatchObject({
          valid: true,
          name: 'Clara Importada',
        });
        expect((await checkCrm(t, 'registerUf=RJ&registerNumber=777002')).json()).toMatchObject({
          valid: true,
          name: 'Souza, Bruno',
        });
        expect((await checkCrm(t, 'registerNumber=777004')).json()).toMatchObject({
          registerUf: 'BA',
          specialty: 'UROLOGIA',
        });
      } finally {
        await t.close({ keepDatabase: true });
      }
    } finally {
      await database.drop();
    }
  });
});
