import type { SpecialtyArea } from '@pulso/contracts/labels';
import type { ContentLanguage } from '../../../db/schema/content.ts';
import type { ContentAudience } from '../catalogue-entry.ts';
import type { ItemSpec } from './builders.ts';
import { article, notesHtml } from './html.ts';
import { video, type DemoInsert, type ImageNumber } from './media.ts';
import { ALL_ES, BRASIL, CONOSUR, MEXICO, PACA } from './audiences.ts';

/** Product names of spec §9 used by the demo products, by slug. */
export const demoProductNames = {
  xarelto: 'Xarelto',
  eylia: 'Eylia',
  kyleena: 'Kyleena',
  mirena: 'Mirena',
  yaz: 'Yaz',
  nexavar: 'Nexavar',
  stivarga: 'Stivarga',
  xofigo: 'Xofigo',
  adempas: 'Adempas',
} as const;
export type DemoProduct = keyof typeof demoProductNames;

interface ProductSpec {
  slug: DemoProduct;
  ingredient: string;
  area: SpecialtyArea;
  image: ImageNumber;
  audience: ContentAudience;
  published: string;
  /** One or two sentences about what the page offers (no clinical claims). */
  about: string;
  insert?: DemoInsert;
  withPreview?: boolean;
}

/** The fixed texts of a product page, by language. */
const productTexts = {
  es: {
    idPrefix: 'producto',
    synopsis: (name: string) =>
      `Ficha de ${name}: prospecto, información adicional y materiales educativos para el médico.`,
    sections: (name: string) => [
      {
        heading: 'Materiales para su consulta',
        paragraphs: [
          `En esta ficha encontrará los recursos de ${name} disponibles en el portal: el prospecto, la información adicional y los contenidos exclusivos para profesionales de la salud.`,
        ],
        list: [
          'Prospecto en PDF (cuando está disponible).',
          'Contenidos exclusivos del producto.',
          'Canal de información médica para sus consultas.',
        ],
      },
      {
        heading: 'Aviso',
        paragraphs: [
          'Contenido de demostración ficticio. Antes de prescribir, consulte la información para prescribir aprobada por la autoridad sanitaria de su país.',
        ],
      },
    ],
    notes: (name: string, ingredient: string) =>
      notesHtml(
        [
          `Material de demostración ficticio: no sustituye la información para prescribir de ${name} aprobada en su país.`,
          `Principio activo: ${ingredient}.`,
        ],
        [
          'Reporte de eventos adversos: farmacovigilancia@pulso.example',
          'Información médica: informacion.medica@pulso.example',
        ],
      ),
  },
  'pt-br': {
    idPrefix: 'produto',
    synopsis: (name: string) =>
      `Página de ${name}: bula, informações adicionais e materiais educativos para o médico.`,
    sections: (name: string) => [
      {
        heading: 'Materiais para o seu consultório',
        paragraphs: [
          `Nesta página você encontra os recursos de ${name} disponíveis no portal: a bula, as informações adicionais e os conteúdos exclusivos para profissionais de saúde.`,
        ],
        list: [
          'Bula em PDF (quando disponível).',
          'Conteúdos exclusivos do produto.',
          'Canal de informação médica para as suas dúvidas.',
        ],
      },
      {
        heading: 'Aviso',
        paragraphs: [
          'Conteúdo de demonstração fictício. Antes de prescrever, consulte a bula aprovada pela Anvisa.',
        ],
      },
    ],
    notes: (name: string, ingredient: string) =>
      notesHtml(
        [
          `Material de demonstração fictício: não substitui a bula de ${name} aprovada no Brasil.`,
          `Princípio ativo: ${ingredient}.`,
        ],
        [
          'Notificação de eventos adversos: farmacovigilancia@pulso.example',
          'Informação médica: informacao.medica@pulso.example',
        ],
      ),
  },
} as const;

function productItem(language: ContentLanguage, spec: ProductSpec): ItemSpec {
  const texts = productTexts[language];
  const name = demoProductNames[spec.slug];
  return {
    id: `${texts.idPrefix}-${spec.slug}`,
    title: `${name}® (${spec.ingredient})`,
    synopsis: `${texts.synopsis(name)} ${spec.about}`,
    cluster: 'to_product',
    area: spec.area,
    image: spec.image,
    audience: spec.audience,
    published: spec.published,
    content: article(spec.about, texts.sections(name)),
    preview: spec.withPreview ? video('mp4') : null,
    product: spec.slug,
    ...(spec.insert ? { medicineInsert: spec.insert } : {}),
    additionalInformationHtml: texts.notes(name, spec.ingredient),
  };
}

export const productsEs: ItemSpec[] = (
  [
    {
      slug: 'xarelto',
      ingredient: 'rivaroxabán',
      area: 'cardiology',
      image: 1,
      audience: ALL_ES,
      published: '2025-03-03',
      about:
        'Anticoagulante oral de acción directa. Incluye el prospecto de demostración y los casos clínicos exclusivos sobre anticoagulación.',
      insert: 'prospecto-xarelto.pdf',
      withPreview: true,
    },
    {
      slug: 'eylia',
      ingredient: 'aflibercept',
      area: 'ophthalmology',
      image: 1,
      audience: ALL_ES,
      published: '2025-03-10',
      about:
        'Terapia intravítrea para enfermedades de la retina. Reúne los protocolos de seguimiento y los recursos de oftalmología del portal.',
    },
    {
      slug: 'kyleena',
      ingredient: 'levonorgestrel, sistema intrauterino',
      area: 'womens-health',
      image: 1,
      audience: ALL_ES,
      published: '2025-04-07',
      about:
        'Sistema intrauterino de liberación de levonorgestrel. Incluye el prospecto de demostración y el taller en video de técnica de inserción.',
      insert: 'prospecto-kyleena.pdf',
      withPreview: true,
    },
    {
      slug: 'mirena',
      ingredient: 'levonorgestrel, sistema intrauterino',
      area: 'womens-health',
      image: 2,
      audience: ALL_ES,
      published: '2025-04-14',
      about:
        'Sistema intrauterino de liberación de levonorgestrel. Encuentre aquí los materiales de consejería en anticoncepción.',
    },
    {
      slug: 'yaz',
      ingredient: 'drospirenona y etinilestradiol',
      area: 'womens-health',
      image: 1,
      audience: [...MEXICO, ...PACA],
      published: '2025-05-05',
      about:
        'Anticonceptivo oral combinado. Materiales de consejería para la consulta ginecológica.',
    },
    {
      slug: 'nexavar',
      ingredient: 'sorafenib',
      area: 'oncology',
      image: 1,
      audience: [...MEXICO, ...CONOSUR],
      published: '2025-06-02',
      about:
        'Inhibidor multicinasa oral. Recursos para el equipo de oncología sobre el seguimiento del paciente.',
    },
    {
      slug: 'stivarga',
      ingredient: 'regorafenib',
      area: 'oncology',
      image: 2,
      audience: ALL_ES,
      published: '2025-06-09',
      about:
        'Inhibidor multicinasa oral. Incluye la guía exclusiva de conversación con el paciente en tratamiento oncológico oral.',
    },
    {
      slug: 'xofigo',
      ingredient: 'dicloruro de radio-223',
      area: 'oncology',
      image: 1,
      audience: [...MEXICO, ...CONOSUR],
      published: '2025-07-01',
      about: 'Radiofármaco. Materiales para la coordinación entre oncología y medicina nuclear.',
    },
    {
      slug: 'adempas',
      ingredient: 'riociguat',
      area: 'pneumology',
      image: 1,
      audience: ALL_ES,
      published: '2025-07-15',
      about:
        'Estimulador de la guanilato ciclasa soluble. Recursos sobre hipertensión pulmonar para neumología y cardiología.',
    },
  ] satisfies ProductSpec[]
).map((spec) => productItem('es', spec));

export const productsPtBr: ItemSpec[] = (
  [
    {
      slug: 'xarelto',
      ingredient: 'rivaroxabana',
      area: 'cardiology',
      image: 1,
      audience: BRASIL,
      published: '2025-03-04',
      about:
        'Anticoagulante oral de ação direta. Reúne as discussões de casos clínicos exclusivas sobre anticoagulação.',
      withPreview: true,
    },
    {
      slug: 'eylia',
      ingredient: 'aflibercepte',
      area: 'ophthalmology',
      image: 1,
      audience: BRASIL,
      published: '2025-03-11',
      about:
        'Terapia intravítrea para doenças da retina. Inclui a bula de demonstração e os protocolos de acompanhamento em oftalmologia.',
      insert: 'bula-eylia.pdf',
      withPreview: true,
    },
    {
      slug: 'kyleena',
      ingredient: 'levonorgestrel, sistema intrauterino',
      area: 'womens-health',
      image: 1,
      audience: BRASIL,
      published: '2025-04-08',
      about:
        'Sistema intrauterino liberador de levonorgestrel. Inclui a oficina em vídeo sobre técnica de inserção.',
    },
    {
      slug: 'mirena',
      ingredient: 'levonorgestrel, sistema intrauterino',
      area: 'womens-health',
      image: 2,
      audience: ['br'],
      published: '2025-04-15',
      about:
        'Sistema intrauterino liberador de levonorgestrel. Materiais de aconselhamento em contracepção.',
    },
    {
      slug: 'yaz',
      ingredient: 'drospirenona e etinilestradiol',
      area: 'womens-health',
      image: 1,
      audience: BRASIL,
      published: '2025-05-06',
      about:
        'Contraceptivo oral combinado. Materiais de aconselhamento para a consulta ginecológica.',
    },
    {
      slug: 'nexavar',
      ingredient: 'sorafenibe',
      area: 'oncology',
      image: 1,
      audience: BRASIL,
      published: '2025-06-03',
      about:
        'Inibidor multiquinase oral. Recursos para a equipe de oncologia sobre o acompanhamento do paciente.',
    },
    {
      slug: 'stivarga',
      ingredient: 'regorafenibe',
      area: 'oncology',
      image: 2,
      audience: ['br'],
      published: '2025-06-10',
      about:
        'Inibidor multiquinase oral. Inclui o guia exclusivo de conversa com o paciente em tratamento oncológico oral.',
    },
    {
      slug: 'adempas',
      ingredient: 'riociguate',
      area: 'pneumology',
      image: 1,
      audience: BRASIL,
      published: '2025-07-16',
      about:
        'Estimulador da guanilato ciclase solúvel. Recursos sobre hipertensão pulmonar para pneumologia e cardiologia.',
    },
  ] satisfies ProductSpec[]
).map((spec) => productItem('pt-br', spec));
