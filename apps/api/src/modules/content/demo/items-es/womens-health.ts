import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, pdf, video } from '../media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from '../audiences.ts';

export const womensHealth: ItemSpec[] = [
  {
    id: 'anticoncepcion-reversible-de-larga-duracion',
    title: 'Anticoncepción reversible de larga duración: guía práctica para la consulta',
    synopsis:
      'Consejería, elegibilidad y seguimiento de los métodos de larga duración en la consulta de ginecología.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: ALL_ES,
    published: '2026-03-08',
    participant: 'Dra. Valentina Rojas',
    content: article(
      'Los métodos anticonceptivos reversibles de larga duración combinan alta efectividad y pocas exigencias de uso para la paciente.',
      [
        {
          heading: 'Consejería centrada en la paciente',
          paragraphs: [
            'La elección del método es una decisión compartida: conviene conocer las preferencias, los planes reproductivos y las experiencias previas de cada mujer.',
          ],
        },
        {
          heading: 'Elegibilidad',
          paragraphs: [
            'Los criterios médicos de elegibilidad ayudan a identificar las condiciones que requieren una evaluación adicional antes de la inserción.',
          ],
          list: [
            'Antecedentes ginecológicos y obstétricos.',
            'Posibilidad de embarazo en curso.',
            'Infecciones de transmisión sexual.',
          ],
        },
        {
          heading: 'Seguimiento',
          paragraphs: [
            'Una visita de control tras la inserción permite resolver dudas sobre el patrón de sangrado y reforzar la adherencia al seguimiento.',
          ],
        },
      ],
    ),
  },
  {
    id: 'kyleena-taller-tecnica-de-insercion',
    title: 'Técnica de inserción del sistema intrauterino: taller en video',
    synopsis:
      'Taller paso a paso sobre la preparación, la inserción y los cuidados posteriores del sistema intrauterino.',
    cluster: 'to_see',
    area: 'womens-health',
    audience: ALL_ES,
    published: '2026-05-20',
    participant: 'Dra. Mariana Quesada',
    product: 'kyleena',
    exclusive: true,
    preview: video('mp4'),
    content: video(),
    duration: 1800,
  },
  {
    id: 'podcast-endometriosis-del-sintoma-al-diagnostico',
    title: 'Endometriosis: del síntoma al diagnóstico',
    synopsis:
      'Por qué el diagnóstico de endometriosis se retrasa y qué preguntas hacer ante el dolor pélvico crónico.',
    cluster: 'to_listen',
    area: 'womens-health',
    image: 2,
    audience: PACA,
    published: '2025-11-12',
    participant: 'Dra. Mariana Quesada',
    unbranded: true,
    content: audio('es'),
    duration: 1320,
  },
  {
    id: 'menopausia-abordaje-integral-atencion-primaria',
    title: 'Menopausia: abordaje integral en atención primaria',
    synopsis:
      'Síntomas vasomotores, salud ósea y cardiovascular: una guía para acompañar a la mujer en la transición menopáusica.',
    cluster: 'to_read',
    area: 'womens-health',
    audience: MEXICO,
    published: '2025-06-30',
    participant: 'Dra. Sofía Morales',
    content: article(
      'La transición menopáusica es una oportunidad para revisar la salud global de la mujer.',
      [
        {
          heading: 'Escuchar los síntomas',
          paragraphs: [
            'Los síntomas vasomotores, las alteraciones del sueño y los cambios del estado de ánimo afectan la calidad de vida y merecen una evaluación específica.',
          ],
        },
        {
          heading: 'Prevención a largo plazo',
          paragraphs: ['La consulta de la menopausia es un buen momento para la prevención.'],
          list: [
            'Riesgo cardiovascular: presión arterial, lípidos y diabetes.',
            'Salud ósea y prevención de caídas.',
            'Tamizaje oncológico según la edad.',
          ],
        },
      ],
    ),
  },
  {
    id: 'webinar-consejeria-anticonceptiva-adolescencia',
    title: 'Webinar: consejería anticonceptiva en la adolescencia',
    synopsis:
      'Sesión en línea sobre confidencialidad, comunicación y elección del método en adolescentes.',
    cluster: 'to_participe',
    area: 'womens-health',
    image: 2,
    audience: CONOSUR,
    published: '2026-10-28',
    participant: 'Moderador: Dr. Ignacio Torres',
    duration: 3600,
    content: meeting('webinar-adolescencia-2026', '2026-12-10T19:00:00-03:00'),
    planners: [
      { name: 'Dra. Valentina Rojas', description: 'Ginecóloga infanto-juvenil, Santiago.' },
      { name: 'Lic. Florencia Díaz', description: 'Psicóloga, Buenos Aires.' },
    ],
  },
  {
    id: 'ginecologia-endocrina-en-cinco-minutos',
    title: 'Ginecología endocrina en 5 minutos',
    synopsis:
      'Cápsulas breves en audio y video sobre síndrome de ovario poliquístico, amenorrea e hiperprolactinemia.',
    cluster: 'to_see_to_listen',
    area: 'womens-health',
    audience: MEXICO,
    published: '2026-01-19',
    participant: 'Dra. Sofía Morales',
    episodes: [
      { title: 'Síndrome de ovario poliquístico', duration: 300, content: video() },
      { title: 'Amenorrea secundaria', duration: 300, content: audio('es') },
      { title: 'Hiperprolactinemia', duration: 300, content: video('mp4') },
      { title: 'Insuficiencia ovárica prematura', duration: 300, content: audio('es', 'mp3') },
    ],
  },
  {
    id: 'prospecto-kyleena-documento-de-demostracion',
    title: 'Prospecto de Kyleena (documento de demostración)',
    synopsis:
      'Documento PDF ficticio que muestra cómo se presenta un prospecto en el portal. No sustituye el prospecto aprobado.',
    cluster: 'to_read',
    area: 'womens-health',
    image: 2,
    audience: ALL_ES,
    published: '2026-02-02',
    content: pdf('prospecto-kyleena.pdf'),
    duration: 300,
  },
];
