// Generates public/assets/img/qr-<cc>.svg: a QR code of each country site's address (demo hosts).
// Run: npx node apps/web/scripts/make-qr.mjs [baseDomain]   (default: localhost:3000)
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';

const countries = ['mx', 'ar', 'cl', 'cr', 'co', 'pe', 'br'];
const baseDomain = process.argv[2] ?? 'localhost:3000';
const outDir = fileURLToPath(new URL('../public/assets/img/', import.meta.url));

for (const country of countries) {
  const url = `http://website-${country}.${baseDomain}/`;
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#053a4cff', light: '#ffffffff' },
  });
  await writeFile(`${outDir}qr-${country}.svg`, svg);
  console.log(`qr-${country}.svg → ${url}`);
}
