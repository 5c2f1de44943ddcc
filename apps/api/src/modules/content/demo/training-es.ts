import type { ItemSpec } from './builders.ts';
import { exam } from './exam.ts';
import { article } from './html.ts';
import { audio, video } from './media.ts';
import { ALL_ES, CONOSUR, MEXICO, PACA } from './audiences.ts';

/** Spanish online courses with exams, and the speaker-training area. */

const trainings: ItemSpec[] = [
  {
    id: 'curso-anticoagulacion-oral-en-la-practica-clinica',
    title: 'Anticoagulación oral en la práctica clínica',
    synopsis:
      'Curso en línea de cuatro lecciones sobre la indicación, el inicio y el seguimiento de la anticoagulación oral, con examen y certificado.',
    cluster: 'to_training',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-03-01',
    participant: 'Dra. Lucía Fernández',
    planners: [
      { name: 'Dra. Lucía Fernández', description: 'Cardióloga clínica, coordinadora del curso.' },
      { name: 'Dr. Tomás Herrera', description: 'Hematólogo, docente invitado.' },
    ],
    lessons: [
      {
        title: 'Lección 1: fibrilación auricular y riesgo de ictus',
        duration: 900,
        content: video(),
      },
      {
        title: 'Lección 2: elegir y comenzar la anticoagulación',
        content: article('Antes de iniciar la anticoagulación conviene reunir algunos datos.', [
          {
            heading: 'Lista de verificación',
            paragraphs: ['Revise estos puntos en la visita de inicio.'],
            list: [
              'Función renal y hepática.',
              'Hemograma.',
              'Medicación concomitante e interacciones.',
              'Preferencias del paciente.',
            ],
          },
        ]),
      },
      {
        title: 'Lección 3: seguimiento y adherencia',
        duration: 840,
        content: video('mp4'),
      },
      { title: 'Lección 4: casos clínicos comentados', duration: 1200, content: audio('es') },
    ],
    exam: exam('es', {
      course: 'Anticoagulación oral en la práctica clínica',
      totalQuestions: 8,
      minCorrectQuestions: 6,
      duration: 15,
      mode: 'total',
    }),
  },
  {
    id: 'curso-fundamentos-de-retina-medica',
    title: 'Fundamentos de retina médica',
    synopsis:
      'Tres lecciones de oftalmología sobre la exploración de la mácula, la OCT y la organización de la consulta de retina.',
    cluster: 'to_training',
    area: 'ophthalmology',
    image: 2,
    audience: ALL_ES,
    published: '2026-06-10',
    participant: 'Dra. Paula Medina',
    planners: [{ name: 'Dra. Paula Medina', description: 'Oftalmóloga, especialista en retina.' }],
    lessons: [
      { title: 'Lección 1: anatomía de la mácula', duration: 780, content: video() },
      { title: 'Lección 2: lectura de la OCT', duration: 960, content: video('mp4') },
      {
        title: 'Lección 3: la consulta de retina',
        content: article('Una consulta de retina bien organizada reduce las esperas.', [
          {
            heading: 'Claves de organización',
            paragraphs: ['Planifique los controles y la comunicación con el paciente.'],
            list: ['Agenda por protocolos.', 'OCT el mismo día.', 'Recordatorios al paciente.'],
          },
        ]),
      },
    ],
    exam: exam('es', {
      course: 'Fundamentos de retina médica',
      totalQuestions: 5,
      minCorrectQuestions: 4,
      duration: 2,
      mode: 'perQuestion',
    }),
  },
  {
    id: 'curso-anticoncepcion-basada-en-la-evidencia',
    title: 'Anticoncepción basada en la evidencia',
    synopsis:
      'Consejería, criterios de elegibilidad y métodos de larga duración, en tres lecciones con examen final.',
    cluster: 'to_training',
    area: 'womens-health',
    audience: MEXICO,
    published: '2025-11-20',
    participant: 'Dra. Sofía Morales',
    planners: [
      { name: 'Dra. Sofía Morales', description: 'Ginecóloga, Ciudad de México.' },
      { name: 'Dra. Valentina Rojas', description: 'Ginecóloga, docente invitada.' },
    ],
    lessons: [
      { title: 'Lección 1: consejería anticonceptiva', duration: 840, content: video() },
      {
        title: 'Lección 2: criterios médicos de elegibilidad',
        duration: 900,
        content: audio('es'),
      },
      { title: 'Lección 3: métodos de larga duración', duration: 960, content: video('mp4') },
    ],
    exam: exam('es', {
      course: 'Anticoncepción basada en la evidencia',
      totalQuestions: 6,
      minCorrectQuestions: 4,
      duration: 12,
      mode: 'total',
    }),
  },
  {
    id: 'curso-hipertension-pulmonar-para-internistas',
    title: 'Hipertensión pulmonar para internistas',
    synopsis:
      'Sospecha clínica, algoritmo diagnóstico y derivación oportuna de la hipertensión pulmonar, con examen y certificado.',
    cluster: 'to_training',
    area: 'pneumology',
    audience: [...CONOSUR, ...PACA],
    published: '2026-08-25',
    participant: 'Dr. Renato Salazar',
    planners: [{ name: 'Dr. Renato Salazar', description: 'Neumólogo, Lima.' }],
    lessons: [
      { title: 'Lección 1: fisiopatología y clasificación', duration: 900, content: video() },
      { title: 'Lección 2: algoritmo diagnóstico', duration: 1020, content: video('mp4') },
      { title: 'Lección 3: derivación y seguimiento compartido', duration: 780, content: video() },
    ],
    exam: exam('es', {
      course: 'Hipertensión pulmonar para internistas',
      totalQuestions: 6,
      minCorrectQuestions: 5,
      duration: 10,
      mode: 'total',
    }),
  },
  {
    id: 'curso-oncologia-gastrointestinal',
    title: 'Oncología gastrointestinal para el equipo de salud',
    synopsis:
      'Tumores colorrectales y hepáticos: diagnóstico, comité multidisciplinario y cuidados de soporte.',
    cluster: 'to_training',
    area: 'oncology',
    audience: PACA,
    published: '2026-04-14',
    participant: 'Dra. Carolina Vega',
    planners: [{ name: 'Dra. Carolina Vega', description: 'Oncóloga clínica, Bogotá.' }],
    lessons: [
      { title: 'Lección 1: cáncer colorrectal', duration: 960, content: video() },
      { title: 'Lección 2: carcinoma hepatocelular', duration: 900, content: video('mp4') },
      { title: 'Lección 3: cuidados de soporte', duration: 720, content: audio('es') },
    ],
    exam: exam('es', {
      course: 'Oncología gastrointestinal',
      totalQuestions: 6,
      minCorrectQuestions: 4,
      duration: 1,
      mode: 'perQuestion',
    }),
  },
];

const speakerTrainings: ItemSpec[] = [
  {
    id: 'speaker-training-comunicacion-cientifica-eficaz',
    title: 'Speaker training: comunicación científica eficaz',
    synopsis:
      'Para oradores del programa: estructura de una charla, diapositivas claras y manejo de preguntas difíciles.',
    cluster: 'to_see',
    area: 'cardiology',
    audience: ALL_ES,
    published: '2026-05-12',
    participant: 'Dr. Martín Aguirre',
    speakerTraining: true,
    episodes: [
      { title: 'Estructurar una charla de 20 minutos', duration: 900, content: video() },
      { title: 'Diapositivas que se leen solas', duration: 780, content: video('mp4') },
      { title: 'Preguntas difíciles del auditorio', duration: 840, content: video() },
    ],
    exam: exam('es', {
      course: 'Comunicación científica eficaz',
      totalQuestions: 4,
      minCorrectQuestions: 3,
      duration: 8,
      mode: 'total',
    }),
  },
  {
    id: 'speaker-training-presentacion-de-casos-cardiorrenales',
    title: 'Speaker training: presentación de casos cardiorrenales',
    synopsis:
      'Cómo construir y presentar un caso clínico cardiorrenal ante colegas, en dos módulos de audio y video.',
    cluster: 'to_see_to_listen',
    area: 'cardiology',
    image: 2,
    audience: MEXICO,
    published: '2026-07-22',
    participant: 'Dra. Lucía Fernández',
    speakerTraining: true,
    seasons: [
      {
        title: 'Módulo 1: construir el caso',
        episodes: [
          { title: 'Elegir el caso y el mensaje', duration: 600, content: video() },
          { title: 'Datos, imágenes y confidencialidad', duration: 660, content: audio('es') },
        ],
      },
      {
        title: 'Módulo 2: presentarlo',
        episodes: [
          { title: 'Ensayo y tiempos', duration: 540, content: video('mp4') },
          { title: 'Moderar la discusión', duration: 600, content: audio('es') },
        ],
      },
    ],
  },
  {
    id: 'speaker-training-moderacion-de-sesiones-oftalmologia',
    title: 'Speaker training: moderación de sesiones en oftalmología',
    synopsis:
      'Buenas prácticas para moderar mesas redondas y sesiones de casos de oftalmología, presenciales y en línea.',
    cluster: 'to_see',
    area: 'ophthalmology',
    audience: [...CONOSUR, ...PACA],
    published: '2026-09-15',
    participant: 'Dra. Paula Medina',
    speakerTraining: true,
    preview: video(),
    content: video('mp4'),
    duration: 1320,
  },
];

export const trainingEs: ItemSpec[] = [...trainings, ...speakerTrainings];
