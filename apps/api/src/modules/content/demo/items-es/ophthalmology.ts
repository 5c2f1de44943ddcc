import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { ALL_ES, MEXICO, PACA } from '../audiences.ts';

export const ophthalmology: ItemSpec[] = [
  {
    id: 'degeneracion-macular-asociada-a-la-edad-diagnostico',
    title: 'Degeneración macular asociada a la edad: claves del diagnóstico',
    synopsis:
      'Signos de alarma, exploración del fondo de ojo y criterios de derivación urgente a oftalmología.',
    cluster: 'to_read',
    area: 'ophthalmology',
    audience: ALL_ES,
    published: '2025-08-09',
    participant: 'Dr. Diego Navarro',
    unbranded: true,
    content: article(
      'La degeneración macular asociada a la edad es una causa frecuente de pérdida de visión central en mayores de 50 años.',
      [
        {
          heading: 'Signos de alarma',
          paragraphs: [
            'La distorsión de las líneas rectas (metamorfopsia) o una mancha central de aparición reciente obligan a una evaluación en oftalmología sin demora.',
          ],
          list: [
            'Metamorfopsia de inicio reciente.',
            'Disminución de la agudeza visual central.',
            'Escotoma central.',
          ],
        },
        {
          heading: 'Exploración',
          paragraphs: [
            'La rejilla de Amsler es una herramienta sencilla de autocontrol; la tomografía de coherencia óptica confirma y sigue las lesiones.',
          ],
        },
      ],
    ),
  },
  {
    id: 'tomografia-de-coherencia-optica-en-la-consulta',
    title: 'Tomografía de coherencia óptica en la consulta de oftalmología',
    synopsis:
      'Lectura sistemática de una OCT macular: capas de la retina, líquido y artefactos frecuentes.',
    cluster: 'to_see',
    area: 'ophthalmology',
    image: 2,
    audience: PACA,
    published: '2026-02-25',
    participant: 'Dra. Paula Medina',
    preview: video('mp4'),
    content: video(),
    duration: 1260,
  },
  {
    id: 'eylia-protocolos-de-seguimiento-intravitreo',
    title: 'Protocolos de seguimiento en terapia intravítrea',
    synopsis:
      'Dos sesiones sobre la organización de la consulta de retina: agenda, criterios de control y comunicación con el paciente.',
    cluster: 'to_see',
    area: 'ophthalmology',
    audience: ALL_ES,
    published: '2026-09-30',
    participant: 'Dra. Paula Medina',
    product: 'eylia',
    exclusive: true,
    episodes: [
      { title: 'Organizar la consulta de retina', duration: 960, content: video() },
      { title: 'Criterios de control y seguimiento', duration: 1080, content: video('mp4') },
    ],
  },
  {
    id: 'retina-al-dia-edema-macular-diabetico',
    title: 'Retina al día: edema macular diabético',
    synopsis:
      'Podcast sobre el tamizaje, el control metabólico y la coordinación entre oftalmología y endocrinología.',
    cluster: 'to_listen',
    area: 'ophthalmology',
    image: 2,
    audience: MEXICO,
    published: '2026-04-03',
    participant: 'Dr. Diego Navarro',
    content: audio('es'),
    duration: 1500,
  },
  {
    id: 'jornada-virtual-de-retina-medica',
    title: 'Jornada virtual de retina médica',
    synopsis: 'Jornada en línea con casos de retina médica y preguntas al panel de especialistas.',
    cluster: 'to_participe',
    area: 'ophthalmology',
    audience: ['co', 'pe'],
    published: '2026-11-01',
    participant: 'Moderadora: Dra. Paula Medina',
    duration: 7200,
    content: meeting('jornada-retina-2026', '2026-12-05T09:00:00-05:00'),
    planners: [
      { name: 'Dra. Paula Medina', description: 'Oftalmóloga, especialista en retina, Medellín.' },
      { name: 'Dr. Renato Salazar', description: 'Oftalmólogo, Lima.' },
    ],
  },
  {
    id: 'retinopatia-diabetica-tamizaje-en-atencion-primaria',
    title: 'Retinopatía diabética: tamizaje en atención primaria',
    synopsis:
      'Quién, cuándo y cómo: organizar el tamizaje de la retinopatía en las personas con diabetes.',
    cluster: 'to_read',
    area: 'ophthalmology',
    image: 2,
    audience: [...MEXICO, ...PACA],
    published: '2025-12-15',
    participant: 'Dra. Paula Medina',
    unbranded: true,
    content: article(
      'La retinopatía diabética puede avanzar sin síntomas: el tamizaje periódico es la herramienta que permite llegar a tiempo.',
      [
        {
          heading: 'A quién y cuándo',
          paragraphs: [
            'Toda persona con diabetes necesita un examen de fondo de ojo al diagnóstico o poco después, y controles periódicos según los hallazgos.',
          ],
        },
        {
          heading: 'Cómo organizarlo',
          paragraphs: ['La retinografía con lectura a distancia amplía el acceso.'],
          list: [
            'Registro de pacientes con diabetes.',
            'Retinografía no midriática.',
            'Circuito de derivación a oftalmología.',
          ],
        },
      ],
    ),
  },
];
