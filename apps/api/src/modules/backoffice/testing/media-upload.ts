import { randomBytes } from 'node:crypto';

/** A multipart/form-data body of `fields` then one `file`, as a browser's FormData sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pulso${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small PDF (its magic bytes and a body). */
export const smallPdf = (size = 600): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1'), Buffer.alloc(size, 0x20)]);
