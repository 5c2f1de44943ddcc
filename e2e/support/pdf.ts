// The text of a PDF a journey downloaded, read with unpdf (PDF.js), whitespace collapsed so a
// title wrapped over two lines reads as one.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

/** The bytes of a finished download. */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(await readFile(path));
}

/** All the text of a PDF, its pages merged and runs of whitespace made single spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
