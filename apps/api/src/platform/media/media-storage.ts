import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { StorageUnavailableError } from '../../errors.ts';

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
  /**
   * MEDIA_S3_TIMEOUT: the longest S3 may keep a call waiting (for an upload in parts, each part);
   * then its requests are aborted and the call fails as `storage.unavailable`.
   */
  timeoutMs: number;
}

/** An upload's part; parts go up one after the other, each within the time-out. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * An abort signal that fires once `ms` pass without `progress()`: a call that S3 stopped
 * answering is abandoned, however long a large upload that keeps moving takes.
 */
function stallGuard(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const progress = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new Error(`S3 did not answer within ${ms} ms`)), ms);
  };
  progress();
  return { controller, progress, done: () => clearTimeout(timer) };
}

/**
 * A failed S3 call as the client sees it: 503 `storage.unavailable` (never a 500, nor the
 * database's 503 that a refused connection's ECONNREFUSED would otherwise be taken for).
 */
function unavailable(what: string, error: unknown): StorageUnavailableError {
  return new StorageUnavailableError(`S3 ${what} failed`, error);
}

/**
 * `s3://<bucket>/uploads/<key>`, streamed up in parts (lib-storage); served by presigned URLs.
 * Every call is bounded by `timeoutMs` (decision 081): its requests are then aborted — the
 * connection closed, so that S3 never completes later a file the client was told failed.
 */
export function createS3MediaStorage(settings: S3MediaSettings, client?: S3Client): MediaStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const { timeoutMs } = settings;
  const objectKey = (key: string) => `${UPLOADS_FOLDER}/${key}`;
  return {
    name: 's3',
    scratchDir: join(tmpdir(), 'pulso-media-uploading'),
    async store(key, from, contentType) {
      const guard = stallGuard(timeoutMs);
      // Every request of the upload carries the guard's signal: lib-storage's own abort only
      // stops waiting, and a PutObject left running would still write the file once S3 answers.
      // A multipart upload abandoned is aborted on S3 (within its own time-out), best effort.
      const guarded = {
        config: s3.config,
        send: (command: Parameters<S3Client['send']>[0], options?: object) =>
          s3.send(command, {
            ...options,
            abortSignal:
              command instanceof AbortMultipartUploadCommand
                ? AbortSignal.timeout(timeoutMs)
                : guard.controller.signal,
          }),
      } as unknown as S3Client;
      const body = createReadStream(from);
      const upload = new Upload({
        client: guarded,
        params: {
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
        },
        partSize: PART_BYTES,
        queueSize: 1,
        abortController: guard.controller,
      });
      upload.on('httpUploadProgress', guard.progress);
      try {
        await upload.done();
      } catch (error) {
        throw unavailable(`upload of ${key}`, guard.controller.signal.reason ?? error);
      } finally {
        guard.done();
        // An upload abandoned midway leaves its file half read: closed here, then removed.
        body.destroy();
        await rm(from, { force: true });
      }
    },
    async remove(key) {
      try {
        await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }), {
          abortSignal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw unavailable(`removal of ${key}`, error);
      }
    },
    async urlFor(key, seconds) {
      // Signed locally, unless the credentials must be fetched first (an instance role): that
      // wait is bounded too.
      const signing = getSignedUrl(
        s3,
        new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        { expiresIn: Math.max(60, Math.floor(seconds)) },
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no credentials within ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      try {
        return await Promise.race([signing, late]);
      } catch (error) {
        throw unavailable(`signing of ${key}`, error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
