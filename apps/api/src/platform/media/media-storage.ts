import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where back-office uploads are stored (built in app.ts). */
    mediaStorage: MediaStorage;
  }
}

/** Uploaded files live under this folder of MEDIA_DIR (or bucket prefix), served at `/media/uploads/`. */
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_PATH_PREFIX = `/media/${UPLOADS_FOLDER}/`;

/** A stored file's name: flat, no separators, no dot first (the serving side refuses others). */
export const UPLOAD_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Where uploaded media go (decision 057). An upload is first written whole to a file in
 * `scratchDir` (type and size checked on the way), then handed over with `store`: the local
 * storage renames it into place, the S3 one streams it up in parts. Either way a file is only
 * ever visible complete.
 */
export interface MediaStorage {
  readonly name: 'local' | 's3';
  /** Folder for files being received (on the same disk as the local storage: a rename). */
  readonly scratchDir: string;
  /** Moves a complete file at `from` (in `scratchDir`) to `key`; `from` is gone afterwards. */
  store(key: string, from: string, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * A URL the browser may fetch the file from for `seconds` (S3: presigned); undefined when the
   * server sends the file itself (local).
   */
  urlFor(key: string, seconds: number): Promise<string | undefined>;
}

/** `MEDIA_DIR/uploads/<key>`; files being received in `MEDIA_DIR/.uploading` (never served). */
export function createLocalMediaStorage(mediaDir: string): MediaStorage {
  const folder = join(mediaDir, UPLOADS_FOLDER);
  const scratchDir = join(mediaDir, '.uploading');
  return {
    name: 'local',
    scratchDir,
    async store(key, from) {
      await mkdir(folder, { recursive: true });
      try {
        await rename(from, join(folder, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(from, join(folder, key));
        await rm(from, { force: true });
      }
    },
    async remove(key) {
      await rm(join(folder, key), { force: true });
    },
    urlFor: async () => undefined,
  };
}

export interface S3MediaSettings {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** `s3://<bucket>/uploads/<key>`, streamed up in parts (lib-storage); served by presigned URLs. */
export function createS3MediaStorage(settings: S3MediaSettings, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const objectKey = (key: string) => `${UPLOADS_FOLDER}/${key}`;
  return {
    name: 's3',
    scratchDir: join(tmpdir(), 'pulso-media-uploading'),
    async store(key, from, contentType) {
      try {
        await new Upload({
          client: s3,
          params: {
            Bucket: settings.bucket,
            Key: objectKey(key),
            Body: createReadStream(from),
            ContentType: contentType,
          },
        }).done();
      } finally {
        await rm(from, { force: true });
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    urlFor: (key, seconds) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }), {
        expiresIn: Math.max(60, Math.floor(seconds)),
      }),
  };
}
