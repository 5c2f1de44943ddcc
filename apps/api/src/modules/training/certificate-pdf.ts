import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { getCountryProfile } from '@pulso/contracts/country-profiles';
import type { CountryCode } from '@pulso/contracts/country';
import { lazyValue } from '../../platform/lazy-value.ts';

export interface CertificateFacts {
  /** The doctor's full name, printed as it is (accents, ñ, ç). */
  name: string;
  title: string;
  finishedAt: Date;
  country: CountryCode;
  approvalCode: string | null;
  /** The course's certificate text (back office), printed under the title. */
  text?: string | null;
  verificationCode: string;
  verificationUrl: string;
}

const texts = {
  es: {
    heading: 'Certificado de aprobación',
    certifies: 'Se certifica que',
    passed: 'aprobó el examen del curso',
    date: 'Fecha de aprobación',
    approval: 'Código de aprobación',
    verification: 'Código de verificación',
    verifyAt: 'Verifique este certificado en',
    demo: 'Documento de demostración sin valor curricular.',
  },
  pt: {
    heading: 'Certificado de aprovação',
    certifies: 'Certificamos que',
    passed: 'foi aprovado(a) na prova do curso',
    date: 'Data de aprovação',
    approval: 'Código de aprovação',
    verification: 'Código de verificação',
    verifyAt: 'Verifique este certificado em',
    demo: 'Documento de demonstração, sem valor curricular.',
  },
} as const;

/** DejaVu Sans (Unicode TrueType, from the `dejavu-fonts-ttf` package), read once. */
const require = createRequire(import.meta.url);
const fontBytes: () => Promise<[Uint8Array, Uint8Array]> = lazyValue(() =>
  Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]),
);

const INK = rgb(0.13, 0.16, 0.24);
const ACCENT = rgb(0.06, 0.32, 0.52);
const MUTED = rgb(0.38, 0.42, 0.48);

/** Splits a text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const x = (page.getWidth() - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x, y, size, font, color });
}

/**
 * The certificate of a passed exam as a one-page A4 landscape PDF: the doctor's name, the course,
 * the date (in the country's language and time zone), the item's approval code, the
 * verification code, and a QR code of the public verification page.
 */
export async function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const profile = getCountryProfile(facts.country);
  const t = facts.country === 'br' ? texts.pt : texts.es;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontBytes();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  pdf.setTitle(`${t.heading}: ${facts.title}`);
  pdf.setAuthor(profile.appName);
  pdf.setSubject(facts.name);
  pdf.setLanguage(profile.htmlLang);
  pdf.setCreationDate(facts.finishedAt);

  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  centred(page, profile.appName, height - 80, bold, 16, ACCENT);
  centred(page, t.heading, height - 130, bold, 30);
  centred(page, t.certifies, height - 180, regular, 14, MUTED);
  centred(page, facts.name, height - 220, bold, 26);
  centred(page, t.passed, height - 260, regular, 14, MUTED);
  let y = height - 295;
  for (const line of wrap(facts.title, bold, 18, width - 200)) {
    centred(page, line, y, bold, 18, ACCENT);
    y -= 24;
  }
  for (const line of facts.text ? wrap(facts.text, regular, 11, width - 200).slice(0, 3) : []) {
    centred(page, line, y - 4, regular, 11, MUTED);
    y -= 15;
  }

  const date = new Intl.DateTimeFormat(profile.htmlLang, {
    dateStyle: 'long',
    timeZone: profile.timezone.iana,
  }).format(facts.finishedAt);
  const details = [
    `${t.date}: ${date}`,
    ...(facts.approvalCode ? [`${t.approval}: ${facts.approvalCode}`] : []),
    `${t.verification}: ${facts.verificationCode}`,
  ];
  details.forEach((line, index) => {
    page.drawText(line, { x: 70, y: 170 - index * 20, size: 12, font: regular, color: INK });
  });
  page.drawText(t.verifyAt, { x: 70, y: 95, size: 10, font: regular, color: MUTED });
  page.drawText(facts.verificationUrl, { x: 70, y: 80, size: 10, font: regular, color: ACCENT });
  page.drawText(t.demo, { x: 70, y: 50, size: 8, font: regular, color: MUTED });

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(facts.verificationUrl, { type: 'png', margin: 1, width: 240 }),
  );
  page.drawImage(qr, { x: width - 70 - 120, y: 60, width: 120, height: 120 });
  return pdf.save();
}
