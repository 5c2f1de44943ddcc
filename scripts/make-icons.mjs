// Makes the web app's icons from apps/web/public/favicon.svg (the logo), with the Chromium the
// end-to-end suite uses (no image library needed): PNGs for the web app manifest and the home
// screen, and favicon.ico (16, 32 and 48 px PNGs inside one .ico, as browsers since 2007 read it).
// The outputs are committed; run again after changing the logo:
//   node scripts/make-icons.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'apps/web/public');
const logo = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

/** The logo's pulse line on a full-bleed square, inside the 80% safe zone of maskable icons. */
const maskable = logo
  .replace(/<rect [^>]*\/>/, '<rect width="32" height="32" fill="#0e6e8c"/>')
  .replace(/<path /, '<path transform="translate(3.2 3.2) scale(0.8)" ');

/** [file under apps/web/public, SVG, size in px] */
const pngs = [
  ['icons/icon-192.png', logo, 192],
  ['icons/icon-512.png', logo, 512],
  ['icons/icon-maskable-512.png', maskable, 512],
  ['icons/apple-touch-icon.png', maskable, 180],
];
const icoSizes = [16, 32, 48];

const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH)');
const browser = await chromium.launch({ executablePath });

async function render(svg, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
  );
  const png = await page.screenshot({ omitBackground: true, type: 'png' });
  await page.close();
  return png;
}

/** ICONDIR, one ICONDIRENTRY per image, then the PNG data (type 1 = icon). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

try {
  for (const [file, svg, size] of pngs) {
    const path = join(publicDir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await render(svg, size));
    console.log(`${file} (${size}×${size})`);
  }
  const images = [];
  for (const size of icoSizes) images.push({ size, png: await render(logo, size) });
  await writeFile(join(publicDir, 'favicon.ico'), ico(images));
  console.log(`favicon.ico (${icoSizes.join(', ')} px)`);
} finally {
  await browser.close();
}
