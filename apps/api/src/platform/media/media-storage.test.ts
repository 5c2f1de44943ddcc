import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
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

  // No S3 fake runs here: the client is stubbed at its one call (`send`); presigning is local.
  it('S3: puts the file under uploads/ with its type, deletes it, presigns reads', async () => {
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    client.send = (async (command: { constructor: { name: string }; input: object }) => {
      sent.push({ name: command.constructor.name, input: command.input as never });
      return {};
    }) as never;
    const storage = createS3MediaStorage({ bucket: 'pulso', region: 'us-east-1' }, client);
    const from = await scratchFile(storage.scratchDir, 'hola');
    await storage.store('a.pdf', from, 'application/pdf');
    expect(sent[0]).toMatchObject({
      name: 'PutObjectCommand',
      input: { Bucket: 'pulso', Key: 'uploads/a.pdf', ContentType: 'application/pdf' },
    });
    expect(existsSync(from)).toBe(false);
    await storage.remove('a.pdf');
    expect(sent[1]).toMatchObject({
      name: 'DeleteObjectCommand',
      input: { Bucket: 'pulso', Key: 'uploads/a.pdf' },
    });
    const url = new URL((await storage.urlFor('a.pdf', 600))!);
    expect(url.pathname).toBe('/pulso/uploads/a.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
  });
});
