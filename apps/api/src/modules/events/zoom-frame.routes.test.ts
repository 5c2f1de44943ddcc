import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyFor } from '../../platform/security-headers.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { findZoomSdk } from './zoom-frame.routes.ts';

describe('zoom frame.routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ url, headers: { host: 'website-mx.localhost:3000' } });
  const sdk = findZoomSdk();

  /** The CSP directive `name` of a policy header, as a list of sources. */
  function directive(policy: unknown, name: string): string[] {
    const entry = String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name);
    return entry?.slice(1) ?? [];
  }

  describe('the Zoom frame page', () => {
    it('answers a page that loads the frame script, with the SDK version it serves', async () => {
      const response = await get('/meeting-frame/zoom');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('src="/meeting-frame/zoom/frame/main.js"');
      expect(response.body).toContain(`data-sdk-version="${sdk?.version ?? ''}"`);
    });

    it('gets the policy Zoom needs, may be framed by our pages only, and is isolated', async () => {
      const { headers } = await get('/meeting-frame/zoom');
      const policy = headers['content-security-policy'];
      expect(directive(policy, 'script-src')).toEqual(
        expect.arrayContaining(["'self'", "'wasm-unsafe-eval'", 'blob:']),
      );
      expect(directive(policy, 'connect-src')).toEqual(
        expect.arrayContaining(["'self'", 'https://*.zoom.us', 'wss://*.zoom.us']),
      );
      expect(directive(policy, 'worker-src')).toContain('blob:');
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-embedder-policy']).toBe('credentialless');
      expect(headers['document-isolation-policy']).toBe('isolate-and-credentialless');
    });

    it('serves its two scripts and no other file of its folder', async () => {
      const main = await get('/meeting-frame/zoom/frame/main.js');
      expect(main.statusCode).toBe(200);
      expect(main.headers['content-type']).toContain('text/javascript');
      expect(main.body).toContain('startZoomFrame');
      expect(main.headers['cross-origin-embedder-policy']).toBe('credentialless');
      expect((await get('/meeting-frame/zoom/frame/zoom-frame.test.ts')).statusCode).toBe(404);
      expect((await get('/meeting-frame/zoom/frame/..%2Fpackage.json')).statusCode).toBe(404);
      expect((await get('/meeting-frame/other')).statusCode).toBe(404);
    });

    it.runIf(sdk)('serves the SDK files from the package, under the same policy', async () => {
      const react = await get('/meeting-frame/zoom/sdk/lib/vendor/react.min.js');
      expect(react.statusCode).toBe(200);
      expect(react.body).toContain('18.2.0');
      const wasm = await get('/meeting-frame/zoom/sdk/lib/av/net.wasm');
      expect(wasm.statusCode).toBe(200);
      expect(wasm.headers['content-type']).toBe('application/wasm');
      // Workers built from these files run under the policy of their own response.
      expect(directive(wasm.headers['content-security-policy'], 'script-src')).toContain(
        "'wasm-unsafe-eval'",
      );
      expect((await get('/meeting-frame/zoom/sdk/../package.json')).statusCode).toBe(404);
    });
  });

  describe('every other page', () => {
    it('keeps the strict policy, refuses framing and is not isolated', async () => {
      for (const url of ['/', '/eventos/1/participar', '/api/health']) {
        const { headers } = await get(url);
        const policy = headers['content-security-policy'];
        expect(directive(policy, 'script-src'), url).toEqual(["'self'"]);
        expect(directive(policy, 'frame-ancestors'), url).toEqual(["'none'"]);
        expect(headers['x-frame-options'], url).toBe('DENY');
        expect(headers['cross-origin-embedder-policy'], url).toBeUndefined();
      }
    });
  });

  describe('the Jitsi deployment', () => {
    it('is allowed in the pages’ policy only when JITSI_DOMAIN names it, and only that host', () => {
      const without = contentSecurityPolicyFor({});
      expect(without['script-src']).toEqual(["'self'"]);
      expect('frame-src' in without).toBe(false);
      const withJitsi = contentSecurityPolicyFor({ jitsiDomain: 'meet.pulso.example' });
      expect(withJitsi['script-src']).toEqual(["'self'", 'https://meet.pulso.example']);
      expect(withJitsi['frame-src']).toEqual(["'self'", 'https://meet.pulso.example']);
      expect(withJitsi['connect-src']).toEqual(["'self'"]);
    });
  });
});
