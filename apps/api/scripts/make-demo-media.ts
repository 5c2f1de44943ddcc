// Makes the demo media of issue 4 once, into apps/api/media/demo/ (the output is committed, so
// nothing is generated or downloaded at run time): thumbnails in every variant per specialty area
// (SVG), a short spoken intro (Opus and MP3, es and pt-BR), a short video (WebM VP9 and MP4
// H.264) and three medicine-insert PDFs. Everything is fictitious.
//
// Needs ffmpeg (with libvpx-vp9, libx264, libopus, libmp3lame) and, for the voice, espeak-ng;
// without espeak-ng the audio is a soft generated tone. Run from /work/main:
//   node apps/api/scripts/make-demo-media.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { specialtyAreas, type SpecialtyArea } from '@pulso/contracts/labels';
import { thumbnailTypes, type ThumbnailType } from '@pulso/contracts/content';

const OUT = join(import.meta.dirname, '..', 'media', 'demo');
const TMP = mkdtempSync(join(tmpdir(), 'pulso-media-'));
/** Images per specialty area (`<area>-1`, `<area>-2`). */
const IMAGES_PER_AREA = 2;
const VIDEO_SECONDS = 8;

// ---------------------------------------------------------------------------------------------
// Thumbnails

/** Width and height of each variant. */
const sizes: Record<ThumbnailType, [number, number]> = {
  cluster: [480, 270],
  episode: [320, 180],
  outdoor: [1280, 400],
  podcast: [400, 400],
  preview: [960, 540],
  seeLater: [320, 180],
  top10: [300, 400],
  video: [640, 360],
};

/** Two colour pairs per area (dark, light). */
const palettes: Record<SpecialtyArea, [string, string][]> = {
  cardiology: [
    ['#7a1f3d', '#e4677f'],
    ['#5b1a2e', '#c94f5d'],
  ],
  'womens-health': [
    ['#6a2c70', '#d78ac9'],
    ['#4e2a6b', '#b58ee0'],
  ],
  oncology: [
    ['#283c86', '#6fa8dc'],
    ['#1f4e5f', '#5fb3a8'],
  ],
  ophthalmology: [
    ['#0f5257', '#4fb6b0'],
    ['#14495e', '#63a7d6'],
  ],
  hematology: [
    ['#8c1c13', '#e0604f'],
    ['#6d1d2f', '#d9738a'],
  ],
  pneumology: [
    ['#1d4f91', '#7fb2e5'],
    ['#20606f', '#8fd0c8'],
  ],
};

/** A simple motif per area, drawn in a 100×100 box. */
const motifs: Record<SpecialtyArea, string> = {
  cardiology:
    '<path d="M50 86 C20 64 8 46 8 30 C8 16 19 8 30 8 C40 8 46 14 50 22 C54 14 60 8 70 8 C81 8 92 16 92 30 C92 46 80 64 50 86 Z" fill="#fff" fill-opacity=".9"/>' +
    '<path d="M14 50 H36 L42 36 L50 66 L58 44 L62 50 H86" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="4" stroke-linejoin="round"/>',
  'womens-health':
    '<circle cx="50" cy="38" r="26" fill="none" stroke="#fff" stroke-width="8"/>' +
    '<path d="M50 64 V94 M36 80 H64" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  oncology:
    '<path d="M50 10 C30 10 30 40 50 56 C70 40 70 10 50 10 Z M50 56 L26 92 M50 56 L74 92" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>',
  ophthalmology:
    '<path d="M6 50 C26 18 74 18 94 50 C74 82 26 82 6 50 Z" fill="#fff" fill-opacity=".9"/>' +
    '<circle cx="50" cy="50" r="18" fill="#000" fill-opacity=".45"/><circle cx="50" cy="50" r="8" fill="#fff"/>',
  hematology:
    '<circle cx="34" cy="38" r="22" fill="#fff" fill-opacity=".9"/><circle cx="34" cy="38" r="9" fill="#000" fill-opacity=".2"/>' +
    '<circle cx="68" cy="66" r="20" fill="#fff" fill-opacity=".75"/><circle cx="68" cy="66" r="8" fill="#000" fill-opacity=".2"/>',
  pneumology:
    '<path d="M46 14 V46 C40 40 30 34 22 40 C10 50 10 80 18 88 C28 96 44 86 46 72 Z" fill="#fff" fill-opacity=".9"/>' +
    '<path d="M54 14 V46 C60 40 70 34 78 40 C90 50 90 80 82 88 C72 96 56 86 54 72 Z" fill="#fff" fill-opacity=".9"/>',
};

function thumbnailSvg(area: SpecialtyArea, n: number, type: ThumbnailType): string {
  const [width, height] = sizes[type];
  const palette = palettes[area][(n - 1) % palettes[area].length] ?? ['#333', '#999'];
  const [dark, light] = palette;
  const side = Math.min(width, height) * 0.5;
  const x = width * (n % 2 ? 0.68 : 0.32) - side / 2;
  const y = (height - side) / 2;
  const id = `g-${area}-${n}-${type}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${area}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.6}" fill="#fff" fill-opacity=".08"/>`,
    `<circle cx="${width * 0.95}" cy="${-height * 0.1}" r="${height * 0.45}" fill="#fff" fill-opacity=".06"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(side / 100).toFixed(3)})">${motifs[area]}</g>`,
    '</svg>',
    '',
  ].join('\n');
}

function writeThumbnails(): void {
  for (const area of specialtyAreas)
    for (let n = 1; n <= IMAGES_PER_AREA; n++)
      for (const type of thumbnailTypes)
        writeFileSync(join(OUT, `${area}-${n}.${type}.svg`), thumbnailSvg(area, n, type));
}

// ---------------------------------------------------------------------------------------------
// Audio and video

const has = (command: string): boolean => {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const ffmpeg = (...args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });

/** Metadata-free, reproducible output. */
const quiet = ['-map_metadata', '-1', '-fflags', '+bitexact'];

const intros = {
  es: {
    voice: 'es-419',
    text: 'Bienvenido a Pulso. Este es un audio de demostración, con contenido ficticio para profesionales de la salud.',
  },
  'pt-br': {
    voice: 'pt-br',
    text: 'Bem-vindo ao Pulso. Este é um áudio de demonstração, com conteúdo fictício para profissionais de saúde.',
  },
} as const;

/** A 16-bit mono WAV of a soft two-note tone, for when espeak-ng is not installed. */
function toneWav(seconds: number, rate = 16_000): Buffer {
  const samples = seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const t = i / rate;
    const envelope = Math.min(1, t * 4, (seconds - t) * 4);
    const value =
      0.25 * envelope * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 660 * t)) * 0.5;
    wav.writeInt16LE(Math.round(value * 32_767), 44 + i * 2);
  }
  return wav;
}

function writeAudio(): Record<keyof typeof intros, string> {
  const speak = has('espeak-ng');
  const wavs = {} as Record<keyof typeof intros, string>;
  for (const [language, { voice, text }] of Object.entries(intros) as [
    keyof typeof intros,
    (typeof intros)[keyof typeof intros],
  ][]) {
    const wav = join(TMP, `intro-${language}.wav`);
    if (speak) execFileSync('espeak-ng', ['-v', voice, '-s', '150', '-w', wav, text]);
    else writeFileSync(wav, toneWav(5));
    wavs[language] = wav;
    const mono = ['-ac', '1', '-ar', '16000'];
    ffmpeg(
      '-i',
      wav,
      ...mono,
      '-c:a',
      'libopus',
      '-b:a',
      '24k',
      ...quiet,
      join(OUT, `intro-${language}.ogg`),
    );
    ffmpeg(
      '-i',
      wav,
      ...mono,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '32k',
      ...quiet,
      join(OUT, `intro-${language}.mp3`),
    );
  }
  return wavs;
}

/** A moving gradient with the waveform of the spoken intro over it, 640×360, 8 s. */
function writeVideo(speech: string): void {
  const inputs = [
    '-f',
    'lavfi',
    '-i',
    `gradients=s=640x360:c0=0x283c86:c1=0x4fb6b0:c2=0x7a1f3d:n=3:speed=0.015:d=${VIDEO_SECONDS}:r=25`,
    '-i',
    speech,
  ];
  const graph =
    `[1:a]aresample=48000,apad,atrim=0:${VIDEO_SECONDS},asplit[a][w];` +
    '[w]showwaves=s=640x120:mode=cline:rate=25:colors=white@0.85[wv];' +
    '[0:v][wv]overlay=0:220:shortest=1,format=yuv420p[v]';
  const maps = [
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(VIDEO_SECONDS),
  ];
  ffmpeg(
    ...inputs,
    ...maps,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1'],
    ...['-c:a', 'libopus', '-b:a', '32k', '-ac', '1'],
    ...quiet,
    join(OUT, 'demo-video.webm'),
  );
  ffmpeg(
    ...inputs,
    ...maps,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'main'],
    ...['-c:a', 'aac', '-b:a', '48k', '-ac', '1', '-movflags', '+faststart'],
    ...quiet,
    join(OUT, 'demo-video.mp4'),
  );
}

// ---------------------------------------------------------------------------------------------
// Medicine inserts

interface Insert {
  file: string;
  product: string;
  heading: string;
  notice: string;
  sections: [string, string][];
}

const esNotice =
  'DOCUMENTO FICTICIO DE DEMOSTRACIÓN. No es información para prescribir ni sustituye al prospecto aprobado por la autoridad sanitaria de su país.';
const ptNotice =
  'DOCUMENTO FICTÍCIO DE DEMONSTRAÇÃO. Não é informação de prescrição nem substitui a bula aprovada pela Anvisa.';
const esPlaceholder =
  'Texto de demostración. Consulte la información para prescribir vigente aprobada en su país antes de indicar o administrar este medicamento.';
const ptPlaceholder =
  'Texto de demonstração. Consulte a bula vigente aprovada pela Anvisa antes de prescrever ou administrar este medicamento.';

const inserts: Insert[] = [
  {
    file: 'prospecto-xarelto.pdf',
    product: 'Xarelto',
    heading: 'Prospecto: información para el profesional de la salud',
    notice: esNotice,
    sections: [
      ['1. Nombre del medicamento', 'Xarelto® (demostración) — comprimidos recubiertos.'],
      ['2. Composición', esPlaceholder],
      ['3. Indicaciones', esPlaceholder],
      ['4. Posología y forma de administración', esPlaceholder],
      ['5. Contraindicaciones', esPlaceholder],
      ['6. Advertencias y precauciones', esPlaceholder],
      ['7. Interacciones', esPlaceholder],
      ['8. Embarazo y lactancia', esPlaceholder],
      [
        '9. Reacciones adversas',
        `${esPlaceholder} Notifique las sospechas de reacciones adversas.`,
      ],
      ['10. Conservación', 'Consérvese a temperatura ambiente, fuera del alcance de los niños.'],
    ],
  },
  {
    file: 'prospecto-kyleena.pdf',
    product: 'Kyleena',
    heading: 'Prospecto: información para el profesional de la salud',
    notice: esNotice,
    sections: [
      [
        '1. Nombre del medicamento',
        'Kyleena® (demostración) — sistema de liberación intrauterino.',
      ],
      ['2. Composición', esPlaceholder],
      ['3. Indicación', esPlaceholder],
      ['4. Inserción y extracción', esPlaceholder],
      ['5. Contraindicaciones', esPlaceholder],
      ['6. Advertencias y precauciones especiales de empleo', esPlaceholder],
      ['7. Reacciones adversas', esPlaceholder],
      ['8. Conservación', 'Consérvese en su envase original, protegido de la luz y la humedad.'],
    ],
  },
  {
    file: 'bula-eylia.pdf',
    product: 'Eylia',
    heading: 'Bula para o profissional de saúde',
    notice: ptNotice,
    sections: [
      [
        '1. Identificação do medicamento',
        'Eylia® (demonstração) — solução injetável para uso intravítreo.',
      ],
      ['2. Composição', ptPlaceholder],
      ['3. Indicações', ptPlaceholder],
      ['4. Posologia e modo de usar', ptPlaceholder],
      ['5. Contraindicações', ptPlaceholder],
      ['6. Advertências e precauções', ptPlaceholder],
      ['7. Interações medicamentosas', ptPlaceholder],
      ['8. Reações adversas', `${ptPlaceholder} Notifique as suspeitas de reações adversas.`],
      [
        '9. Cuidados de armazenamento',
        'Conservar sob refrigeração (entre 2 °C e 8 °C), na embalagem original.',
      ],
    ],
  },
];

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

async function writeInsert(insert: Insert): Promise<void> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${insert.product} — ${insert.heading} (demo)`);
  pdf.setAuthor('Pulso (demo)');
  pdf.setProducer('make-demo-media.ts');
  pdf.setCreator('make-demo-media.ts');
  const fixed = new Date('2026-01-01T00:00:00Z');
  pdf.setCreationDate(fixed);
  pdf.setModificationDate(fixed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 56;
  const textWidth = width - 2 * margin;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    gap: number,
    color = rgb(0.1, 0.1, 0.12),
  ) => {
    for (const line of wrap(text, font, size, textWidth)) {
      if (y < margin + size) {
        page = pdf.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color });
      y -= size * 1.35;
    }
    y -= gap;
  };
  write(insert.product, bold, 22, 4, rgb(0.16, 0.24, 0.53));
  write(insert.heading, regular, 13, 10);
  write(insert.notice, bold, 10, 14, rgb(0.6, 0.1, 0.1));
  for (const [title, body] of insert.sections) {
    write(title, bold, 11.5, 2);
    write(body, regular, 10.5, 10);
  }
  writeFileSync(join(OUT, insert.file), await pdf.save({ useObjectStreams: false }));
}

// ---------------------------------------------------------------------------------------------

mkdirSync(OUT, { recursive: true });
for (const file of readdirSync(OUT)) if (file !== 'README.md') rmSync(join(OUT, file));
try {
  writeThumbnails();
  const speech = writeAudio();
  writeVideo(speech.es);
  for (const insert of inserts) await writeInsert(insert);
} finally {
  rmSync(TMP, { recursive: true, force: true });
}
const total = readdirSync(OUT).reduce((sum, file) => sum + statSync(join(OUT, file)).size, 0);
console.log(`${readdirSync(OUT).length} files, ${(total / 1024).toFixed(0)} KiB in ${OUT}`);
