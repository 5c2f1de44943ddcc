import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_IMAGE_MAX_SIDE } from '@pulso/contracts/backoffice/media';
import type { CountryCode } from '@pulso/contracts/country';
import { thumbnailTypes } from '@pulso/contracts/thumbnails';
import { backofficeAudit } from '../../db/schema/backoffice.ts';
import {
  startHarness,
  type Harness,
} from '../medical-information/testing/medical-information-harness.ts';
import { PDFDocument } from 'pdf-lib';
import {
  blackPng,
  htmlWithPdfHeader,
  jpegDeclaring,
  multipartBody,
  pdfWith,
  smallPdf,
  type PdfFeature,
} from './testing/media-upload.ts';

describe('media', () => {
  let h: Harness;
  let mediaDir: string;
  const tokens: Record<string, string> = {};
  const people = { doctor: 'demo-mx', editorMx: 'staff-editor-mx', admin: 'staff-admin' } as const;
  type Who = keyof typeof people;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'pulso-media-test-'));
    // Tiny limits: the oversized cases without megabytes of test data. The thumbnail's is the
    // largest, which is also the multipart parser's own limit (one byte more).
    h = await startHarness({
      MEDIA_DIR: mediaDir,
      MEDIA_MAX_THUMBNAIL: '64KB',
      MEDIA_MAX_PDF: '4KB',
      MEDIA_MAX_AUDIO: '4KB',
      MEDIA_MAX_VIDEO: '4KB',
    });
    for (const [who, uid] of Object.entries(people)) tokens[who] = await h.signIn(uid);
  }, 400_000);
  afterAll(async () => {
    await h?.t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  function upload(
    who: Who,
    fields: Record<string, string>,
    file: { name: string; type: string; bytes: Buffer },
  ) {
    const { payload, headers } = multipartBody(fields, file);
    return h.api.post('/api/backoffice/media', payload, {
      token: tokens[who]!,
      country: 'mx' as CountryCode,
      headers,
    });
  }

  /** Every file under MEDIA_DIR (uploads and anything half-received). */
  async function filesOnDisk(): Promise<string[]> {
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  describe('uploads kept in S3', () => {
    it('are served as a redirect to a presigned URL, after the same access check', async () => {
      // No S3 service is reached: presigning is computed locally.
      const s3 = await startHarness({
        MEDIA_DIR: mediaDir,
        MEDIA_S3_BUCKET: 'pulso-media',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9',
        MEDIA_S3_ACCESS_KEY_ID: 'test',
        MEDIA_S3_SECRET_ACCESS_KEY: 'test',
      });
      try {
        const path = '/media/uploads/abc.pdf';
        expect((await s3.api.get(path)).statusCode).toBe(403);
        const redirect = await s3.api.get(s3.t.app.mediaUrls.sign(path));
        expect(redirect.statusCode).toBe(302);
        expect(redirect.headers['cache-control']).toBe('no-store');
        const target = new URL(redirect.headers.location!);
        expect(target.origin + target.pathname).toBe(
          'http://127.0.0.1:9/pulso-media/uploads/abc.pdf',
        );
        expect(target.searchParams.get('X-Amz-Signature')).toBeTruthy();
      } finally {
        await s3.t.close();
      }
    });
  });

  describe('back-office media uploads', { timeout: 120_000 }, () => {
    it('makes every thumbnail variant once, in the uploaded format, served through signed URLs', async () => {
      const png = await sharp({
        create: { width: 1200, height: 800, channels: 3, background: '#7a1f3d' },
      })
        .png()
        .toBuffer();
      const response = await upload(
        'editorMx',
        { kind: 'thumbnail', countries: 'mx' },
        // The client's header says JPEG: the bytes (PNG) decide.
        { name: 'portada.jpg', type: 'image/jpeg', bytes: png },
      );
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        kind: 'thumbnail',
        contentType: 'image/png',
        bytes: png.length,
      });
      expect(body.path).toBe(`/media/uploads/${body.id}.cluster.png`);
      expect(Object.keys(body.variants).sort()).toEqual([...thumbnailTypes].sort());

      // No item names it yet: private, like any file no public item names (decision 016).
      expect((await h.api.get(body.variants.top10)).statusCode).toBe(403);
      const signed = h.t.app.mediaUrls.sign(body.path, { variants: true });
      const top10 = await h.api.get(signed.replace('.cluster.', '.top10.'));
      expect(top10.statusCode).toBe(200);
      expect(top10.headers['content-type']).toBe('image/png');
      expect(await sharp(top10.rawPayload).metadata()).toMatchObject({ width: 600, height: 800 });
      // Not a name an upload can have: 404 before any look-up.
      expect((await h.api.get('/media/uploads/..%2F..%2Fpackage.json')).statusCode).toBe(404);

      // The audit trail has the upload (read here: the trail's route is about content items).
      const trail = await h.t.app.database.db
        .select()
        .from(backofficeAudit)
        .where(eq(backofficeAudit.entityId, body.id));
      expect(trail).toMatchObject([
        {
          entityType: 'media',
          action: 'upload',
          countries: ['mx'],
          actorName: expect.any(String),
          after: { path: body.path, kind: 'thumbnail' },
        },
      ]);
    });

    it('an uploaded thumbnail put in an approved item loads at its bare path, in every variant', async () => {
      const jpeg = await sharp({
        create: { width: 800, height: 450, channels: 3, background: '#1f3d7a' },
      })
        .jpeg()
        .toBuffer();
      const uploaded = (
        await upload(
          'editorMx',
          { kind: 'thumbnail', countries: 'mx' },
          { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg },
        )
      ).json();
      const mx = { token: tokens.editorMx!, country: 'mx' as CountryCode };
      const created = await h.api.post(
        '/api/backoffice/contents',
        {
          title: `Con miniatura subida ${Date.now()}`,
          synopsis: 'Resumen',
          mainCluster: 'to_read',
          categoryId: 'cardiology',
          countries: ['mx'],
          language: 'es',
          content: {
            content: { kind: 'html', html: '<p>Texto.</p>' },
            thumbnail: {
              id: uploaded.id,
              url: uploaded.path,
              expires: null,
              type: 'cluster',
              urlPdf: null,
            },
          },
        },
        mx,
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as string;
      expect((await h.api.post(`/api/backoffice/contents/${id}/submit`, {}, mx)).statusCode).toBe(
        200,
      );
      const approved = await h.api.post(
        `/api/backoffice/contents/${id}/approve`,
        {
          approvalCode: 'MX-2026-0099',
          validFrom: new Date(Date.now() - 60_000).toISOString(),
          validTo: new Date(Date.now() + 86_400_000).toISOString(),
        },
        { token: tokens.admin!, country: 'mx' },
      );
      expect(approved.statusCode, approved.body).toBe(200);
      await vi.waitFor(
        async () => {
          const top10 = await h.api.get(uploaded.variants.top10);
          expect(top10.statusCode).toBe(200);
          expect(top10.headers['content-type']).toBe('image/jpeg');
          expect(top10.headers['cache-control']).toBe('public, max-age=2592000');
        },
        { timeout: 20_000, interval: 500 },
      );
    });

    it('stores a PDF checked by its bytes, refuses a fake one (415) and an oversized one (413), leaving nothing behind', async () => {
      const pdf = await upload(
        'admin',
        { kind: 'pdf', countries: 'mx,br' },
        { name: 'bula.pdf', type: 'application/pdf', bytes: smallPdf() },
      );
      expect(pdf.statusCode, pdf.body).toBe(201);
      expect(pdf.json()).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' });
      const served = await h.api.get(h.t.app.mediaUrls.sign(pdf.json().path));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain('application/pdf');
      const before = await filesOnDisk();

      const fake = await upload(
        'editorMx',
        { kind: 'pdf', countries: 'mx' },
        { name: 'bula.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') },
      );
      expect(fake.statusCode).toBe(415);
      expect(fake.json()).toMatchObject({
        code: 'media.type_not_allowed',
        errors: [{ field: 'body.file' }],
      });

      const big = await upload(
        'editorMx',
        { kind: 'pdf', countries: 'mx' },
        { name: 'grande.pdf', type: 'application/pdf', bytes: smallPdf(64 * 1024) },
      );
      expect(big.statusCode).toBe(413);
      expect(big.json()).toMatchObject({
        code: 'media.too_large',
        errors: [{ field: 'body.file' }],
      });
      expect(await filesOnDisk()).toEqual(before);

      // PNG's magic bytes, then nothing an image decoder can read: refused, nothing kept.
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#fff' },
      })
        .png()
        .toBuffer();
      const broken = await upload(
        'editorMx',
        { kind: 'thumbnail', countries: 'mx' },
        { name: 'rota.png', type: 'image/png', bytes: png.subarray(0, 40) },
      );
      expect(broken.statusCode).toBe(415);
      const huge = await upload(
        'editorMx',
        { kind: 'thumbnail', countries: 'mx' },
        {
          name: 'enorme.png',
          type: 'image/png',
          bytes: Buffer.concat([png, Buffer.alloc(200 * 1024)]),
        },
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({
        maxBytes: 64 * 1024,
        errors: [{ field: 'body.file', message: 'validation.file.tooLarge' }],
      });
      expect(await filesOnDisk()).toEqual(before);
    });

    it('names the field that is missing or wrong, and refuses a doctor and other countries', async () => {
      const file = { name: 'bula.pdf', type: 'application/pdf', bytes: smallPdf() };
      const noKind = await upload('editorMx', { countries: 'mx' }, file);
      expect(noKind.statusCode).toBe(400);
      expect(noKind.json().errors).toMatchObject([{ field: 'body.kind' }]);
      const noCountry = await upload('editorMx', { kind: 'pdf', countries: 'xx' }, file);
      expect(noCountry.json().errors).toMatchObject([{ field: 'body.countries' }]);
      // Not a file upload at all: 400, never a 500.
      const headers = { token: tokens.editorMx!, country: 'mx' as CountryCode };
      const json = await h.api.post('/api/backoffice/media', { kind: 'pdf' }, headers);
      expect(json.statusCode).toBe(400);
      const noFile = await h.api.post(
        '/api/backoffice/media',
        '--x\r\nContent-Disposition: form-data; name="kind"\r\n\r\npdf\r\n--x--\r\n',
        { ...headers, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      );
      expect(noFile.statusCode).toBe(400);
      const noBoundary = await h.api.post('/api/backoffice/media', 'garbage', {
        ...headers,
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.statusCode).toBe(400);
      // A body cut off in the middle of the file.
      const { payload, headers: multipart } = multipartBody(
        { kind: 'pdf', countries: 'mx' },
        { name: 'bula.pdf', type: 'application/pdf', bytes: smallPdf(2000) },
      );
      const cut = await h.api.post('/api/backoffice/media', payload.subarray(0, 1500), {
        ...headers,
        headers: multipart,
      });
      expect(cut.statusCode).toBe(400);
      expect((await upload('doctor', { kind: 'pdf', countries: 'mx' }, file)).statusCode).toBe(403);
      expect((await upload('editorMx', { kind: 'pdf', countries: 'br' }, file)).statusCode).toBe(
        403,
      );
    });
  });

  describe('what an upload may carry (decision 073)', { timeout: 120_000 }, () => {
    const pdfUpload = (bytes: Buffer) =>
      upload(
        'editorMx',
        { kind: 'pdf', countries: 'mx' },
        { name: 'bula.pdf', type: 'application/pdf', bytes },
      );

    it.each<PdfFeature>([
      'open-action-javascript',
      'document-javascript',
      'page-additional-action',
      'embedded-file',
      'launch-link',
    ])('refuses a PDF with %s (422 media.pdf_active_content), keeping nothing', async (feature) => {
      const before = await filesOnDisk();
      const refused = await pdfUpload(await pdfWith(feature));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'media.pdf_active_content',
        errors: [{ field: 'body.file', code: 'active_content' }],
      });
      expect(await filesOnDisk()).toEqual(before);
    });

    it('refuses an HTML page that starts with a PDF header line (422 media.pdf_invalid)', async () => {
      const before = await filesOnDisk();
      const refused = await pdfUpload(htmlWithPdfHeader());
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'media.pdf_invalid',
        errors: [{ field: 'body.file' }],
      });
      expect(await filesOnDisk()).toEqual(before);
    });

    it('stores a clean PDF written again: what came after its end is gone, its page is there', async () => {
      const sent = await pdfWith('html-after-end');
      expect(sent.toString('latin1')).toContain('<script>');
      const stored = await pdfUpload(sent);
      expect(stored.statusCode, stored.body).toBe(201);
      const served = await h.api.get(h.t.app.mediaUrls.sign(stored.json().path));
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.toString('latin1')).not.toMatch(/<html|<script/i);
      expect(served.rawPayload.length).toBe(stored.json().bytes);
      expect((await PDFDocument.load(served.rawPayload)).getPageCount()).toBe(1);
    });

    it('refuses an image larger than allowed in pixels, read from its header (422 media.image_dimensions)', async () => {
      expect([MEDIA_IMAGE_MAX_SIDE, MEDIA_IMAGE_MAX_PIXELS]).toEqual([8_000, 40_000_000]);
      const before = await filesOnDisk();
      for (const [name, bytes, size] of [
        // 144 megapixels in 18 KB: a real PNG a decoder would have to build whole.
        ['enorme.png', blackPng(12_000, 12_000), { width: 12_000, height: 12_000 }],
        ['enorme.jpg', await jpegDeclaring(12_000, 12_000), { width: 12_000, height: 12_000 }],
        // Few pixels, but one side longer than allowed.
        ['tira.png', blackPng(9_000, 8), { width: 9_000, height: 8 }],
      ] as const) {
        const refused = await upload(
          'editorMx',
          { kind: 'thumbnail', countries: 'mx' },
          { name, type: 'image/png', bytes },
        );
        expect(refused.statusCode, `${name}: ${refused.body}`).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'media.image_dimensions',
          imageSize: size,
          errors: [
            { field: 'body.file', code: 'too_big', message: 'validation.file.imageDimensions' },
          ],
        });
      }
      expect(await filesOnDisk()).toEqual(before);
      // At the limit: taken.
      const longest = await upload(
        'editorMx',
        { kind: 'thumbnail', countries: 'mx' },
        { name: 'borde.png', type: 'image/png', bytes: blackPng(MEDIA_IMAGE_MAX_SIDE, 8) },
      );
      expect(longest.statusCode, longest.body).toBe(201);
    });
  });
});
