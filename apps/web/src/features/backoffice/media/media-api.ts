import {
  uploadedMediaSchema,
  type MediaKind,
  type UploadedMedia,
} from '@pulso/contracts/backoffice/media';
import type { CountryCode } from '@pulso/contracts/country';
import { ApiError, apiErrorFromBody, clientErrorCodes } from '../../../lib/http/api-error.ts';
import { apiUrl, buildHeaders } from '../../../lib/http/http-client.ts';

export interface UploadMediaOptions {
  kind: MediaKind;
  countries: readonly CountryCode[];
  file: File;
  /** 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/backoffice/media` with upload progress. XMLHttpRequest, not fetch: `upload.onprogress`
 * works in every browser, while a fetch only reports sent bytes through a streamed request body
 * (`duplex: 'half'`), which Safari and Firefox do not send and Chromium only over HTTP/2. Same
 * headers as every API call (key, region, bearer token, anti-forgery token; session cookie
 * same-origin), but the browser writes the multipart content type with its boundary. A 401/403
 * is the caller's to show, as for the back office's other calls (`authFailure: 'throw'`).
 */
export function uploadMedia({
  kind,
  countries,
  file,
  onProgress,
  signal,
}: UploadMediaOptions): Promise<UploadedMedia> {
  const url = apiUrl('backoffice/media');
  const form = new FormData();
  // The server reads the fields before the file: they go first.
  form.append('kind', kind);
  form.append('countries', countries.join(','));
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false;
    buildHeaders(url, 'POST').forEach((value, name) => {
      if (name !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const fail = () => reject(new ApiError({ status: 0, code: clientErrorCodes.network }));
    xhr.onerror = fail;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFromBody(xhr.status, body));
        return;
      }
      const parsed = uploadedMediaSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError({ status: xhr.status, code: clientErrorCodes.invalidResponse }));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
