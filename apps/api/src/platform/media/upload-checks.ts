import { readFile, writeFile } from 'node:fs/promises';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Names that make a PDF more than pages to read (decision 073), as a dictionary's key or as a
 * name value (an action's `/S`, a file's `/Type`): JavaScript (`/JS`, `/JavaScript`: an action's
 * script, the document's names tree), actions run when the document, a page or a field is used
 * (`/AA`), programs started (`/Launch`), data sent or read (`/SubmitForm`, `/ImportData`),
 * attached files (`/EmbeddedFile(s)`, a file specification's `/EF`, `/FileAttachment`
 * annotations, `/GoToE` into one), XFA forms (which carry scripts) and rich media (Flash).
 * An `/OpenAction` that only opens a page is kept; one that runs JavaScript is found by `/JS`.
 * Links to web addresses (`/URI`) and to other pages are kept.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'GoToE',
  'XFA',
  'RichMedia',
  'RichMediaExecute',
]);

export type PdfCheck =
  /** Not a PDF that can be read (an HTML page with a PDF header line, damaged, encrypted). */
  | { kind: 'invalid'; reason: string }
  /** Readable, but it carries active content or files: `found` names them. */
  | { kind: 'active'; found: string[] }
  /** Written again from its objects: `bytes` of the new file. */
  | { kind: 'rewritten'; bytes: number };

/** The active names in a PDF's objects (those of object streams included: pdf-lib reads them). */
function activeNames(doc: PDFDocument): string[] {
  const found = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    // Direct objects only: a reference is another indirect object, visited on its own.
    const pending: PDFObject[] = [object];
    while (pending.length > 0) {
      const current = pending.pop()!;
      if (current instanceof PDFStream) pending.push(current.dict);
      else if (current instanceof PDFArray) pending.push(...current.asArray());
      else if (current instanceof PDFDict)
        for (const [key, value] of current.entries()) {
          // `decodeText`: `/J#53` is `/JS`.
          if (ACTIVE_NAMES.has(key.decodeText())) found.add(key.decodeText());
          pending.push(value);
        }
      else if (current instanceof PDFName && ACTIVE_NAMES.has(current.decodeText()))
        found.add(current.decodeText());
    }
  }
  return [...found].sort();
}

/**
 * Reads the PDF at `path` with pdf-lib (strictly: an object it cannot parse is a refusal, never
 * copied as it was) and, when it is a document of at least one page without active content,
 * writes it again in place from its objects: whatever the file held outside them (an HTML page
 * after its end, bytes between objects) is not kept.
 */
export async function checkAndRewritePdf(path: string): Promise<PdfCheck> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(await readFile(path), {
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (doc.getPageCount() < 1) return { kind: 'invalid', reason: 'it has no page' };
  } catch (error) {
    // No catalog (an HTML page after the header), a broken object, an encrypted file, …
    return { kind: 'invalid', reason: (error as Error).message };
  }
  const found = activeNames(doc);
  if (found.length > 0) return { kind: 'active', found };
  const bytes = await doc.save({ addDefaultPage: false, updateFieldAppearances: false });
  await writeFile(path, bytes);
  return { kind: 'rewritten', bytes: bytes.length };
}

/**
 * The width and height an image's header declares, read without decoding the image (sharp's
 * metadata); undefined when no header can be read.
 */
export async function imageDimensions(
  path: string,
): Promise<{ width: number; height: number } | undefined> {
  try {
    const { width, height } = await sharp(path).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
