// Makes the demo speaker-training slide decks (issue 5) once, into apps/api/media/demo/ (the
// output is committed, so nothing is generated or downloaded at run time). Fictitious content,
// 16:9 pages, standard Helvetica fonts (WinAnsi, so accents and ñ/ç are right). Run from
// /work/main: node apps/api/scripts/make-slide-decks.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

const OUT = join(import.meta.dirname, '..', 'media', 'demo');

interface Slide {
  title: string;
  bullets: string[];
}

interface Deck {
  file: string;
  title: string;
  subtitle: string;
  notice: string;
  slides: Slide[];
}

const decks: Deck[] = [
  {
    file: 'slides-speaker-training-es.pdf',
    title: 'Speaker training: comunicación científica eficaz',
    subtitle: 'Material de apoyo para oradores del programa',
    notice: 'Documento de demostración ficticio.',
    slides: [
      {
        title: 'El mensaje principal',
        bullets: [
          'Una frase que el auditorio pueda repetir al salir.',
          'Dos o tres ideas clave, cada una con su evidencia.',
          'Cierre: vuelva al mensaje y a la acción propuesta.',
        ],
      },
      {
        title: 'Diapositivas que se leen solas',
        bullets: [
          'Una idea por diapositiva; el título dice la conclusión.',
          'Gráficos legibles desde la última fila.',
          'Cite la fuente de cada dato en la misma diapositiva.',
        ],
      },
      {
        title: 'Preguntas difíciles',
        bullets: [
          'Escuche la pregunta completa y reformúlela.',
          'Si no sabe la respuesta, dígalo y comprométase a buscarla.',
          'Mantenga el tono: la discusión es científica, no personal.',
        ],
      },
      {
        title: 'Casos clínicos y confidencialidad',
        bullets: [
          'Anonimice datos, imágenes y fechas.',
          'Cuente con el consentimiento del paciente.',
          'Declare sus conflictos de interés al comenzar.',
        ],
      },
    ],
  },
  {
    file: 'slides-speaker-training-pt-br.pdf',
    title: 'Speaker training: comunicação científica eficaz',
    subtitle: 'Material de apoio para palestrantes do programa',
    notice: 'Documento de demonstração fictício.',
    slides: [
      {
        title: 'A mensagem principal',
        bullets: [
          'Uma frase que a plateia consiga repetir ao sair.',
          'Duas ou três ideias-chave, cada uma com sua evidência.',
          'Fechamento: volte à mensagem e à ação proposta.',
        ],
      },
      {
        title: 'Slides que se explicam sozinhos',
        bullets: [
          'Uma ideia por slide; o título diz a conclusão.',
          'Gráficos legíveis a partir da última fileira.',
          'Cite a fonte de cada dado no próprio slide.',
        ],
      },
      {
        title: 'Perguntas difíceis',
        bullets: [
          'Ouça a pergunta inteira e reformule-a.',
          'Se não souber a resposta, diga e comprometa-se a buscá-la.',
          'Mantenha o tom: a discussão é científica, não pessoal.',
        ],
      },
      {
        title: 'Casos clínicos e confidencialidade',
        bullets: [
          'Anonimize dados, imagens e datas.',
          'Tenha o consentimento do paciente.',
          'Declare seus conflitos de interesse ao começar.',
        ],
      },
    ],
  },
];

const WIDTH = 960;
const HEIGHT = 540;
const INK = rgb(0.13, 0.16, 0.24);
const ACCENT = rgb(0.06, 0.32, 0.52);

async function makeDeck(deck: Deck): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(deck.title);
  pdf.setAuthor('Pulso (demo)');
  pdf.setCreationDate(new Date(Date.UTC(2026, 4, 12)));
  pdf.setModificationDate(new Date(Date.UTC(2026, 4, 12)));

  const cover = pdf.addPage([WIDTH, HEIGHT]);
  cover.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: ACCENT });
  cover.drawText(deck.title, { x: 60, y: 300, size: 32, font: bold, color: rgb(1, 1, 1) });
  cover.drawText(deck.subtitle, { x: 60, y: 255, size: 20, font: regular, color: rgb(1, 1, 1) });
  cover.drawText(deck.notice, { x: 60, y: 60, size: 12, font: regular, color: rgb(1, 1, 1) });

  deck.slides.forEach((slide, index) => {
    const page = pdf.addPage([WIDTH, HEIGHT]);
    page.drawRectangle({ x: 0, y: HEIGHT - 90, width: WIDTH, height: 90, color: ACCENT });
    page.drawText(slide.title, {
      x: 60,
      y: HEIGHT - 60,
      size: 28,
      font: bold,
      color: rgb(1, 1, 1),
    });
    slide.bullets.forEach((bullet, line) => {
      const y = HEIGHT - 170 - line * 60;
      page.drawCircle({ x: 70, y: y + 7, size: 5, color: ACCENT });
      page.drawText(bullet, { x: 90, y, size: 22, font: regular, color: INK });
    });
    page.drawText(`${deck.notice}  ${index + 2}/${deck.slides.length + 1}`, {
      x: 60,
      y: 30,
      size: 11,
      font: regular,
      color: INK,
    });
  });
  return pdf.save();
}

for (const deck of decks) {
  writeFileSync(join(OUT, deck.file), await makeDeck(deck));
  console.log(`wrote ${deck.file}`);
}
