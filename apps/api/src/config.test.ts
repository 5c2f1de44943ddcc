import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, parseConfig } from './config.ts';

function problemsOf(env: Record<string, string>): Record<string, string> {
  try {
    parseConfig(env, '/srv/pulso');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return Object.fromEntries((error as ConfigError).problems.map((p) => [p.variable, p.message]));
  }
  throw new Error('the configuration was accepted');
}

describe('parseConfig', () => {
  it('runs with no variables at all, on plainly fake demo values', () => {
    const config = parseConfig({}, '/srv/pulso');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/pulso/data',
      databaseUrl: undefined,
      apiKey: 'pulso-local',
      seedDemo: true,
      rateLimit: { max: 300, windowMs: 60_000 },
      trustProxy: false,
    });
    expect(config.countries.mx).toMatchObject({
      approvalCode: 'DEMO-MX-APPROVAL',
      idpApiKey: 'pulso-mx',
    });
    expect(config.countries.br.regulatoryApprovalCode).toBeUndefined();
    expect(config.webDist.endsWith('/apps/web/dist')).toBe(true);
  });

  it("points a country's external links where COUNTRY_LINKS_<CC> says, and refuses a bad one", () => {
    const config = parseConfig(
      {
        COUNTRY_LINKS_BR:
          'contact=https://pulso.com.br/fale-conosco, reportSideEffect=mailto:fv@pulso.com.br',
      },
      '/srv/pulso',
    );
    expect(config.countries.br.links).toEqual({
      contact: 'https://pulso.com.br/fale-conosco',
      reportSideEffect: 'mailto:fv@pulso.com.br',
    });
    expect(config.countries.mx.links).toEqual({});
    const problems = problemsOf({
      COUNTRY_LINKS_MX: 'contact=javascript:alert(1)',
      COUNTRY_LINKS_CO: 'homepage=https://pulso.com.co',
    });
    expect(problems.COUNTRY_LINKS_MX).toContain('contact=javascript:alert(1)');
    expect(problems.COUNTRY_LINKS_CO).toContain('homepage=https://pulso.com.co');
  });

  it('takes a port in PUBLIC_HOSTS (a test rig on loopback names), and refuses a bad one', () => {
    const config = parseConfig({
      PUBLIC_HOSTS: 'website-mx.localhost:4173=mx,pulso.example:8443=br',
    });
    expect(config.publicHosts).toEqual({
      'website-mx.localhost:4173': 'mx',
      'pulso.example:8443': 'br',
    });
    for (const bad of ['pulso.example:99999=br', 'pulso.example:=br', 'https://pulso.example=br'])
      expect(problemsOf({ PUBLIC_HOSTS: bad }).PUBLIC_HOSTS, bad).toContain(bad);
  });

  it('stops with a message naming every bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/pulso',
      SEED_DEMO: 'sometimes',
      PUBLIC_HOSTS: 'pulso.com.mx=mx,pulso.de=de',
      RATE_LIMIT_WINDOW: 'soon',
      LOG_LEVEL: 'loud',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'DATABASE_URL',
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_HOSTS',
      'RATE_LIMIT_WINDOW',
      'SEED_DEMO',
    ]);
    expect(problems.PUBLIC_HOSTS).toContain('pulso.de=de');
  });

  it('puts the variable name in the error message', () => {
    expect(() => parseConfig({ PORT: '70000' })).toThrow(
      /PORT: must be a whole number from 0 to 65535/,
    );
  });

  it("reads the exams' attempts and wait (3 attempts a day apart by default; decision 072)", () => {
    expect(parseConfig({}, '/srv/pulso').training).toEqual({
      maxAttempts: 3,
      retryWaitMs: 24 * 3_600_000,
    });
    const config = parseConfig(
      { TRAINING_EXAM_MAX_ATTEMPTS: '5', TRAINING_EXAM_RETRY_WAIT: '48h' },
      '/srv/pulso',
    );
    expect(config.training).toEqual({ maxAttempts: 5, retryWaitMs: 48 * 3_600_000 });
    const problems = problemsOf({
      TRAINING_EXAM_MAX_ATTEMPTS: '0',
      TRAINING_EXAM_RETRY_WAIT: 'a day',
    });
    expect(Object.keys(problems).sort()).toEqual([
      'TRAINING_EXAM_MAX_ATTEMPTS',
      'TRAINING_EXAM_RETRY_WAIT',
    ]);
  });

  it('reads per-country values, hosts, durations and proxies', () => {
    const config = parseConfig(
      {
        PORT: '3101',
        DATA_DIR: 'var/db',
        APPROVAL_CODE_AR: 'AR-2024-001',
        IDP_API_KEY_BR: '3_brKey',
        PUBLIC_HOSTS: ' Pulso.com.MX=mx , pulso.com.br=BR ',
        RATE_LIMIT_WINDOW: '30s',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
        SEED_DEMO: 'false',
        WEB_DIST: 'build/web',
      },
      '/srv/pulso',
    );
    expect(config.port).toBe(3101);
    expect(config.dataDir).toBe('/srv/pulso/var/db');
    expect(config.countries.ar.approvalCode).toBe('AR-2024-001');
    expect(config.countries.br.idpApiKey).toBe('3_brKey');
    expect(config.publicHosts).toEqual({ 'pulso.com.mx': 'mx', 'pulso.com.br': 'br' });
    expect(config.rateLimit.windowMs).toBe(30_000);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(config.seedDemo).toBe(false);
    expect(config.webDist).toBe('/srv/pulso/build/web');
  });

  describe('in production', () => {
    const everyCountrysHost =
      'pulso.com.mx=mx,pulso.com.ar=ar,pulso.cl=cl,pulso.cr=cr,pulso.com.co=co,pulso.pe=pe,pulso.com.br=br';
    const secrets = {
      NODE_ENV: 'production',
      CONTENT_TOKEN_SECRET: Buffer.alloc(32, 7).toString('base64'),
      AUTHENTICATOR_PASSWORD: 'a-secret-of-our-own',
      PUBLIC_HOSTS: everyCountrysHost,
    };

    it('refuses to start with no secrets and no public hosts, naming each variable', () => {
      const problems = problemsOf({ NODE_ENV: 'production' });
      expect(Object.keys(problems).sort()).toEqual([
        'AUTHENTICATOR_PASSWORD',
        'CONTENT_TOKEN_SECRET',
        'PUBLIC_HOSTS',
      ]);
      expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
        /AUTHENTICATOR_PASSWORD: must be set to a secret of your own in production/,
      );
    });

    it('refuses to start unless PUBLIC_HOSTS names a host for every country, saying which lack one', () => {
      // Links in mails (reminders, event changes, resets) are made away from any request: only a
      // configured host makes them absolute.
      const problems = problemsOf({ ...secrets, PUBLIC_HOSTS: 'pulso.com.mx=mx,pulso.com.br=br' });
      expect(Object.keys(problems)).toEqual(['PUBLIC_HOSTS']);
      expect(problems.PUBLIC_HOSTS).toContain('AR, CL, CR, CO, PE');
      expect(problems.PUBLIC_HOSTS).not.toMatch(/\b(MX|BR)\b/);
      expect(problemsOf({ ...secrets, PUBLIC_HOSTS: '' }).PUBLIC_HOSTS).toContain(
        'MX, AR, CL, CR, CO, PE, BR',
      );
      expect(parseConfig(secrets).publicHosts).toMatchObject({ 'pulso.cl': 'cl' });
    });

    it('refuses the published default authenticator password even when written out', () => {
      expect(
        problemsOf({ ...secrets, AUTHENTICATOR_PASSWORD: 'demo-authenticator-password' }),
      ).toHaveProperty('AUTHENTICATOR_PASSWORD');
    });

    it('loads no demo data by default, and refuses SEED_DEMO=true unless forced', () => {
      expect(parseConfig(secrets).seedDemo).toBe(false);
      expect(problemsOf({ ...secrets, SEED_DEMO: 'true' }).SEED_DEMO).toContain('SEED_DEMO_FORCE');
      expect(parseConfig({ ...secrets, SEED_DEMO: 'true', SEED_DEMO_FORCE: 'true' }).seedDemo).toBe(
        true,
      );
      // Forcing alone does not turn the demo on.
      expect(parseConfig({ ...secrets, SEED_DEMO_FORCE: 'true' }).seedDemo).toBe(false);
    });

    it('refuses the events test fixtures (POST /__testing/events) unless on a forced test rig', () => {
      expect(parseConfig(secrets).events.testFixtures).toBe(false);
      expect(
        problemsOf({ ...secrets, EVENTS_TEST_FIXTURES: 'true' }).EVENTS_TEST_FIXTURES,
      ).toContain('refused in production');
      const rig = { ...secrets, SEED_DEMO: 'true', SEED_DEMO_FORCE: 'true' };
      expect(parseConfig({ ...rig, EVENTS_TEST_FIXTURES: 'true' }).events.testFixtures).toBe(true);
    });

    it('marks cookies Secure, turns /api/docs off and keeps /metrics closed without a token', () => {
      expect(parseConfig(secrets)).toMatchObject({
        cookieSecure: true,
        apiDocs: false,
        metricsToken: undefined,
      });
      expect(parseConfig({ ...secrets, API_DOCS: 'true', COOKIE_SECURE: 'auto' })).toMatchObject({
        apiDocs: true,
        cookieSecure: 'auto',
      });
      expect(problemsOf({ ...secrets, METRICS_TOKEN: 'short' })).toHaveProperty('METRICS_TOKEN');
    });

    it('keeps the demo, the docs and auto cookies outside production', () => {
      expect(parseConfig({})).toMatchObject({
        seedDemo: true,
        apiDocs: true,
        cookieSecure: 'auto',
      });
      expect(parseConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: ' ' }).port).toBe(3000);
  });
});

describe('configVariables', () => {
  it('documents every variable the schema reads, with its default', () => {
    const names = configVariables.map((v) => v.name);
    for (const name of [
      'PORT',
      'DATA_DIR',
      'DATABASE_URL',
      'API_KEY',
      'PUBLIC_HOSTS',
      'APPROVAL_CODE_<CC>',
      'REGULATORY_APPROVAL_CODE_MX',
      'IDP_API_KEY_<CC>',
      'CONSENT_KEY_<CC>',
      'ANALYTICS_ID_<CC>',
      'ANALYTICS_DEFAULT_ID',
      'RATE_LIMIT_MAX',
      'RATE_LIMIT_WINDOW',
      'WEB_DIST',
      'SEED_DEMO',
      'TRUST_PROXY',
      'NODE_ENV',
      'LOG_LEVEL',
      'HOST',
    ]) {
      expect(names).toContain(name);
    }
    expect(configVariables.find((v) => v.name === 'API_KEY')?.default).toBe('pulso-local');
    expect(configVariables.find((v) => v.name === 'IDP_API_KEY_<CC>')?.default).toBe('pulso-<cc>');
    expect(configVariables.every((v) => v.meaning.length > 10)).toBe(true);
  });
});
