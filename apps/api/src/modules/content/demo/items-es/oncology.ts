import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from '../audiences.ts';

export const oncology: ItemSpec[] = [
  {
    id: 'carcinoma-hepatocelular-avanzado-actualizacion',
    title: 'Carcinoma hepatocelular avanzado: actualización para el equipo multidisciplinario',
    synopsis:
      'Estadificación, evaluación de la función hepática y coordinación del equipo en el carcinoma hepatocelular avanzado.',
    cluster: 'to_read',
    area: 'oncology',
    audience: CONOSUR,
    published: '2025-10-02',
    participant: 'Dr. Ignacio Torres',
    content: article(
      'El carcinoma hepatocelular suele diagnosticarse sobre una hepatopatía crónica, lo que condiciona cada decisión terapéutica.',
      [
        {
          heading: 'Estadificar con la función hepática',
          paragraphs: [
            'La extensión tumoral, el estado general del paciente y la reserva funcional hepática se valoran juntos para definir el tratamiento.',
          ],
        },
        {
          heading: 'El comité de tumores',
          paragraphs: [
            'Hepatología, oncología, radiología intervencionista y cirugía comparten la decisión en un comité multidisciplinario.',
          ],
          list: [
            'Imágenes actualizadas y revisadas en conjunto.',
            'Plan de seguimiento escrito.',
            'Cuidados de soporte desde el inicio.',
          ],
        },
      ],
    ),
  },
  {
    id: 'cancer-colorrectal-metastasico-continuo-de-tratamiento',
    title: 'Cáncer colorrectal metastásico: el continuo de tratamiento',
    synopsis:
      'Serie en video sobre la secuencia terapéutica, los biomarcadores y la calidad de vida en el cáncer colorrectal metastásico.',
    cluster: 'to_see',
    area: 'oncology',
    image: 2,
    audience: MEXICO,
    published: '2026-03-27',
    participant: 'Dra. Carolina Vega',
    episodes: [
      { title: 'Biomarcadores que guían la decisión', duration: 900, content: video() },
      { title: 'Secuencia de tratamiento', duration: 1020, content: video('mp4') },
      { title: 'Calidad de vida y cuidados de soporte', duration: 840, content: video() },
    ],
  },
  {
    id: 'oncopodcast-cancer-de-prostata',
    title: 'OncoPodcast: cáncer de próstata avanzado',
    synopsis:
      'Tres episodios sobre el diagnóstico por imagen, la coordinación con medicina nuclear y el seguimiento del paciente con cáncer de próstata.',
    cluster: 'to_listen',
    area: 'oncology',
    audience: ALL_ES,
    published: '2026-08-14',
    participant: 'Dr. Diego Navarro',
    episodes: [
      { title: 'Imagen y estadificación', duration: 1200, content: audio('es') },
      { title: 'Oncología y medicina nuclear', duration: 1140, content: audio('es') },
      { title: 'Seguimiento y salud ósea', duration: 1080, content: audio('es', 'mp3') },
    ],
  },
  {
    id: 'tumor-board-virtual-oncologia-gastrointestinal',
    title: 'Tumor board virtual: oncología gastrointestinal',
    synopsis:
      'Comité de tumores en línea: presentación y discusión de casos de tumores digestivos con participación de la audiencia.',
    cluster: 'to_participe',
    area: 'oncology',
    image: 2,
    audience: PACA,
    published: '2026-11-05',
    participant: 'Moderadora: Dra. Carolina Vega',
    duration: 5400,
    content: meeting('tumor-board-gi-2027', '2027-01-20T18:30:00-05:00'),
    planners: [
      { name: 'Dra. Carolina Vega', description: 'Oncóloga clínica, Bogotá.' },
      { name: 'Dr. Renato Salazar', description: 'Cirujano oncólogo, Lima.' },
      { name: 'Dra. Mariana Quesada', description: 'Radióloga, San José.' },
    ],
  },
  {
    id: 'stivarga-guia-de-conversacion-con-el-paciente',
    title: 'Guía de conversación con el paciente en tratamiento oncológico oral',
    synopsis:
      'Cómo preparar la primera consulta, explicar el plan de seguimiento y acompañar la adherencia al tratamiento oral.',
    cluster: 'to_read',
    area: 'oncology',
    image: 2,
    audience: ALL_ES,
    published: '2026-06-18',
    participant: 'Dra. Carolina Vega',
    product: 'stivarga',
    exclusive: true,
    content: article(
      'El tratamiento oncológico oral traslada al domicilio buena parte del cuidado: la comunicación con el paciente se vuelve central.',
      [
        {
          heading: 'La primera consulta',
          paragraphs: [
            'Explique el objetivo del tratamiento, el calendario de controles y a quién llamar ante una duda o un síntoma nuevo.',
          ],
        },
        {
          heading: 'Adherencia',
          paragraphs: ['Algunas herramientas sencillas ayudan a sostener la adherencia.'],
          list: [
            'Un diario de tomas y síntomas.',
            'Contacto telefónico con enfermería oncológica.',
            'Revisión de la medicación concomitante.',
          ],
        },
      ],
    ),
  },
  {
    id: 'glosario-de-oncologia-de-precision',
    title: 'Glosario de oncología de precisión',
    synopsis:
      'Biomarcador, secuenciación de nueva generación, biopsia líquida: los términos esenciales explicados en pocas líneas.',
    cluster: 'to_home',
    area: 'oncology',
    audience: ALL_ES,
    published: '2025-04-15',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article('Un glosario breve para leer los informes moleculares con seguridad.', [
      {
        heading: 'Términos esenciales',
        paragraphs: ['Cada término se acompaña de una definición de trabajo.'],
        list: [
          'Biomarcador: característica medible que orienta el diagnóstico o el tratamiento.',
          'Secuenciación de nueva generación: análisis simultáneo de muchos genes.',
          'Biopsia líquida: estudio del ADN tumoral circulante en sangre.',
        ],
      },
    ]),
  },
];
