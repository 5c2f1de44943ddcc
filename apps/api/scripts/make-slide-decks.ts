// Makes the demo speaker-training slide decks (issue 5) once, into apps/api/media/demo/ (the
// output is committed, so nothing is generated or downloaded at run time). One deck per
// speaker-training item, `slides-{item id}.pdf`, whose cover and title are the item's title
// (issue 12; demo/media.ts slideDeckOf, checked by demo-catalogue.test.ts). Fictitious content,
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
  /** The speaker-training item the deck belongs to. */
  id: string;
  title: string;
  subtitle: string;
  notice: string;
  slides: Slide[];
}

const decks: Deck[] = [
  {
    id: 'speaker-training-comunicacion-cientifica-eficaz',
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
    id: 'speaker-training-presentacion-de-casos-cardiorrenales',
    title: 'Speaker training: presentación de casos cardiorrenales',
    subtitle: 'Material de apoyo para oradores del programa',
    notice: 'Documento de demostración ficticio.',
    slides: [
      {
        title: 'Elegir el caso y el mensaje',
        bullets: [
          'Un caso que ilustre una decisión cardiorrenal real.',
          'Un mensaje: qué haría distinto el auditorio mañana.',
          'Función renal, potasio y fármacos en una línea de tiempo.',
        ],
      },
      {
        title: 'Datos, imágenes y confidencialidad',
        bullets: [
          'Anonimice laboratorio, imágenes y fechas.',
          'Muestre la tendencia de la TFGe, no cada valor.',
          'Cuente con el consentimiento del paciente.',
        ],
      },
      {
        title: 'Presentar y moderar la discusión',
        bullets: [
          'Ensaye con reloj: 12 minutos de caso, 8 de preguntas.',
          'Pregunte al auditorio antes de mostrar la conducta.',
          'Cierre con la evidencia que respalda la decisión.',
        ],
      },
    ],
  },
  {
    id: 'speaker-training-moderacion-de-sesiones-oftalmologia',
    title: 'Speaker training: moderación de sesiones en oftalmología',
    subtitle: 'Material de apoyo para moderadores del programa',
    notice: 'Documento de demostración ficticio.',
    slides: [
      {
        title: 'Antes de la sesión',
        bullets: [
          'Reúna los casos de retina y glaucoma con anticipación.',
          'Acuerde tiempos y el orden de los panelistas.',
          'Pruebe el video y las imágenes de OCT en la sala.',
        ],
      },
      {
        title: 'Durante la mesa redonda',
        bullets: [
          'Presente a cada panelista y sus conflictos de interés.',
          'Cuide el tiempo: avise a los dos minutos del final.',
          'Lleve las preguntas del chat a la discusión en línea.',
        ],
      },
      {
        title: 'Cierre',
        bullets: [
          'Resuma los mensajes clave de cada caso.',
          'Agradezca y anuncie la próxima sesión.',
        ],
      },
    ],
  },
  {
    id: 'speaker-training-comunicacao-cientifica-eficaz',
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
  {
    id: 'speaker-training-apresentacao-de-casos-cardiorrenais',
    title: 'Speaker training: apresentação de casos cardiorrenais',
    subtitle: 'Material de apoio para palestrantes do programa',
    notice: 'Documento de demonstração fictício.',
    slides: [
      {
        title: 'Escolher o caso e a mensagem',
        bullets: [
          'Um caso que ilustre uma decisão cardiorrenal real.',
          'Uma mensagem: o que a plateia faria diferente amanhã.',
          'Função renal, potássio e fármacos numa linha do tempo.',
        ],
      },
      {
        title: 'Dados, imagens e confidencialidade',
        bullets: [
          'Anonimize exames, imagens e datas.',
          'Mostre a tendência da TFGe, não cada valor.',
          'Tenha o consentimento do paciente.',
        ],
      },
      {
        title: 'Apresentar e moderar a discussão',
        bullets: [
          'Ensaie com relógio: 12 minutos de caso, 8 de perguntas.',
          'Pergunte à plateia antes de mostrar a conduta.',
          'Feche com a evidência que apoia a decisão.',
        ],
      },
    ],
  },
  {
    id: 'speaker-training-moderacao-em-oftalmologia',
    title: 'Speaker training: moderação de sessões em oftalmologia',
    subtitle: 'Material de apoio para moderadores do programa',
    notice: 'Documento de demonstração fictício.',
    slides: [
      {
        title: 'Antes da sessão',
        bullets: [
          'Reúna os casos de retina e glaucoma com antecedência.',
          'Combine tempos e a ordem dos painelistas.',
          'Teste o vídeo e as imagens de OCT na sala.',
        ],
      },
      {
        title: 'Durante a mesa-redonda',
        bullets: [
          'Apresente cada painelista e seus conflitos de interesse.',
          'Cuide do tempo: avise dois minutos antes do fim.',
          'Leve as perguntas do chat para a discussão online.',
        ],
      },
      {
        title: 'Encerramento',
        bullets: [
          'Resuma as mensagens-chave de cada caso.',
          'Agradeça e anuncie a próxima sessão.',
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
  // The title fits the page: a long one is set smaller.
  const titleSize = Math.min(32, (32 * (WIDTH - 120)) / bold.widthOfTextAtSize(deck.title, 32));
  cover.drawText(deck.title, { x: 60, y: 300, size: titleSize, font: bold, color: rgb(1, 1, 1) });
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
  const file = `slides-${deck.id}.pdf`;
  writeFileSync(join(OUT, file), await makeDeck(deck));
  console.log(`wrote ${file}`);
}
