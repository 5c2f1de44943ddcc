import type { ItemSpec } from '../builders.ts';
import { article } from '../html.ts';
import { audio, meeting, video } from '../media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from '../audiences.ts';

export const cardiology: ItemSpec[] = [
  {
    id: 'anticoagulacion-fibrilacion-auricular-no-valvular',
    title: 'Anticoagulación en la fibrilación auricular no valvular: puntos clave para la consulta',
    synopsis:
      'Repaso práctico de la estratificación del riesgo tromboembólico y hemorrágico, y del seguimiento del paciente anticoagulado en cardiología clínica.',
    cluster: 'to_read',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-02-10',
    participant: 'Dra. Lucía Fernández',
    content: article(
      'La fibrilación auricular es la arritmia sostenida más frecuente en la consulta de cardiología y una causa importante de ictus cardioembólico.',
      [
        {
          heading: 'Evaluar el riesgo antes de decidir',
          paragraphs: [
            'La decisión de iniciar la anticoagulación parte de una evaluación estructurada del riesgo tromboembólico con escalas validadas, como CHA₂DS₂-VASc, y se complementa con la identificación de factores de riesgo hemorrágico modificables.',
            'Una puntuación alta de riesgo hemorrágico no contraindica por sí misma el tratamiento: señala al paciente que necesita un seguimiento más cercano.',
          ],
          list: [
            'Edad, sexo, hipertensión, diabetes e insuficiencia cardíaca.',
            'Antecedente de ictus o accidente isquémico transitorio.',
            'Enfermedad vascular y función renal.',
          ],
        },
        {
          heading: 'Seguimiento del paciente anticoagulado',
          paragraphs: [
            'En cada visita conviene revisar la adherencia, los eventos hemorrágicos, las interacciones con otros fármacos y la función renal, que orienta la elección y el ajuste del tratamiento según el prospecto aprobado.',
          ],
        },
        {
          heading: 'Situaciones especiales',
          paragraphs: [
            'La cardioversión, los procedimientos invasivos programados y la enfermedad renal crónica avanzada requieren una planificación coordinada entre cardiología, nefrología y el equipo quirúrgico.',
          ],
        },
      ],
    ),
  },
  {
    id: 'insuficiencia-cardiaca-y-enfermedad-renal-cronica',
    title: 'Insuficiencia cardíaca y enfermedad renal crónica: el eje cardiorrenal',
    synopsis:
      'Por qué el corazón y el riñón enferman juntos y cómo organizar la atención compartida entre cardiología y nefrología.',
    cluster: 'to_read',
    area: 'cardiology',
    image: 2,
    audience: CONOSUR,
    published: '2025-09-18',
    participant: 'Dr. Martín Aguirre',
    unbranded: true,
    content: article(
      'La insuficiencia cardíaca y la enfermedad renal crónica comparten factores de riesgo, mecanismos y pronóstico: hablamos de síndrome cardiorrenal.',
      [
        {
          heading: 'Un problema frecuente',
          paragraphs: [
            'Una proporción importante de los pacientes hospitalizados por insuficiencia cardíaca presenta algún grado de deterioro de la función renal, y la enfermedad renal crónica aumenta a su vez el riesgo cardiovascular.',
          ],
        },
        {
          heading: 'Qué medir en cada visita',
          paragraphs: ['El seguimiento conjunto se apoya en parámetros sencillos y repetibles.'],
          list: [
            'Tasa de filtración glomerular estimada y albuminuria.',
            'Potasio sérico y presión arterial.',
            'Signos de congestión y peso corporal.',
          ],
        },
        {
          heading: 'Atención compartida',
          paragraphs: [
            'Acordar objetivos, un plan de comunicación entre especialistas y la educación del paciente reduce las visitas a urgencias y mejora la adherencia.',
          ],
        },
      ],
    ),
  },
  {
    id: 'ecocardiografia-basica-para-el-clinico',
    title: 'Ecocardiografía básica para el clínico',
    synopsis:
      'Serie en video sobre las ventanas ecocardiográficas, la función ventricular y los hallazgos que no deben pasar desapercibidos.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: PACA,
    published: '2026-04-22',
    participant: 'Dr. Andrés Castillo',
    preview: video('mp4'),
    episodes: [
      {
        title: 'Ventanas y planos ecocardiográficos',
        synopsis: 'Paraesternal, apical y subcostal.',
        duration: 720,
        content: video(),
      },
      {
        title: 'Función sistólica del ventrículo izquierdo',
        synopsis: 'Estimación visual y fracción de eyección.',
        duration: 840,
        content: video('mp4'),
      },
      {
        title: 'Valvulopatías en la consulta',
        synopsis: 'Cuándo derivar al ecocardiografista.',
        duration: 780,
        content: video(),
      },
    ],
  },
  {
    id: 'podcast-cardiorrenal-diabetes-tipo-2',
    title: 'Podcast Cardiorrenal: diabetes tipo 2 y riñón',
    synopsis:
      'Conversaciones breves sobre la enfermedad renal del paciente con diabetes tipo 2 y su riesgo cardiovascular.',
    cluster: 'to_listen',
    area: 'cardiology',
    image: 2,
    audience: ALL_ES,
    published: '2026-06-05',
    participant: 'Dra. Lucía Fernández y Dr. Renato Salazar',
    episodes: [
      {
        title: 'Albuminuria: el marcador olvidado',
        duration: 960,
        content: audio('es'),
      },
      {
        title: 'Diabetes, hipertensión y riñón',
        duration: 1080,
        content: audio('es', 'mp3'),
      },
      {
        title: 'Trabajo en equipo con nefrología',
        duration: 900,
        content: audio('es'),
      },
      {
        title: 'Preguntas de la audiencia',
        duration: 840,
        content: audio('es'),
      },
    ],
  },
  {
    id: 'cardiorrenal-en-la-practica',
    title: 'Cardiorrenal en la práctica',
    synopsis:
      'Serie exclusiva en dos temporadas: casos de la consulta diaria comentados por especialistas en cardiología y nefrología.',
    cluster: 'to_see_to_listen',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-09-01',
    participant: 'Dra. Lucía Fernández',
    exclusive: true,
    preview: video(),
    seasons: [
      {
        title: 'Temporada 1: el paciente ambulatorio',
        episodes: [
          { title: 'Hipertensión y enfermedad renal', duration: 900, content: video() },
          { title: 'Insuficiencia cardíaca estable', duration: 960, content: audio('es') },
          { title: 'Fibrilación auricular en el adulto mayor', duration: 840, content: video() },
        ],
      },
      {
        title: 'Temporada 2: del hospital a casa',
        episodes: [
          { title: 'El alta tras una descompensación', duration: 1020, content: video('mp4') },
          { title: 'Conciliación de la medicación', duration: 780, content: audio('es') },
          { title: 'Seguimiento telefónico', duration: 720, content: video() },
        ],
      },
    ],
  },
  {
    id: 'simposio-virtual-anticoagulacion-adulto-mayor',
    title: 'Simposio virtual: anticoagulación en el adulto mayor',
    synopsis:
      'Encuentro en línea con preguntas en vivo sobre fragilidad, caídas, función renal y anticoagulación en el paciente anciano.',
    cluster: 'to_participe',
    area: 'cardiology',
    audience: MEXICO,
    published: '2026-10-15',
    participant: 'Moderadora: Dra. Lucía Fernández',
    duration: 5400,
    content: meeting('simposio-anticoagulacion-2026', '2026-12-03T19:00:00-06:00'),
    planners: [
      { name: 'Dra. Lucía Fernández', description: 'Cardióloga clínica, Guadalajara.' },
      { name: 'Dr. Héctor Ramírez', description: 'Geriatra, Ciudad de México.' },
    ],
  },
  {
    id: 'xarelto-casos-clinicos-tromboembolismo-venoso',
    title: 'Casos clínicos en tromboembolismo venoso',
    synopsis:
      'Tres casos comentados de trombosis venosa profunda y embolia pulmonar, desde el diagnóstico hasta el seguimiento.',
    cluster: 'to_see',
    area: 'cardiology',
    image: 2,
    audience: ALL_ES,
    published: '2026-07-12',
    participant: 'Dr. Tomás Herrera',
    product: 'xarelto',
    exclusive: true,
    content: video(),
    duration: 2100,
  },
  {
    id: 'lo-mas-destacado-congreso-cardiologia-2026',
    title: 'Lo más destacado del congreso de cardiología 2026',
    synopsis:
      'Resumen editorial de los temas que marcaron el congreso: prevención, insuficiencia cardíaca e imagen cardiovascular.',
    cluster: 'to_home',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-11-10',
    participant: 'Equipo editorial Pulso',
    unbranded: true,
    content: article(
      'Un recorrido breve por las sesiones más comentadas del congreso anual de cardiología.',
      [
        {
          heading: 'Prevención cardiovascular',
          paragraphs: [
            'Las sesiones de prevención insistieron en la medición sistemática del riesgo y en el control de la presión arterial, los lípidos y la diabetes desde la atención primaria.',
          ],
        },
        {
          heading: 'Insuficiencia cardíaca',
          paragraphs: [
            'Se discutieron modelos de clínicas de insuficiencia cardíaca con seguimiento remoto y enfermería especializada.',
          ],
          list: [
            'Transición del hospital al domicilio.',
            'Educación del paciente y de la familia.',
            'Rehabilitación cardíaca.',
          ],
        },
      ],
    ),
  },
  {
    id: 'rehabilitacion-cardiaca-prescripcion-del-ejercicio',
    title: 'Rehabilitación cardíaca: prescripción del ejercicio',
    synopsis:
      'Cómo indicar el ejercicio después de un evento coronario: evaluación inicial, intensidad y progresión.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: CONOSUR,
    published: '2025-01-22',
    participant: 'Dra. Valentina Rojas',
    unbranded: true,
    content: video('mp4'),
    duration: 1500,
  },
];
