import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';

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

/**
 * A small real PDF of one blank page, at least `size` bytes (whitespace after its header makes
 * up the rest), written by hand so that it is made synchronously.
 */
export function smallPdf(size = 600): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  const head = Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1');
  const body = objects.map((object, index) => `${index + 1} 0 obj\n${object}\nendobj\n`);
  const tailLength = (offset: number) => pdfTail(objects.length, [], offset).length;
  const bodyLength = body.join('').length;
  const padding = Math.max(0, size - head.length - bodyLength - tailLength(0) - 16);
  let offset = head.length + padding;
  const offsets = body.map((text) => {
    const at = offset;
    offset += text.length;
    return at;
  });
  return Buffer.concat([
    head,
    Buffer.alloc(padding, 0x20),
    Buffer.from(body.join('') + pdfTail(objects.length, offsets, offset), 'latin1'),
  ]);
}

function pdfTail(count: number, offsets: number[], xrefAt: number): string {
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  return (
    `xref\n0 ${count + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${count + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  );
}

/** What a PDF built by {@link pdfWith} carries besides its page. */
export type PdfFeature =
  | 'open-action-javascript'
  | 'document-javascript'
  | 'page-additional-action'
  | 'embedded-file'
  | 'launch-link'
  | 'html-after-end';

/**
 * A real PDF (pdf-lib, its objects compressed in object streams as pdf-lib saves them) of one
 * page, carrying `feature`: JavaScript run when it opens or in its names tree, an action of its
 * page, an attached file, a link that launches a program, or an HTML page after its end.
 */
export async function pdfWith(feature?: PdfFeature): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 200]);
  const { context } = doc;
  switch (feature) {
    case 'open-action-javascript':
      doc.catalog.set(
        PDFName.of('OpenAction'),
        context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hola")') }),
      );
      break;
    case 'document-javascript':
      doc.addJavaScript('hola', 'app.alert("hola")');
      break;
    case 'page-additional-action':
      page.node.set(
        PDFName.of('AA'),
        context.obj({ O: { S: 'JavaScript', JS: PDFString.of('app.alert("hola")') } }),
      );
      break;
    case 'embedded-file':
      await doc.attach(Buffer.from('MZ not a program'), 'leeme.exe', {
        mimeType: 'application/octet-stream',
      });
      break;
    case 'launch-link': {
      const link = context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 100, 100],
          A: { S: 'Launch', F: PDFString.of('cmd.exe') },
        }),
      );
      page.node.set(PDFName.of('Annots'), context.obj([link]));
      break;
    }
    default:
      break;
  }
  const bytes = Buffer.from(await doc.save());
  return feature === 'html-after-end'
    ? Buffer.concat([bytes, Buffer.from('\n<html><body><script>alert(1)</script></body></html>\n')])
    : bytes;
}

/** An HTML page that starts with a PDF header line: its first bytes say PDF, nothing else does. */
export const htmlWithPdfHeader = (): Buffer =>
  Buffer.from(
    '%PDF-1.7\n<!doctype html><html><body><script>fetch("/api/users/profile")</script></body></html>\n%%EOF\n',
  );

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/**
 * A real PNG of `width` × `height` pixels, black, one bit a pixel: a few kilobytes however many
 * pixels it declares (the image a decoder would have to build is the size of its dimensions).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Math.ceil(width / 8) + 1; // the filter byte, then the pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(row * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small real JPEG whose frame header says it is `width` × `height`: what a decoder would be
 * asked to build, in a few hundred bytes of data.
 */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } })
    .jpeg({ mozjpeg: false, progressive: false })
    .toBuffer();
  // The baseline frame header: FF C0, its length (2), precision (1), then height and width.
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (frame < 0) throw new Error('no baseline frame header');
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}
