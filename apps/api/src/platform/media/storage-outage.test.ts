import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pulso/contracts/country';
import { multipartBody, smallPdf } from '../../modules/backoffice/testing/media-upload.ts';
import {
  startHarness,
  type Harness,
} from '../../modules/medical-information/testing/medical-information-harness.ts';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy.ts';
import { startTestS3, type TestS3 } from '../../testing/test-s3.ts';
import { until } from '../../testing/until.ts';

/**
 * What an upload may take while S3 refuses or is silent: about MEDIA_S3_TIMEOUT (1 s here) at
 * most, bounded far under the stall it was (no answer at all) with room for a loaded machine.
 */
const PROMPT_MS = 5_000;

describe('uploads kept in S3 (decision 081): a real S3-compatible server, refusing, silent', () => {
  let s3: TestS3;
  let proxy: TcpProxy;
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    // The server reaches S3 through a proxy the tests stop (refused) and freeze (silent).
    proxy = await startTcpProxy({ host: '127.0.0.1', port: s3.port }, 'http');
    h = await startHarness({ ...s3.env(proxy.url), MEDIA_S3_TIMEOUT: '1s' });
    token = await h.signIn('staff-editor-mx');
  });
  afterAll(async () => {
    await h?.t.close();
    await proxy?.close();
    await s3?.close();
  });

  /** A back-office upload of a small PDF, and how long its answer took. */
  async function uploadPdf() {
    const { payload, headers } = multipartBody(
      { kind: 'pdf', countries: 'mx' },
      { name: 'folleto.pdf', type: 'application/pdf', bytes: smallPdf() },
    );
    const started = performance.now();
    const response = await h.api.post('/api/backoffice/media', payload, {
      token,
      country: 'mx' as CountryCode,
      headers,
    });
    return { response, ms: performance.now() - started };
  }

  it('keeps the file in the bucket and serves it back through a presigned URL', async () => {
    const { response } = await uploadPdf();
    expect(response.statusCode, response.body).toBe(201);
    const { id, path, bytes } = response.json<{ id: string; path: string; bytes: number }>();
    expect(path).toBe(`/media/uploads/${id}.pdf`);
    expect(await s3.keys()).toContain(`uploads/${id}.pdf`);

    const redirect = await h.api.get(h.t.app.mediaUrls.sign(path));
    expect(redirect.statusCode).toBe(302);
    const file = await fetch(redirect.headers.location!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const read = Buffer.from(await file.arrayBuffer());
    expect(read.length).toBe(bytes);
    expect(read.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 503 storage.unavailable at once while S3 refuses connections', async () => {
    await proxy.stop();
    try {
      const { response, ms } = await uploadPdf();
      expect(response.statusCode, response.body).toBe(503);
      // Not "the database is unavailable", which the refused connection was taken for.
      expect(response.json()).toMatchObject({ code: 'storage.unavailable' });
      expect(response.headers['retry-after']).toBe('5');
      expect(ms).toBeLessThan(PROMPT_MS);
    } finally {
      await proxy.start();
    }
  });

  it('answers 503 within MEDIA_S3_TIMEOUT while S3 is silent, and nothing is written later', async () => {
    const before = await s3.keys();
    proxy.freeze();
    try {
      const { response, ms } = await uploadPdf();
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ code: 'storage.unavailable' });
      expect(ms).toBeLessThan(PROMPT_MS);
      // The request to S3 was aborted, its connection closed: what the silent S3 was sent
      // cannot complete a file after the client was told it failed.
      await until(
        async () => proxy.connections,
        (open) => open === 0,
        PROMPT_MS,
      );
    } finally {
      proxy.thaw();
    }
    expect(await s3.keys()).toEqual(before);
    // S3 answering again, uploads work again: nothing to restart.
    expect((await uploadPdf()).response.statusCode).toBe(201);
  });
});
