import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, video } from '../media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from '../audiences.ts';

export const hematology: ItemSpec[] = [
  {
    id: 'hemofilia-a-hacia-una-profilaxis-personalizada',
    title: 'Hemofilia A: hacia una profilaxis personalizada',
    synopsis:
      'Fenotipo hemorrágico, actividad física y salud articular como ejes de un plan de profilaxis a la medida del paciente.',
    cluster: 'to_read',
    area: 'hematology',
    audience: ALL_ES,
    published: '2025-12-01',
    participant: 'Dra. Carolina Vega',
    content: article(
      'La profilaxis ha cambiado la historia natural de la hemofilia A; el desafío actual es adaptarla a cada persona.',
      [
        {
          heading: 'Conocer al paciente',
          paragraphs: [
            'El patrón de sangrados, el estado articular y el nivel de actividad física orientan la intensidad de la profilaxis.',
          ],
        },
        {
          heading: 'Seguimiento articular',
          paragraphs: ['La evaluación periódica de las articulaciones detecta el daño temprano.'],
          list: [
            'Escalas de salud articular.',
            'Ecografía articular en la consulta.',
            'Fisioterapia y actividad física adaptada.',
          ],
        },
      ],
    ),
  },
  {
    id: 'anemia-ferropenica-en-el-adulto',
    title: 'Anemia ferropénica en el adulto: estudio y seguimiento',
    synopsis:
      'Del hemograma a la búsqueda de la causa: un enfoque ordenado de la anemia por deficiencia de hierro.',
    cluster: 'to_see',
    area: 'hematology',
    image: 2,
    audience: CONOSUR,
    published: '2025-05-22',
    participant: 'Dr. Tomás Herrera',
    unbranded: true,
    content: video(),
    duration: 1380,
  },
  {
    id: 'podcast-trombosis-asociada-al-cancer',
    title: 'Trombosis asociada al cáncer',
    synopsis:
      'Hematología y oncología conversan sobre la evaluación del riesgo trombótico en el paciente oncológico.',
    cluster: 'to_listen',
    area: 'hematology',
    audience: PACA,
    published: '2026-07-01',
    participant: 'Dr. Tomás Herrera',
    content: audio('es', 'mp3'),
    duration: 1620,
  },
  {
    id: 'hematologia-para-no-hematologos',
    title: 'Hematología para no hematólogos',
    synopsis:
      'Serie exclusiva en audio y video: cómo leer un hemograma y cuándo derivar, en dos temporadas breves.',
    cluster: 'to_see_to_listen',
    area: 'hematology',
    image: 2,
    audience: MEXICO,
    published: '2026-05-06',
    participant: 'Dra. Carolina Vega',
    exclusive: true,
    seasons: [
      {
        title: 'Temporada 1: el hemograma',
        episodes: [
          { title: 'Anemias: primer paso', duration: 600, content: video() },
          { title: 'Leucocitosis y leucopenia', duration: 660, content: audio('es') },
        ],
      },
      {
        title: 'Temporada 2: coagulación',
        episodes: [
          { title: 'Pruebas de coagulación básicas', duration: 720, content: video('mp4') },
          { title: 'El paciente que sangra', duration: 690, content: audio('es') },
        ],
      },
    ],
  },
  {
    id: 'dia-mundial-de-la-hemofilia-recursos',
    title: 'Día Mundial de la Hemofilia: recursos para su consulta',
    synopsis:
      'Materiales educativos para pacientes y familias, y una lista de verificación para la consulta de hemofilia.',
    cluster: 'to_home',
    area: 'hematology',
    audience: ALL_ES,
    published: '2026-04-17',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article(
      'Cada 17 de abril se recuerda la importancia del diagnóstico y la atención integral de las personas con trastornos de la coagulación.',
      [
        {
          heading: 'Lista de verificación para la consulta',
          paragraphs: ['Algunas preguntas útiles en cada visita.'],
          list: [
            '¿Hubo sangrados desde la última visita?',
            '¿Cómo está la salud articular?',
            '¿El plan de profilaxis se adapta a la actividad actual?',
          ],
        },
      ],
    ),
  },
  {
    id: 'como-solicitar-informacion-medica',
    title: 'Cómo solicitar información médica',
    synopsis:
      'El canal de información médica responde preguntas científicas sobre los productos de la compañía. Así funciona.',
    cluster: 'to_read',
    area: 'hematology',
    image: 2,
    audience: ALL_ES,
    published: '2025-02-14',
    participant: 'Información médica',
    medInfo: true,
    content: article(
      'El área de información médica atiende consultas científicas de profesionales de la salud.',
      [
        {
          heading: 'Qué puede consultar',
          paragraphs: [
            'Preguntas sobre el uso de los productos, estudios publicados, estabilidad y conservación, entre otras.',
          ],
        },
        {
          heading: 'Cómo hacerlo',
          paragraphs: ['Envíe su solicitud desde el área de información médica del portal.'],
          list: [
            'Indique el producto y su pregunta.',
            'Elija cómo prefiere recibir la respuesta.',
            'Recibirá una respuesta por escrito de un profesional del área.',
          ],
        },
      ],
    ),
  },
];
