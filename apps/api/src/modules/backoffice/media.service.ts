import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { fileTypeStream, type ReadableStreamWithFileType } from 'file-type/node';
import sharp from 'sharp';
import {
  MEDIA_IMAGE_MAX_PIXELS,
  MEDIA_IMAGE_MAX_SIDE,
  mediaProblemCodes,
  mediaTypes,
  UPLOADED_THUMBNAIL_TYPE,
  type MediaKind,
  type UploadedMedia,
} from '@pulso/contracts/backoffice/media';
import type { CountryCode } from '@pulso/contracts/country';
import { thumbnailTypes, type ThumbnailType } from '@pulso/contracts/thumbnails';
import { validationMessages } from '@pulso/contracts/validation';
import { AppError, StorageUnavailableError } from '../../errors.ts';
import type { Database } from '../../platform/db/database.ts';
import { UPLOADS_PATH_PREFIX, type MediaStorage } from '../../platform/media/media-storage.ts';
import { checkAndRewritePdf, imageDimensions } from '../../platform/media/upload-checks.ts';
import { allows } from './ability.ts';
import { BackofficeForbiddenError } from './backoffice.errors.ts';
import type { Staff } from './contents.service.ts';
import { recordStaffAction, type StaffPeople } from './staff-audit.ts';

/**
 * Size of each thumbnail variant (spec §3 type words), twice the CSS size the web app shows it
 * at (the demo images' sizes), cropped to cover. Never enlarged past the uploaded image.
 */
export const thumbnailSizes: Record<ThumbnailType, { width: number; height: number }> = {
  cluster: { width: 960, height: 540 },
  episode: { width: 640, height: 360 },
  outdoor: { width: 2560, height: 800 },
  podcast: { width: 800, height: 800 },
  preview: { width: 1920, height: 1080 },
  seeLater: { width: 640, height: 360 },
  top10: { width: 600, height: 800 },
  video: { width: 1280, height: 720 },
};

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export class MediaTypeNotAllowedError extends AppError {
  readonly status = 415;
  readonly code = mediaProblemCodes.typeNotAllowed;
  readonly title = 'The file is not of a type this kind of media accepts';
  constructor(kind: MediaKind) {
    super(`A ${kind} must be one of ${mediaTypes[kind].join(', ')}`, [
      { field: 'body.file', code: 'type_not_allowed', message: validationMessages.fileType },
    ]);
  }
}

export class MediaTooLargeError extends AppError {
  readonly status = 413;
  readonly code = mediaProblemCodes.tooLarge;
  readonly title = 'The file is larger than this kind of media allows';
  override readonly maxBytes: number;
  constructor(kind: MediaKind, maxBytes: number) {
    super(`A ${kind} may have at most ${maxBytes} bytes`, [
      { field: 'body.file', code: 'too_big', message: validationMessages.fileTooLarge },
    ]);
    this.maxBytes = maxBytes;
  }
}

export class MediaUploadInvalidError extends AppError {
  readonly status = 400;
  readonly code = mediaProblemCodes.uploadInvalid;
  readonly title = 'The upload has invalid fields';
  /** `detail`: what was expected, for the developer; the field's message is a key. */
  constructor(field: string, detail: string, message: string = validationMessages.invalid) {
    super(detail, [{ field: `body.${field}`, code: 'invalid', message }]);
  }
}

/** A thumbnail of more pixels than decision 073 allows, refused before it is decoded. */
export class MediaImageDimensionsError extends AppError {
  readonly status = 422;
  readonly code = mediaProblemCodes.imageDimensions;
  readonly title = 'The image is larger than allowed in pixels';
  override readonly imageSize: { width: number; height: number };
  constructor(width: number, height: number) {
    super(
      `An image may be at most ${MEDIA_IMAGE_MAX_SIDE} px wide and high and of ${MEDIA_IMAGE_MAX_PIXELS} pixels; this one is ${width} × ${height}`,
      [{ field: 'body.file', code: 'too_big', message: validationMessages.imageDimensions }],
    );
    this.imageSize = { width, height };
  }
}

/** A PDF that carries JavaScript, actions that run or send, or attached files (decision 073). */
export class PdfActiveContentError extends AppError {
  readonly status = 422;
  readonly code = mediaProblemCodes.pdfActiveContent;
  readonly title = 'The PDF carries scripts, actions or attached files';
  constructor(found: readonly string[]) {
    super(`The PDF may carry pages only; it has ${found.join(', ')}`, [
      { field: 'body.file', code: 'active_content', message: validationMessages.pdfActiveContent },
    ]);
  }
}

/** A file that starts as a PDF but cannot be read (and so not written again) as one. */
export class PdfInvalidError extends AppError {
  readonly status = 422;
  readonly code = mediaProblemCodes.pdfInvalid;
  readonly title = 'The PDF cannot be read';
  constructor() {
    super(
      'The file is not a PDF that can be read: damaged, protected by a password, or not a PDF',
      [{ field: 'body.file', code: 'invalid', message: validationMessages.pdfInvalid }],
    );
  }
}

/** What the route hands over: the form fields sent before the file, and the file's stream. */
export interface MediaUpload {
  kind: MediaKind;
  countries: CountryCode[];
  file: Readable;
}

export interface MediaServiceDeps {
  db: Database;
  people: StaffPeople;
  storage: MediaStorage;
  maxBytes: Record<MediaKind, number>;
  now: () => Date;
}

/** Passes bytes on up to `max`; past it, swallows the rest (the request is read to its end). */
function capped(max: number) {
  const state = { bytes: 0, over: false };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      state.bytes += chunk.length;
      if (state.bytes > max) state.over = true;
      callback(null, state.over ? undefined : chunk);
    },
  });
  return { stream, state };
}

export type BackofficeMediaService = ReturnType<typeof createBackofficeMediaService>;

/** Back-office uploads (issue 17, decision 057). */
export function createBackofficeMediaService({
  db,
  people,
  storage,
  maxBytes,
  now,
}: MediaServiceDeps) {
  /** The file, checked by its first bytes and its size, whole in the scratch folder. */
  async function receive(
    kind: MediaKind,
    file: Readable,
    scratch: string,
  ): Promise<{ contentType: string; bytes: number }> {
    // The request's own failures (a body cut short, a malformed part) are the client's: 400.
    // The parser may have failed the stream already (it is not read until here).
    const malformed = () =>
      new MediaUploadInvalidError('file', 'the upload ended early or is malformed');
    const broken = () => file.errored !== null || (file.destroyed && !file.readableEnded);
    if (broken()) throw malformed();
    let typed: ReadableStreamWithFileType;
    try {
      typed = await fileTypeStream(file);
    } catch (error) {
      throw broken() ? malformed() : error;
    }
    const contentType = typed.fileType?.mime;
    if (!contentType || !mediaTypes[kind].includes(contentType)) {
      // Read the request to its end: the client then sees the answer, not a reset connection.
      typed.resume();
      await finished(typed);
      throw new MediaTypeNotAllowedError(kind);
    }
    const limit = capped(maxBytes[kind]);
    try {
      await pipeline(typed, limit.stream, createWriteStream(scratch));
      if (limit.state.over) throw new MediaTooLargeError(kind, maxBytes[kind]);
    } catch (error) {
      await rm(scratch, { force: true });
      throw broken() ? malformed() : error;
    }
    return { contentType, bytes: limit.state.bytes };
  }

  /** Every variant of a thumbnail, each written next to the upload and then stored. */
  async function storeVariants(id: string, ext: string, original: string, contentType: string) {
    const stored: string[] = [];
    const variants: Partial<Record<ThumbnailType, string>> = {};
    try {
      for (const type of thumbnailTypes) {
        const key = `${id}.${type}.${ext}`;
        const scratch = `${original}.${type}.${ext}`;
        const { width, height } = thumbnailSizes[type];
        // The header was checked; the pixel limit holds whatever the header said.
        const image = sharp(original, { failOn: 'error', limitInputPixels: MEDIA_IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width, height, fit: 'cover', withoutEnlargement: true });
        try {
          await (
            ext === 'png'
              ? image.png({ compressionLevel: 9 })
              : ext === 'webp'
                ? image.webp({ quality: 80 })
                : image.jpeg({ quality: 82, mozjpeg: true })
          ).toFile(scratch);
        } catch {
          // The first bytes said image, but it does not decode (truncated, corrupt): refused.
          await rm(scratch, { force: true });
          throw new MediaTypeNotAllowedError('thumbnail');
        }
        try {
          await storage.store(key, scratch, contentType);
        } finally {
          await rm(scratch, { force: true });
        }
        stored.push(key);
        variants[type] = `${UPLOADS_PATH_PREFIX}${key}`;
      }
    } catch (error) {
      const removing = Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
      // A storage that just failed is not waited on a second time (each removal is bounded).
      if (!(error instanceof StorageUnavailableError)) await removing;
      // The bytes said image, but it does not decode: not an image this kind accepts.
      if ((error as Error).message?.includes('Input'))
        throw new MediaTypeNotAllowedError('thumbnail');
      throw error;
    }
    return variants;
  }

  /**
   * A PDF with pages only, written again from its objects (decision 073); answers its new size.
   * JavaScript, actions that run or send, attached files, or a file pdf-lib cannot read: refused.
   */
  async function checkPdf(scratch: string): Promise<number> {
    const checked = await checkAndRewritePdf(scratch);
    if (checked.kind === 'active') throw new PdfActiveContentError(checked.found);
    if (checked.kind === 'invalid') throw new PdfInvalidError();
    return checked.bytes;
  }

  /** The image's size from its header, before any decoding: at most 8000 px a side, 40 MP. */
  async function checkImageDimensions(scratch: string): Promise<void> {
    const size = await imageDimensions(scratch);
    // No header to read: not an image this kind accepts.
    if (!size) throw new MediaTypeNotAllowedError('thumbnail');
    const { width, height } = size;
    if (
      width > MEDIA_IMAGE_MAX_SIDE ||
      height > MEDIA_IMAGE_MAX_SIDE ||
      width * height > MEDIA_IMAGE_MAX_PIXELS
    )
      throw new MediaImageDimensionsError(width, height);
  }

  return {
    /** The largest file of each kind, in bytes. */
    maxBytes,

    async upload(staff: Staff, upload: MediaUpload): Promise<UploadedMedia> {
      const { kind, countries } = upload;
      if (
        !countries.every((country) =>
          allows(staff.ability, 'create', 'Media', { countries: [country] }),
        )
      )
        throw new BackofficeForbiddenError();
      await mkdir(storage.scratchDir, { recursive: true });
      const id = randomUUID();
      const scratch = join(storage.scratchDir, id);
      const received = await receive(kind, upload.file, scratch);
      const { contentType } = received;
      let { bytes } = received;
      const ext = extensions[contentType] ?? 'bin';
      let result: UploadedMedia;
      try {
        if (kind === 'pdf') bytes = await checkPdf(scratch);
        if (kind === 'thumbnail') {
          await checkImageDimensions(scratch);
          const variants = await storeVariants(id, ext, scratch, contentType);
          result = {
            id,
            kind,
            path: variants[UPLOADED_THUMBNAIL_TYPE]!,
            variants,
            bytes,
            contentType,
          };
        } else {
          const key = `${id}.${ext}`;
          await storage.store(key, scratch, contentType);
          result = { id, kind, path: `${UPLOADS_PATH_PREFIX}${key}`, bytes, contentType };
        }
      } finally {
        await rm(scratch, { force: true });
      }
      await recordStaffAction(db, people, staff, {
        entityType: 'media',
        entityId: id,
        action: 'upload',
        countries,
        at: now(),
        before: null,
        after: result,
      });
      return result;
    },
  };
}
