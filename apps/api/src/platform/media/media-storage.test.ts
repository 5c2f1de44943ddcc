import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../../testing/test-s3.ts';
import { createLocalMediaStorage, createS3MediaStorage } from './media-storage.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function scratchFile(storageDir: string, bytes: string): Promise<string> {
  await mkdir(storageDir, { recursive: true });
  const file = join(storageDir, `f-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  return file;
}

describe('media storage', () => {
  it('local: moves a received file into MEDIA_DIR/uploads and removes it', async () => {
    const mediaDir = await mkdtemp(join(tmpdir(), 'pulso-storage-'));
    dirs.push(mediaDir);
    const storage = createLocalMediaStorage(mediaDir);
    const from = await scratchFile(storage.scratchDir, 'hola');
    await storage.store('a.pdf', from, 'application/pdf');
    expect(await readFile(join(mediaDir, 'uploads', 'a.pdf'), 'utf8')).toBe('hola');
    expect(existsSync(from)).toBe(false);
    expect(await storage.urlFor('a.pdf', 60)).toBeUndefined();
    await storage.remove('a.pdf');
    expect(existsSync(join(mediaDir, 'uploads', 'a.pdf'))).toBe(false);
  });

  it('S3: puts the file under uploads/ with its type, read back through a presigned URL, deletes it', async () => {
    const s3 = await startTestS3('pulso');
    try {
      const storage = createS3MediaStorage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        credentials: s3.credentials,
        timeoutMs: 5_000,
      });
      const from = await scratchFile(storage.scratchDir, 'hola');
      await storage.store('a.pdf', from, 'application/pdf');
      expect(existsSync(from)).toBe(false);
      expect(await s3.keys()).toEqual(['uploads/a.pdf']);

      const url = new URL((await storage.urlFor('a.pdf', 600))!);
      expect(url.pathname).toBe('/pulso/uploads/a.pdf');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
      const read = await fetch(url);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/pdf');
      expect(await read.text()).toBe('hola');

      await storage.remove('a.pdf');
      expect(await s3.keys()).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});
